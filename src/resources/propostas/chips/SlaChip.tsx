import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, Tooltip, type ChipProps } from '@mui/material';
import { forwardRef } from 'react';
import type { SlaEstado } from '../../../domain';
import { textsOf } from '../../../providers/i18nProvider';
import { useAncoraEstavel } from '../../../components/useAncoraEstavel';
import { COR_DO_SLA, rotuloEstadoSla, textoSla, textoSlaCurto } from './rotulosSla';

interface SlaChipProps {
  sla?: { diasUteis: number; alvo: number; estado: SlaEstado } | null;
}

/**
 * The SLA clock of a list row: business days in the current status against the target, grey
 * while in time, amber near the target, red past it (the state is also said in words, for
 * screen readers and for anyone who does not tell the colours apart). Nothing for statuses
 * without a clock.
 */
export function SlaChip({ sla }: SlaChipProps) {
  if (!sla) return null;
  const estado = rotuloEstadoSla(sla.estado);
  const prazo = textoSla(sla.diasUteis, sla.alvo);
  return (
    <Tooltip
      title={textsOf('propostas')('listas.prazo_situacao', {
        estado,
        prazo,
      })}
    >
      <ChipAncorado
        icon={<ScheduleIcon />}
        size="small"
        variant={sla.estado === 'no-prazo' ? 'outlined' : 'filled'}
        color={COR_DO_SLA[sla.estado]}
        label={textoSlaCurto(sla.diasUteis, sla.alvo)}
        aria-label={`${estado}: ${prazo}`}
      />
    </Tooltip>
  );
}

/** The chip under its tooltip: the list keeps it while hidden (useAncoraEstavel). */
const ChipAncorado = forwardRef<HTMLDivElement, ChipProps>(function ChipAncorado(props, ref) {
  const ancora = useAncoraEstavel(ref);
  return <Chip {...props} ref={ancora} />;
});
