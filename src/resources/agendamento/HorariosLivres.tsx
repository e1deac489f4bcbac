import {
  FormControl,
  InputLabel,
  MenuItem,
  OutlinedInput,
  Select,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import type {
  AgendamentoDataProvider,
  ConsultaHorarios,
} from '../../providers/agendamentoDataProvider';

export interface Profissional {
  id: number;
  nome: string;
}

interface HorariosLivresProps {
  consulta: ConsultaHorarios;
  value: string | null;
  onChange(horario: string | null): void;
  /** The nurse asked for, or null for whoever is free. */
  profissional: Profissional | null;
  onProfissional(profissional: Profissional | null): void;
}

/**
 * The free slots of the chosen day, one button per time: without a professional chosen the
 * server picks a nurse free at that time when booking, so several nurses free at 09:00 are one
 * choice, not several. Choosing a professional (the applicant's preference, the nurse who
 * already knows the case) shows only her times, and the booking asks for her.
 */
export function HorariosLivres({
  consulta,
  value,
  onChange,
  profissional,
  onProfissional,
}: HorariosLivresProps) {
  const translate = useTranslate();
  const labelId = useId();
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
  const profissionais = [
    ...new Map(data.map((h) => [h.profissionalId, h.profissional] as const)).entries(),
  ]
    .map(([id, nome]) => ({ id, nome }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  const dela = profissional ? data.filter((h) => h.profissionalId === profissional.id) : data;
  const horarios = [...new Set(dela.map((h) => h.horario))];
  return (
    <Stack spacing={1.5}>
      {profissionais.length > 0 ? (
        <FormControl size="small" variant="outlined" sx={{ maxWidth: 320 }}>
          {/* Always up: 'Qualquer profissional' is a value shown in the field, not a placeholder. */}
          <InputLabel id={labelId} shrink>
            {translate('agendamento.profissional')}
          </InputLabel>
          <Select
            labelId={labelId}
            label={translate('agendamento.profissional')}
            input={<OutlinedInput notched label={translate('agendamento.profissional')} />}
            value={profissional ? String(profissional.id) : ''}
            displayEmpty
            onChange={(event) => {
              const id = Number(event.target.value);
              onProfissional(profissionais.find((p) => p.id === id) ?? null);
              onChange(null);
            }}
          >
            <MenuItem value="">{translate('agendamento.qualquer_profissional')}</MenuItem>
            {profissionais.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.nome}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ) : null}
      {horarios.length === 0 ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('agendamento.sem_horarios')}
        </Typography>
      ) : (
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
      )}
    </Stack>
  );
}
