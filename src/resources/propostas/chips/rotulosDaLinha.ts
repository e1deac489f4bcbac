import { PENDING_CHIP } from '../../../domain';
import { translate } from '../../../providers/i18nProvider';

// The words of a list row's chips that are more than a status: read by the chips themselves
// and by the list's preview (previa/), so both say the same. Read while rendering.

/** 'Possui pendência': the proposal has an open pendency. */
export function rotuloPendencia(): string {
  return translate('propostas.possuiPendencia', { _: PENDING_CHIP.label });
}

/** Whether the nursing evaluation is booked ('Agendada') or still awaits one. */
export function rotuloAgendamento(marcada: boolean): string {
  return translate(marcada ? 'propostas.enfermagem.agendada' : 'propostas.enfermagem.nao_agendada');
}
