import {
  SLA_ESTADO_LABEL,
  slaTexto,
  slaTextoCurto,
  type ChipColor,
  type SlaEstado,
} from '../../../domain';
import { translate } from '../../../providers/i18nProvider';

/**
 * The SLA clock's words in the chosen language: the catalogue keys `parametros.sla.*`, whose
 * pt-BR texts are the domain's (src/domain/sla.ts). Read while rendering, never at module level.
 */
export function rotuloEstadoSla(estado: SlaEstado): string {
  return translate(`parametros.sla.estados.${estado}`, { _: SLA_ESTADO_LABEL[estado] });
}

/** '3 dias úteis de 2', '3 business days of 2': the clock in words. */
export function textoSla(diasUteis: number, alvo: number): string {
  return translate('parametros.sla.texto', {
    smart_count: diasUteis,
    alvo,
    _: slaTexto(diasUteis, alvo),
  });
}

/** '3 de 2 d.u.', '3 of 2 bus. days': the chip's short form. */
export function textoSlaCurto(diasUteis: number, alvo: number): string {
  return translate('parametros.sla.curto', {
    diasUteis,
    alvo,
    _: slaTextoCurto(diasUteis, alvo),
  });
}

/** The clock's colour: grey while in time, amber near the target, red past it. */
export const COR_DO_SLA: Record<SlaEstado, ChipColor> = {
  'no-prazo': 'default',
  perto: 'warning',
  atrasada: 'error',
};
