/**
 * Observations and pendencies of a proposal: their type, the department responsible
 * (setorResponsavel) and the reasons a nurse picks when marking a pendency.
 */
export const TIPO_OBSERVACAO = { observacao: 1, pendencia: 2 } as const;

export type TipoObservacaoId = (typeof TIPO_OBSERVACAO)[keyof typeof TIPO_OBSERVACAO];

export const TIPOS_OBSERVACAO = [
  { id: 1, key: 'observacao', label: 'Observação' },
  { id: 2, key: 'pendencia', label: 'Pendência' },
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
  { id: 1, key: 'Enfermagem', label: 'Enfermagem' },
  { id: 2, key: 'Comercial', label: 'Comercial' },
  { id: 3, key: 'Callcenter', label: 'Callcenter' },
] as const;

/** The spec gives these reasons in English; ids 1..10 in its order, sentences in pt-BR. */
export const MOTIVOS_PENDENCIA = [
  { id: 1, key: 'ClienteIndisponivel', label: 'Cliente indisponível' },
  { id: 2, key: 'LigacaoNaoAtendida', label: 'Ligação não atendida' },
  { id: 3, key: 'DificuldadeLink', label: 'Dificuldade em utilizar o link' },
  {
    id: 4,
    key: 'LigacaoIncompleta',
    label: 'Ligação incompleta ou bloqueio telefônico',
  },
  { id: 5, key: 'ClienteNaoConsta', label: 'Cliente não consta no sistema' },
  {
    id: 6,
    key: 'SistemaNaoPermiteAtendimento',
    label: 'Sistema não permite iniciar o atendimento',
  },
  { id: 7, key: 'DesistiuDoPlano', label: 'Desistiu do plano' },
  { id: 8, key: 'NaoRecebeuLink', label: 'Não recebeu o link' },
  { id: 9, key: 'SemContatoTelefonico', label: 'Sem contato telefônico' },
  {
    id: 10,
    key: 'TresOuMaisTentativas',
    label: 'Três ou mais tentativas de contato sem sucesso',
  },
] as const;

export type MotivoPendenciaId = (typeof MOTIVOS_PENDENCIA)[number]['id'];
