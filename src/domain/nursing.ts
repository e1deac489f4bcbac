/**
 * Enumerations of the nursing assessment: declaration steps (etapaId), attendance types of the
 * appointment service and the statuses of a recorded video composition (audit).
 */
export const ETAPA_DECLARACAO = {
  OrientacaoMedica: 1,
  DeclaracaoSaude: 2,
  InformacoesAdicionais: 3,
  AceiteCPT: 4,
} as const;

export type EtapaDeclaracaoId = (typeof ETAPA_DECLARACAO)[keyof typeof ETAPA_DECLARACAO];

export const ETAPAS_DECLARACAO = [
  { id: 1, key: 'OrientacaoMedica', label: 'Orientação médica' },
  { id: 2, key: 'DeclaracaoSaude', label: 'Declaração de saúde' },
  { id: 3, key: 'InformacoesAdicionais', label: 'Informações adicionais' },
  { id: 4, key: 'AceiteCPT', label: 'Aceite CPT' },
] as const;

/** Codes of the external scheduling service, as the spec gives them. */
export const TIPO_ATENDIMENTO = { ONLINE: 49476, PRESENCIAL: 41656 } as const;

export type TipoAtendimentoId = (typeof TIPO_ATENDIMENTO)[keyof typeof TIPO_ATENDIMENTO];

export const TIPOS_ATENDIMENTO = [
  { id: 49476, key: 'ONLINE', label: 'Online' },
  { id: 41656, key: 'PRESENCIAL', label: 'Presencial' },
] as const;

/**
 * Video composition statuses (document 2, section 3). The spec's "blue" is MUI's 'info' and its
 * "red" is 'error'; the room-open/hook-failed row is blue, as the notes of that table say.
 */
export const STATUS_VIDEO = [
  { key: 'composition-hook-failed', label: 'Sala ainda aberta / Hook falhou', color: 'info' },
  { key: 'completed', label: 'Completo', color: 'primary' },
  { key: 'composition-available', label: 'Disponível', color: 'primary' },
  { key: 'composition-progress', label: 'Em progresso', color: 'info' },
  { key: 'enqueued', label: 'Na fila', color: 'info' },
  { key: 'composition-started', label: 'Composição começada', color: 'info' },
  { key: 'composition-failed', label: 'Composição falhou', color: 'error' },
] as const;

export type StatusVideoKey = (typeof STATUS_VIDEO)[number]['key'];

/** Unknown statuses (a new provider state) keep their raw key as the label, in the default colour. */
export function getVideoStatusInfo(key: string): {
  key: string;
  label: string;
  color: 'primary' | 'info' | 'error' | 'default';
} {
  return STATUS_VIDEO.find((s) => s.key === key) ?? { key, label: key, color: 'default' };
}
