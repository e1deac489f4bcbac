import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Grid, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useArea } from '../../components/layout/AreaContext';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { useErrorNotice } from '../../components/useErrorNotice';
import { maskCpf } from '../../domain';
import type {
  AgendamentoDataProvider,
  PedidoAgendamento,
  RespostaAgendamento,
} from '../../providers/agendamentoDataProvider';
import { ActionDialog } from '../propostas/dialogs/ActionDialog';
import { agendamentoQueryKey } from '../propostas/show/AvaliacaoEnfermagemCard';
import { InfoField } from '../propostas/show/InfoField';
import { SectionCard } from '../propostas/show/SectionCard';
import { AgendamentoAtual } from './AgendamentoAtual';
import { AgendamentoForm } from './AgendamentoForm';

type Pending =
  | {
      kind: 'agendar' | 'reagendar';
      pedido: PedidoAgendamento;
      data: string;
      tipo: string;
      profissional: string | null;
    }
  | { kind: 'cancelar' };

/**
 * The scheduling screen of one proposal: the beneficiary, the current appointment (reschedule,
 * cancel) and the form for a new one. Every change goes through a confirmation. On the nurse's
 * area a failed read of the appointment is silent (spec 1, section 7).
 */
export function AgendamentoScreen({
  propostaId,
  silentFailure,
}: {
  propostaId: number;
  silentFailure: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const onError = useErrorNotice();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AgendamentoDataProvider>();
  const [reagendando, setReagendando] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  const beneficiario = useQuery({
    queryKey: ['agendamento-beneficiario', propostaId],
    queryFn: ({ signal }) => dataProvider.obterBeneficiario(propostaId, signal),
    retry: false,
  });
  const agendamento = useQuery({
    queryKey: agendamentoQueryKey(propostaId),
    queryFn: ({ signal }) => dataProvider.consultarAgendamento(propostaId, signal),
    retry: false,
  });

  if (beneficiario.isPending) return <Loading />;
  if (beneficiario.isError) return <LoadError onRetry={() => void beneficiario.refetch()} />;
  const b = beneficiario.data;
  const atual = agendamento.data ?? null;
  const showForm = b.agendavel && !agendamento.isPending && (!atual || reagendando);

  const run = async (call: Promise<RespostaAgendamento>) => {
    try {
      const answer = await call;
      if (answer.messages[0]) notify(answer.messages[0], { type: 'success' });
      setReagendando(false);
    } catch (error) {
      onError(error);
      throw error;
    } finally {
      // A refusal (409: the slot was just taken) makes the slots and the appointment stale too.
      await queryClient.invalidateQueries({ queryKey: ['agendamento'] });
      await queryClient.invalidateQueries({ queryKey: ['agendamento-horarios'] });
      await queryClient.invalidateQueries({ queryKey: ['agendamento-beneficiario', propostaId] });
    }
  };
  const confirm = () => {
    if (!pending) return Promise.resolve();
    if (pending.kind === 'cancelar') return run(dataProvider.cancelarAgendamento(atual!.id));
    return run(
      pending.kind === 'agendar'
        ? dataProvider.criarAgendamento(pending.pedido)
        : dataProvider.reagendar(pending.pedido),
    );
  };
  const nome = b.nomeSocial ?? b.nome;
  const message = !pending
    ? ''
    : pending.kind === 'cancelar'
      ? translate('agendamento.cancelar_texto', { nome, data: atual?.data ?? '' })
      : [
          translate(`agendamento.${pending.kind}_texto`, {
            nome,
            de: atual?.data ?? '',
            data: pending.data,
            horario: pending.pedido.horario,
            tipo: pending.tipo,
          }),
          pending.profissional
            ? translate('agendamento.com_profissional', { nome: pending.profissional })
            : '',
        ]
          .join(' ')
          .trim();

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <VoltarParaProposta propostaId={propostaId} />
      <SectionCard title={translate('agendamento.beneficiario')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <InfoField label={translate('agendamento.nome')} value={nome} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <InfoField label={translate('agendamento.cpf')} value={maskCpf(b.cpf)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <InfoField
              label={translate('agendamento.proposta')}
              value={translate('agendamento.contrato', { numero: b.numeroContrato })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <InfoField label={translate('agendamento.email')} value={b.email} />
          </Grid>
        </Grid>
      </SectionCard>
      <SectionCard title={translate('agendamento.atual')}>
        {agendamento.isPending ? (
          <Loading />
        ) : agendamento.isError ? (
          silentFailure ? null : (
            <LoadError
              message={translate('agendamento.indisponivel')}
              onRetry={() => void agendamento.refetch()}
            />
          )
        ) : (
          <AgendamentoAtual
            agendamento={atual}
            canChange={b.agendavel && !reagendando}
            onReagendar={() => setReagendando(true)}
            onCancelar={() => setPending({ kind: 'cancelar' })}
          />
        )}
      </SectionCard>
      {!b.agendavel ? (
        <Alert severity="info">{translate('agendamento.nao_agendavel')}</Alert>
      ) : null}
      {showForm ? (
        <SectionCard title={translate(reagendando ? 'agendamento.reagendar' : 'agendamento.novo')}>
          <AgendamentoForm
            beneficiario={b}
            onChoose={(pedido, rotulo) =>
              setPending({ kind: reagendando ? 'reagendar' : 'agendar', pedido, ...rotulo })
            }
            onCancel={reagendando ? () => setReagendando(false) : undefined}
          />
        </SectionCard>
      ) : null}
      <ActionDialog
        open={pending !== null}
        title={
          !pending
            ? ''
            : translate(
                pending.kind === 'cancelar'
                  ? 'agendamento.cancelar'
                  : `agendamento.${pending.kind}_titulo`,
              )
        }
        message={message}
        destructive={pending?.kind === 'cancelar'}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}

/**
 * The way back to the proposal the appointment is for, where every area opens this screen
 * from: the nurse's assessment screen, the proposal screen elsewhere.
 */
function VoltarParaProposta({ propostaId }: { propostaId: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  const area = useArea();
  const path =
    area === 'enfermeiro-avaliador'
      ? `proposta/${propostaId}/avaliacao-saude`
      : `proposta/${propostaId}`;
  return (
    <Box>
      <Button component={Link} to={`${basename}/${path}`} startIcon={<ArrowBackIcon />}>
        {translate('agendamento.voltar_proposta')}
      </Button>
    </Box>
  );
}
