import { Box, Grid, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useGetIdentity, useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import { canAccess, acoesTelaEnfermagem, SITUACAO, type UserFlags } from '../../domain';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { useOnProposalUpdated } from '../../components/useOnProposalUpdated';
import { PropostaSidePanel } from '../propostas/side-panel/PropostaSidePanel';
import { toPropostaState } from '../propostas/actions/PropostaActions';
import type { AvaliacaoSaudeDataProvider } from '../../providers/avaliacaoSaudeDataProvider';
import { propostaEnfermagemKey } from './queryKeys';
import { DadosPropostaCard } from './DadosPropostaCard';
import { AtendimentoCard, type NurseDialog } from './AtendimentoCard';
import { NurseDialogs } from './NurseDialogs';
import { textsOf } from '../../providers/i18nProvider';

/** Reloads the proposal when another window of the product changed it. */
function useReloadOnMessage(id: number) {
  const queryClient = useQueryClient();
  useOnProposalUpdated(id, () => {
    void queryClient.invalidateQueries({ queryKey: propostaEnfermagemKey(id) });
  });
}

/**
 * The nurse's proposal screen (proposta/{id}/avaliacao-saude and detalhes-proposta/{id}):
 * the attendance card on the left (selfie, status, schedule, buttons), the proposal's data and
 * health answers on the right, the history/observations/notes panel under them. Which buttons
 * show is acoesTelaEnfermagem (document 1, section 4), computed here once.
 */
export function AvaliacaoSaudePage() {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const { id } = useParams();
  const propostaId = Number(id);
  const valid = Number.isInteger(propostaId) && propostaId > 0;
  const { identity } = useGetIdentity();
  const [dialog, setDialog] = useState<NurseDialog | null>(null);
  const [autoOpened, setAutoOpened] = useState(false);
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: propostaEnfermagemKey(propostaId),
    queryFn: ({ signal }) => dataProvider.obterPropostaEnfermagem(propostaId, signal),
    enabled: valid,
    retry: false,
  });
  useReloadOnMessage(propostaId);

  // Awaiting the nurse's approval, the evaluation opens by itself (spec 1, section 2.5).
  useEffect(() => {
    if (!data || autoOpened) return;
    setAutoOpened(true);
    if (data.situacaoPropostaAdesaoId === SITUACAO.AguardandoAprovacaoEnfermagem) {
      setDialog('avaliacao');
    }
  }, [data, autoOpened]);

  if (!valid || isError) {
    return <LoadError message={t('indisponivel')} onRetry={() => void refetch()} />;
  }
  if (isPending || !identity) return <Loading />;

  const user = identity as unknown as UserFlags;
  const regras = acoesTelaEnfermagem(
    { ...data, aprovacao: data.aprovacao?.aprovado ? data.aprovacao : null },
    user,
  );
  // The health manager also enters this screen (video audit): the nurses' own work (room,
  // answers) is not offered where the server would refuse it. The lifecycle buttons (pendency,
  // approve, conclude) already check the user's roles with the proposal's status.
  const enfermeiro = canAccess(user.roles, { resource: 'avaliacao-saude', action: 'registrar' });
  const acoes = {
    ...regras,
    iniciarAtendimento: regras.iniciarAtendimento && enfermeiro,
    avaliacaoSaude: regras.avaliacaoSaude && enfermeiro,
  };

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={`${t('avaliacaoSaude')} — ${data.numeroContrato}`} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <AtendimentoCard
              proposta={data}
              acoes={acoes}
              atualizando={isFetching}
              onRefresh={() => void refetch()}
              onOpen={setDialog}
            />
            <PropostaSidePanel proposta={{ id: data.id, ...toPropostaState(data) }} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <DadosPropostaCard proposta={data} />
        </Grid>
      </Grid>
      <NurseDialogs
        proposta={data}
        acoes={acoes}
        dialog={dialog}
        onChange={setDialog}
        onChanged={() => void refetch()}
      />
    </Box>
  );
}
