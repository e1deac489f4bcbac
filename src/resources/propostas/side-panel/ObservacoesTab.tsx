import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  alpha,
  Box,
  Button,
  Chip,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  canPerform,
  isCreatedResolved,
  SETOR,
  TIPO_OBSERVACAO,
  type PropostaState,
} from '../../../domain';
import {
  OBSERVACOES,
  type ActionAnswer,
  type NovaObservacao,
  type PropostasDataProvider,
} from '../../../providers/propostasDataProvider';
import { applyActionAnswer } from '../applyActionAnswer';
import { rotuloSetor } from './rotulosObservacao';
import { mostrarCriada, mostrarResolvida } from './observacoesEmCache';
import type { Observacao } from '../types';
import { Loading } from '../../../components/Loading';
import { ObservacaoInput } from './ObservacaoInput';
import { useErrorNotice } from '../../../components/useErrorNotice';
import { Empty } from './HistoricoTab';
import { ResolverPendenciaDialog } from './ResolverPendenciaDialog';
import { useProposalList } from './useProposalList';
import { LoadError } from '../../../components/LoadError';
import { formatDataHora } from '../../../components/formatters';

interface ObservacoesTabProps {
  proposta: PropostaState & { id: number };
  roles: readonly string[];
}

/**
 * 'Observações gerais': observations and pendencies, newest first. A manager may turn the text
 * into a pendency for the broker where the lifecycle allows it; open pendencies offer 'Resolver
 * pendência' to whoever may resolve them, and resolved ones show 'Pendência resolvida'.
 */
export function ObservacoesTab({ proposta, roles }: ObservacoesTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const onError = useErrorNotice();
  const dataProvider = useDataProvider<PropostasDataProvider>();
  const { identity } = useGetIdentity();
  const [asPendency, setAsPendency] = useState(false);
  const [resolving, setResolving] = useState<Observacao | null>(null);
  const propostaId = proposta.id;
  const { items, isPending, failed, retry } = useProposalList<Observacao>(OBSERVACOES, propostaId);

  const canRegisterPendency = canPerform('registrar-pendencia', proposta, roles);
  const canResolve = canPerform('resolver-pendencia', proposta, roles);

  const submit = async (observacao: string) => {
    const tipoObservacaoId =
      asPendency && canRegisterPendency ? TIPO_OBSERVACAO.pendencia : TIPO_OBSERVACAO.observacao;
    const data: NovaObservacao = {
      propostaAdesaoId: propostaId,
      observacao,
      tipoObservacaoId,
      resolvido: isCreatedResolved(tipoObservacaoId),
      setorResponsavel: tipoObservacaoId === TIPO_OBSERVACAO.pendencia ? SETOR.Comercial : null,
    };
    let criada: Observacao;
    let novoEstado: ActionAnswer | undefined;
    try {
      // The data provider's create, not react-admin's useCreate: useCreate refetches every list
      // of the resource when it settles, the round trip the answer makes unnecessary. A
      // pendency's answer carries the proposal's new state besides the observation.
      ({ proposta: novoEstado, ...criada } = (await dataProvider.create(OBSERVACOES, { data }))
        .data as unknown as Observacao & { proposta?: ActionAnswer });
    } catch (error) {
      onError(error);
      throw error;
    }
    notify(
      data.resolvido
        ? 'propostas.observacao.registrada'
        : 'propostas.observacao.pendencia_registrada',
      { type: 'success' },
    );
    setAsPendency(false);
    mostrarCriada(queryClient, propostaId, criada);
    // A pendency changes the proposal: its chip and actions from the answer at once, the rest
    // of the screen (history, lists) reloads behind.
    if (!data.resolvido) {
      applyActionAnswer(queryClient, novoEstado);
      refresh();
    }
  };

  const resolve = async (resolucao: string) => {
    const observacaoPropostaAdesaoId = resolving!.id;
    let answer: ActionAnswer;
    try {
      answer = await dataProvider.resolverPendencia({
        propostaAdesaoId: propostaId,
        observacaoPropostaAdesaoId,
        resolucao,
      });
    } catch (error) {
      onError(error);
      throw error;
    }
    notify('propostas.resolver.sucesso', { type: 'success' });
    // The pendency resolved and the proposal's new state (flag, status) drawn from the answer;
    // the refresh brings the history and the server's record of the resolution behind them.
    mostrarResolvida(queryClient, propostaId, {
      id: observacaoPropostaAdesaoId,
      resolucao: resolucao.trim(),
      usuario: identity?.fullName,
    });
    applyActionAnswer(queryClient, answer);
    refresh();
  };

  return (
    <Stack spacing={2}>
      <ObservacaoInput
        onSubmit={submit}
        placeholder={translate('propostas.observacao.placeholder')}
      >
        {canRegisterPendency ? (
          <FormControlLabel
            control={
              <Switch
                checked={asPendency}
                onChange={(event) => setAsPendency(event.target.checked)}
                color="warning"
              />
            }
            label={translate('propostas.observacao.como_pendencia')}
          />
        ) : null}
      </ObservacaoInput>
      <Divider />
      {isPending ? (
        <Loading />
      ) : failed ? (
        <LoadError onRetry={retry} />
      ) : items.length === 0 ? (
        <Empty text={translate('propostas.painel.sem_observacoes')} />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <ObservacaoItem
              key={item.id}
              item={item}
              onResolve={canResolve ? () => setResolving(item) : undefined}
            />
          ))}
        </Stack>
      )}
      <ResolverPendenciaDialog
        open={resolving !== null}
        onClose={() => setResolving(null)}
        onConfirm={resolve}
      />
    </Stack>
  );
}

