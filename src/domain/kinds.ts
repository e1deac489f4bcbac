import { propostas } from '../../i18n/pt-BR/propostas';

/** The kinds' names are catalogue texts (propostas.tipos, keyed like `key`; the tag's is Repasse). */
const TIPOS = propostas.tipos;

/**
 * Proposal kinds (tipo, numeric 0-4 as the spec gives them) and the Repasse tag that list rows
 * carry when the proposal was passed on by the logged dealership (repasseDaConcessionariaLogada).
 */
export const TIPO_PROPOSTA = {
  Comum: 0,
  Retencao: 1,
  Portabilidade: 2,
  PmeTitular: 3,
  PmeDependente: 4,
} as const;

export type TipoPropostaKey = keyof typeof TIPO_PROPOSTA;
export type TipoPropostaId = (typeof TIPO_PROPOSTA)[TipoPropostaKey];

export const TIPOS_PROPOSTA = [
  { id: 0, key: 'Comum', label: TIPOS.Comum },
  { id: 1, key: 'Retencao', label: TIPOS.Retencao },
  { id: 2, key: 'Portabilidade', label: TIPOS.Portabilidade },
  { id: 3, key: 'PmeTitular', label: TIPOS.PmeTitular },
  { id: 4, key: 'PmeDependente', label: TIPOS.PmeDependente },
] as const satisfies readonly { id: TipoPropostaId; key: TipoPropostaKey; label: string }[];

/** Individual kinds follow the individual lifecycle; the PME kinds belong to a PME contract. */
export const INDIVIDUAL_TIPOS: readonly TipoPropostaId[] = [0, 1, 2];

export function tipoPropostaLabel(id: number | null | undefined): string {
  return TIPOS_PROPOSTA.find((t) => t.id === id)?.label ?? '';
}

export const REPASSE_TAG = { label: TIPOS.Repasse, color: 'secondary' } as const;
