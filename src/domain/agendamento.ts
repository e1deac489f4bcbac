import { SITUACAO } from './statuses';

/**
 * Scheduling of the nursing evaluation (spec 1, section 7 'Appointments'). Shared by the
 * scheduling screen, which offers the button, and the server, which refuses the rest.
 */

/** Statuses in which the nursing evaluation may still be booked, rescheduled or cancelled. */
export const SITUACOES_AGENDAVEIS: readonly number[] = [
  SITUACAO.AguardandoDeclaracaoSaude,
  SITUACAO.AguardandoAvaliacaoEnfermagem,
];

export function isAgendavel(situacaoId: number | null | undefined): boolean {
  return situacaoId != null && SITUACOES_AGENDAVEIS.includes(situacaoId);
}

/**
 * Areas where a failed read of the appointment is silent: the nurse's screens (spec 1, section
 * 7: 'failure ignored on the nurse screen'). Elsewhere the failure is shown with a retry.
 */
export const AREAS_AGENDAMENTO_SILENCIOSO: readonly string[] = ['enfermeiro-avaliador'];

/** An appointment's life: only 'agendado' holds the nurse's slot. */
export const SITUACAO_AGENDAMENTO = {
  agendado: 'agendado',
  reagendado: 'reagendado',
  cancelado: 'cancelado',
} as const;
export type SituacaoAgendamento = (typeof SITUACAO_AGENDAMENTO)[keyof typeof SITUACAO_AGENDAMENTO];

/** HH:mm on the 24-hour clock. */
export const HORARIO_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** Minutes since midnight of an HH:mm (or HH:mm:ss) time. */
export function minutosDoHorario(horario: string): number {
  const [h, m] = horario.split(':').map(Number);
  return h * 60 + m;
}

/** HH:mm of minutes since midnight. */
export function horarioDosMinutos(minutos: number): string {
  const h = Math.floor(minutos / 60);
  const m = minutos % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * The slots of one working period: from its start, every `duracao` minutes, as long as the whole
 * slot fits before its end. Slots are aligned to the period's start, so two bookings of one nurse
 * either share a start (refused by the database) or do not overlap.
 */
export function horariosDoPeriodo(inicio: string, fim: string, duracao: number): string[] {
  const slots: string[] = [];
  const end = minutosDoHorario(fim);
  for (let t = minutosDoHorario(inicio); t + duracao <= end; t += duracao) {
    slots.push(horarioDosMinutos(t));
  }
  return slots;
}
