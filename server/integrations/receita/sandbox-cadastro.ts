import { normalizarNomeRF, SITUACOES_CADASTRAIS_CPF } from '../../../src/domain/receitaFederal';
import type { ConsultaCpfRequest, ConsultaCpfResponse } from './contract';

/**
 * The Receita Federal sandbox's answers, by rule (it has no registry of its own). Kept apart
 * from the HTTP server so the demo data (server/db/seed) stores what the sandbox would answer:
 *
 * - a CPF of RECEITA_SANDBOX_CADASTRO answers what that entry says; the fields an entry leaves
 *   out echo the declared data, so each entry shows one kind of divergence;
 * - a CPF of RECEITA_SANDBOX_INEXISTENTES is not in the registry (404);
 * - every other valid CPF is 'Regular' and agrees with what was declared.
 *
 * Names come back as the registry writes them: upper case, without accents.
 */
export interface EntradaCadastroSandbox {
  nome?: string;
  /** yyyy-MM-dd */
  dataNascimento?: string;
  /** A code of SITUACOES_CADASTRAIS_CPF. */
  situacao?: string;
}

export const RECEITA_SANDBOX_CADASTRO: Record<string, EntradaCadastroSandbox> = {
  // The name differs.
  '11144477735': { nome: 'MARIA APARECIDA DOS SANTOS' },
  // The birth date differs.
  '22255588846': { dataNascimento: '1961-01-01' },
  // The CPF is suspended.
  '33366699957': { situacao: '2' },
  // The CPF was cancelled.
  '44477700083': { situacao: '9' },
  // Everything differs: another person, deceased.
  '55588811194': { nome: 'JOSE CARLOS PEREIRA', dataNascimento: '1958-11-30', situacao: '3' },
};

export const RECEITA_SANDBOX_INEXISTENTES = ['66699922203'];

const DATA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The sandbox's answer to a valid CPF; null when the registry does not have it. */
export function respostaSandbox(
  declarado: Partial<ConsultaCpfRequest> & { cpf: string },
  cadastro: ReadonlyMap<string, EntradaCadastroSandbox> = new Map(
    Object.entries(RECEITA_SANDBOX_CADASTRO),
  ),
  inexistentes: ReadonlySet<string> = new Set(RECEITA_SANDBOX_INEXISTENTES),
): ConsultaCpfResponse | null {
  if (inexistentes.has(declarado.cpf)) return null;
  const entrada = cadastro.get(declarado.cpf) ?? {};
  const codigo = entrada.situacao ?? '0';
  const { dataNascimento } = declarado;
  return {
    cpf: declarado.cpf,
    nome: normalizarNomeRF(entrada.nome ?? declarado.nome ?? ''),
    dataNascimento:
      entrada.dataNascimento ??
      (typeof dataNascimento === 'string' && DATA_ISO.test(dataNascimento) ? dataNascimento : ''),
    situacao: { codigo, descricao: SITUACOES_CADASTRAIS_CPF[codigo] ?? 'Desconhecida' },
  };
}
