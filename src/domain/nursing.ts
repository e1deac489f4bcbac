import { agendamento } from '../../i18n/pt-BR/agendamento';

import { avaliacaoSaude } from '../../i18n/pt-BR/avaliacaoSaude';

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

/**
 * The steps' names are catalogue texts (avaliacaoSaude.etapasDeclaracao, keyed like `key`): the
 * server says them in pt-BR, a screen reads the key in the chosen language
 * (src/components/rotuloEtapaDeclaracao.ts).
 */
const ETAPAS = avaliacaoSaude.etapasDeclaracao;

export const ETAPAS_DECLARACAO = [
  { id: 1, key: 'OrientacaoMedica', label: ETAPAS.OrientacaoMedica },
  { id: 2, key: 'DeclaracaoSaude', label: ETAPAS.DeclaracaoSaude },
  { id: 3, key: 'InformacoesAdicionais', label: ETAPAS.InformacoesAdicionais },
  { id: 4, key: 'AceiteCPT', label: ETAPAS.AceiteCPT },
] as const;

/** Codes of the external scheduling service, as the spec gives them. */
export const TIPO_ATENDIMENTO = { ONLINE: 49476, PRESENCIAL: 41656 } as const;

export type TipoAtendimentoId = (typeof TIPO_ATENDIMENTO)[keyof typeof TIPO_ATENDIMENTO];

export const TIPOS_ATENDIMENTO = [
  { id: 49476, key: 'ONLINE', label: agendamento.tiposAtendimento.ONLINE },
  { id: 41656, key: 'PRESENCIAL', label: agendamento.tiposAtendimento.PRESENCIAL },
] as const;

/** The statuses' names are catalogue texts (avaliacaoSaude.statusVideo, keyed like `key`). */
const ROTULOS_VIDEO = avaliacaoSaude.statusVideo;

/**
 * Video composition statuses (document 2, section 3). The spec's "blue" is MUI's 'info' and its
 * "red" is 'error'; the room-open/hook-failed row is blue, as the notes of that table say.
 */
export const STATUS_VIDEO = [
  {
    key: 'composition-hook-failed',
    label: ROTULOS_VIDEO['composition-hook-failed'],
    color: 'info',
  },
  { key: 'completed', label: ROTULOS_VIDEO.completed, color: 'primary' },
  { key: 'composition-available', label: ROTULOS_VIDEO['composition-available'], color: 'primary' },
  { key: 'composition-progress', label: ROTULOS_VIDEO['composition-progress'], color: 'info' },
  { key: 'enqueued', label: ROTULOS_VIDEO.enqueued, color: 'info' },
  { key: 'composition-started', label: ROTULOS_VIDEO['composition-started'], color: 'info' },
  { key: 'composition-failed', label: ROTULOS_VIDEO['composition-failed'], color: 'error' },
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
