import { Alert, Box, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useArea } from '../../components/layout/AreaContext';
import { usePageTitle } from '../../components/layout/PageTitle';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { AREAS_AGENDAMENTO_SILENCIOSO, isAgendavel } from '../../domain';
import type { AgendamentoDataProvider } from '../../providers/agendamentoDataProvider';
import { AgendamentoScreen } from './AgendamentoScreen';

/**
 * The commercial manager opens the screen by CPF (avaliacao-saude/agendamento/{cpf}): the CPF's
 * proposals that may still be booked are offered, the first one chosen.
 */
function PorCpf({ cpf, silentFailure }: { cpf: string; silentFailure: boolean }) {
  const translate = useTranslate();
  const labelId = useId();
  const dataProvider = useDataProvider<AgendamentoDataProvider>();
  const [escolhida, setEscolhida] = useState<number | null>(null);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['agendamento-cpf', cpf],
    queryFn: ({ signal }) => dataProvider.listarPropostasCpf(cpf, signal),
    retry: false,
  });
  if (isPending) return <Loading />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  const agendaveis = data.filter((p) => isAgendavel(p.situacaoPropostaAdesaoId));
  if (agendaveis.length === 0) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('agendamento.sem_proposta_cpf')}
      </Alert>
    );
  }
  const id = escolhida ?? agendaveis[0].propostaAdesaoId;
  return (
    <>
      {agendaveis.length > 1 ? (
        <FormControl size="small" sx={{ mt: 2, minWidth: 320 }}>
          <InputLabel id={labelId}>{translate('agendamento.proposta')}</InputLabel>
          <Select
            labelId={labelId}
            label={translate('agendamento.proposta')}
            value={id}
            onChange={(event) => setEscolhida(Number(event.target.value))}
          >
            {agendaveis.map((p) => (
              <MenuItem key={p.propostaAdesaoId} value={p.propostaAdesaoId}>
                {`${translate('agendamento.contrato', { numero: p.numeroContrato })} - ${p.nome}`}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ) : null}
      <AgendamentoScreen key={id} propostaId={id} silentFailure={silentFailure} />
    </>
  );
}

/** avaliacao-saude/agendamento/{id} (operator, nurse) and /{cpf} (commercial manager). */
export function AgendamentoPage() {
  const { id, cpf } = useParams();
  const area = useArea();
  const title = usePageTitle() ?? '';
  const silentFailure = AREAS_AGENDAMENTO_SILENCIOSO.includes(area);
  const propostaId = Number(id);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Title title={title} />
      {cpf ? (
        <PorCpf cpf={cpf} silentFailure={silentFailure} />
      ) : Number.isInteger(propostaId) && propostaId > 0 ? (
        <AgendamentoScreen propostaId={propostaId} silentFailure={silentFailure} />
      ) : (
        <LoadError onRetry={() => window.location.reload()} />
      )}
    </Box>
  );
}
