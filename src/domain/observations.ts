import { propostas } from '../../i18n/pt-BR/propostas';

/**
 * Observations and pendencies of a proposal: their type, the department responsible
 * (setorResponsavel) and the reasons a nurse picks when marking a pendency. Their names are
 * catalogue texts (propostas.observacoes, keyed like `key` below): the domain and the server say
 * them in pt-BR; the client reads the key in the chosen language
 * (src/resources/propostas/side-panel/rotulosObservacao.ts).
 */
const ROTULOS = propostas.observacoes;

export const TIPO_OBSERVACAO = { observacao: 1, pendencia: 2 } as const;

export type TipoObservacaoId = (typeof TIPO_OBSERVACAO)[keyof typeof TIPO_OBSERVACAO];

export const TIPOS_OBSERVACAO = [
  { id: 1, key: 'observacao', label: ROTULOS.tipos.observacao },
  { id: 2, key: 'pendencia', label: ROTULOS.tipos.pendencia },
] as const;

/**
 * A pendency is born unresolved and later resolved; an ordinary observation is born resolved.
 * Both the client (create payload) and the server (insert) read this.
 */
export function isCreatedResolved(tipoObservacaoId: number): boolean {
  return tipoObservacaoId !== TIPO_OBSERVACAO.pendencia;
}

export const SETOR = { Enfermagem: 1, Comercial: 2, Callcenter: 3 } as const;

export type SetorId = (typeof SETOR)[keyof typeof SETOR];

export const SETORES = [
  { id: 1, key: 'Enfermagem', label: ROTULOS.setores.Enfermagem },
  { id: 2, key: 'Comercial', label: ROTULOS.setores.Comercial },
  { id: 3, key: 'Callcenter', label: ROTULOS.setores.Callcenter },
] as const;

/** The spec gives these reasons in English; ids 1..10 in its order, sentences in pt-BR. */
export const MOTIVOS_PENDENCIA = [
  { id: 1, key: 'ClienteIndisponivel', label: ROTULOS.motivosPendencia.ClienteIndisponivel },
  { id: 2, key: 'LigacaoNaoAtendida', label: ROTULOS.motivosPendencia.LigacaoNaoAtendida },
  { id: 3, key: 'DificuldadeLink', label: ROTULOS.motivosPendencia.DificuldadeLink },
  {
    id: 4,
    key: 'LigacaoIncompleta',
    label: ROTULOS.motivosPendencia.LigacaoIncompleta,
  },
  { id: 5, key: 'ClienteNaoConsta', label: ROTULOS.motivosPendencia.ClienteNaoConsta },
  {
    id: 6,
    key: 'SistemaNaoPermiteAtendimento',
    label: ROTULOS.motivosPendencia.SistemaNaoPermiteAtendimento,
  },
  { id: 7, key: 'DesistiuDoPlano', label: ROTULOS.motivosPendencia.DesistiuDoPlano },
  { id: 8, key: 'NaoRecebeuLink', label: ROTULOS.motivosPendencia.NaoRecebeuLink },
  { id: 9, key: 'SemContatoTelefonico', label: ROTULOS.motivosPendencia.SemContatoTelefonico },
  {
    id: 10,
    key: 'TresOuMaisTentativas',
    label: ROTULOS.motivosPendencia.TresOuMaisTentativas,
  },
] as const;

export type MotivoPendenciaId = (typeof MOTIVOS_PENDENCIA)[number]['id'];
