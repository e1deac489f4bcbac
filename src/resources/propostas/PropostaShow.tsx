import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import {
  Title,
  useBasename,
  useGetIdentity,
  useGetOne,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { caminhoDaProposta, canAccess } from '../../domain';
import { useOnProposalUpdated } from '../../components/useOnProposalUpdated';
import { useArea } from '../../components/layout/AreaContext';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { PropostaSidePanel } from './side-panel/PropostaSidePanel';
import { useErrorNotice } from '../../components/useErrorNotice';
import { PROPOSTAS } from '../../providers/propostasDataProvider';
import { PropostaActions, toPropostaState, type PropostaDialog } from './actions/PropostaActions';
import { AprovacoesCard } from './show/AprovacoesCard';
import { AvaliacaoEnfermagemCard } from './show/AvaliacaoEnfermagemCard';
import { BeneficiariosCard } from './show/BeneficiariosCard';
import { ClienteCard } from './show/ClienteCard';
import { CorretorCard } from './show/CorretorCard';
import { DeclaracaoSaudeCard } from './show/DeclaracaoSaudeCard';
import { DocumentosCard } from './show/DocumentosCard';
import { LinksCard } from './show/LinksCard';
import { ReceitaFederalCard } from './show/ReceitaFederalCard';
import type { PropostaDetalhe } from './types';
import { usePropostaAoVivo } from './AoVivo';
import { PRECARGA_VALE_MS } from './PrecargaDaProposta';
import { useAfterFirstPaint } from './afterPaint';
import { PropostaHeader } from './show/PropostaHeader';
import { linhaDaListaEmCache, PropostaEmCarga } from './show/PropostaEmCarga';

/** Reloads everything on screen when the proposal changes in another window or elsewhere. */
function useReloadOnProposalMessage(id: number) {
  const refresh = useRefresh();
  useOnProposalUpdated(id, refresh);
  // Changed by another user or the outbox: the same reload, within the live stream's delay.
  usePropostaAoVivo(Number.isInteger(id) && id > 0 ? id : undefined, refresh);
}

interface PropostaShowProps {
  /** The dialog a sub-route opens: proposta/{id}/aprovar, complemento-integracao, ... */
  dialog?: PropostaDialog;
}

/**
 * The proposal view `proposta/{id}` of the staff areas: the proposal's cards on the left, the
 * side panel (history, observations, nursing notes) on the right, the actions on top.
 */
export function PropostaShow({ dialog: routeDialog }: PropostaShowProps) {
  const { id } = useParams();
  const propostaId = Number(id);
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const area = useArea();
  const onError = useErrorNotice();
  const { identity } = useGetIdentity();
  const [dialog, setDialog] = useState<PropostaDialog | null>(routeDialog ?? null);
  const { data, isPending, error, refetch } = useGetOne<PropostaDetalhe>(
    PROPOSTAS,
    { id: propostaId },
    {
      enabled: Number.isInteger(propostaId) && propostaId > 0,
      // Asked for when the pointer rested on the list's row (PrecargaDaProposta): drawn from
      // that answer, not asked again on the click. refresh() and the live stream still reload.
      staleTime: PRECARGA_VALE_MS,
      retry: false,
      onError: (e: unknown) => {
        if ((e as { status?: number }).status !== 404) onError(e);
      },
    },
  );
  useReloadOnProposalMessage(propostaId);
  const queryClient = useQueryClient();
  // Not yet loaded (no rest on the row before the click): the list's row is drawn meanwhile.
  const linha = useMemo(
    () => (data ? undefined : linhaDaListaEmCache(queryClient, propostaId)),
    [data, queryClient, propostaId],
  );
  // Drawn from the cache in the click's own render (PrecargaDaProposta asked for it on hover):
  // the header and the client's card come first, the other cards and the side panel right after
  // the browser has painted them, instead of holding them back until all of it is rendered.
  const comDadosNaMontagem = useRef(data !== undefined);
  const restoPronto = useAfterFirstPaint(comDadosNaMontagem.current);

  const changeDialog = (next: PropostaDialog | null) => {
    setDialog(next);
    // A dialog opened by its own route goes back to the proposal's address when closed (the
    // portability's /{id}/aprovar to the portability view).
    if (next === null && routeDialog) {
      navigate(`${basename}/${caminhoDaProposta(area, data?.tipo, propostaId)}`, {
        replace: true,
      });
    }
  };

  if (isPending && !error && Number.isInteger(propostaId) && propostaId > 0) {
    return linha ? <PropostaEmCarga linha={linha} /> : <Loading />;
  }
  if (!data) {
    const status = (error as { status?: number } | null)?.status;
    return error && status !== 404 ? (
      <LoadError message={translate('propostas.erro_carregar')} onRetry={() => void refetch()} />
    ) : (
      <NotFound />
    );
  }

  const roles = (identity?.roles as string[] | undefined) ?? [];
  const canResend = canAccess(roles, { resource: 'proposta', action: 'reenviar-link' });

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('propostas.titulo', { numero: data.numeroContrato })} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            <Card variant="outlined">
              <CardContent>
                <PropostaHeader proposta={data} />
                <Box sx={{ mt: 2 }}>
                  <PropostaActions proposta={data} dialog={dialog} onDialogChange={changeDialog} />
                </Box>
              </CardContent>
            </Card>
            <ClienteCard proposta={data} />
            {restoPronto ? <OutrosCartoes proposta={data} canResend={canResend} /> : null}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          {restoPronto ? (
            <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
              <PropostaSidePanel proposta={{ id: data.id, ...toPropostaState(data) }} />
            </Box>
          ) : null}
        </Grid>
      </Grid>
    </Box>
  );
}

/** The cards below the client's. */
function OutrosCartoes({
  proposta: data,
  canResend,
}: {
  proposta: PropostaDetalhe;
  canResend: boolean;
}) {
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <BeneficiariosCard proposta={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CorretorCard proposta={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AprovacoesCard proposta={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AvaliacaoEnfermagemCard proposta={data} />
        </Grid>
      </Grid>
      <ReceitaFederalCard proposta={data} />
      {canResend ? <LinksCard proposta={data} /> : null}
      <DocumentosCard propostaId={data.id} />
      <DeclaracaoSaudeCard propostaId={data.id} respondida={data.possuiRespostaDeclaracaoSaude} />
    </>
  );
}

/** The server failed (not a 404): the notice told why; the page offers another try. */
function NotFound() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('propostas.nao_encontrada')}
        </Typography>
      </CardContent>
    </Card>
  );
}
