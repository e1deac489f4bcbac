import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import type {
  AgendamentoDataProvider,
  ConsultaHorarios,
} from '../../providers/agendamentoDataProvider';

interface HorariosLivresProps {
  consulta: ConsultaHorarios;
  value: string | null;
  onChange(horario: string | null): void;
}

/**
 * The free slots of the chosen day, one button per time: the server picks a nurse free at that
 * time when booking, so several nurses free at 09:00 are one choice, not several.
 */
export function HorariosLivres({ consulta, value, onChange }: HorariosLivresProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AgendamentoDataProvider>();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['agendamento-horarios', consulta],
    queryFn: ({ signal }) => dataProvider.obterHorarios(consulta, signal),
    retry: false,
  });
  if (isPending) return <Loading />;
  if (isError) {
    return (
      <LoadError
        message={translate('agendamento.horarios_indisponiveis')}
        onRetry={() => void refetch()}
      />
    );
  }
  const horarios = [...new Set(data.map((h) => h.horario))];
  if (horarios.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('agendamento.sem_horarios')}
      </Typography>
    );
  }
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      size="small"
      value={value}
      onChange={(_event, horario: string | null) => onChange(horario)}
      aria-label={translate('agendamento.horarios')}
      sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButton-root': { borderRadius: 1 } }}
    >
      {horarios.map((horario) => (
        <ToggleButton key={horario} value={horario} sx={{ minWidth: 72 }}>
          {horario}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