function ObservacaoItem({ item, onResolve }: { item: Observacao; onResolve?: () => void }) {
  const translate = useTranslate();
  const isPendency = item.tipoObservacaoId === TIPO_OBSERVACAO.pendencia;
  const setor = rotuloSetor(item.setorResponsavel);
  return (
    <Box
      component="li"
      sx={{
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: isPendency && !item.resolvido ? 'warning.main' : 'divider',
      }}
      data-testid="observacao"
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Typography variant="subtitle2">{item.usuario}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDataHora(item.dataCriacao)}
        </Typography>
        {isPendency ? (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={translate('propostas.painel.pendencia')}
          />
        ) : null}
        {isPendency && setor ? (
          <Typography variant="caption" color="text.secondary">
            {translate('propostas.painel.setor', { setor })}
          </Typography>
        ) : null}
        {item.situacaoPropostaAdesaoNome ? (
          <Typography variant="caption" color="text.secondary">
            {translate('propostas.painel.situacao', { situacao: item.situacaoPropostaAdesaoNome })}
          </Typography>
        ) : null}
      </Stack>
      <Typography
        variant="body2"
        sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {item.observacao}
      </Typography>
      {isPendency && item.resolucaoPendencia ? (
        <Box
          sx={{
            mt: 1,
            p: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'success.light',
            bgcolor: (theme) => alpha(theme.palette.success.main, 0.06),
          }}
        >
          <Chip
            icon={<CheckCircleIcon />}
            size="small"
            color="success"
            label={translate('propostas.painel.pendencia_resolvida')}
          />
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
            {item.resolucaoPendencia.resolucao}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('propostas.painel.resolvida_por', {
              usuario: item.resolucaoPendencia.usuario,
              data: formatDataHora(item.resolucaoPendencia.dataCriacao),
            })}
          </Typography>
        </Box>
      ) : null}
      {isPendency && !item.resolvido && onResolve ? (
        <Button size="small" color="warning" onClick={onResolve} sx={{ mt: 1 }}>
          {translate('propostas.painel.resolver')}
        </Button>
      ) : null}
    </Box>
  );
}
