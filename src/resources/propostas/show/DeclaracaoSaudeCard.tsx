import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { isShownInAnswersList } from '../../../domain';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { useErrorNotice } from '../../../components/useErrorNotice';
import type { PropostasDataProvider } from '../../../providers/propostasDataProvider';
import type { RespostaDeclaracao } from '../types';
import { SectionCard } from './SectionCard';

/**
 * The health-declaration answers, numbered: 'Sim' shows the detail or 'Nenhum detalhamento
 * informado.'. Answers of the DeclaracaoSaude stage are left out (the spec's rule; the server
 * already keeps them from non-health roles).
 */
export function DeclaracaoSaudeCard({ propostaId }: { propostaId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PropostasDataProvider>();
  const onError = useErrorNotice();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['respostas-declaracao', propostaId],
    queryFn: async ({ signal }) => {
      try {
        return (await dataProvider.obterRespostasDeclaracao(
          propostaId,
          signal,
        )) as RespostaDeclaracao[];
      } catch (error) {
        onError(error);
        throw error;
      }
    },
    retry: false,
  });
  const respostas = (data ?? [])
    .filter(isShownInAnswersList)
    .sort((a, b) => a.etapaId - b.etapaId || a.ordem - b.ordem);

  return (
    <SectionCard title={translate('propostas.secoes.declaracao')}>
      {isPending ? (
        <Loading />
      ) : error && (error as { status?: number }).status !== 403 ? (
        <LoadError onRetry={() => void refetch()} />
      ) : respostas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('propostas.secoes.sem_respostas')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 3 }}>
          {respostas.map((resposta) => (
            <Box component="li" key={resposta.id} data-testid="resposta-declaracao">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {resposta.perguntaRegistrada}
                </Typography>
                <Chip
                  size="small"
                  label={translate(
                    resposta.seAplica ? 'propostas.secoes.sim' : 'propostas.secoes.nao',
                  )}
                  color={resposta.seAplica ? 'warning' : 'default'}
                  variant={resposta.seAplica ? 'filled' : 'outlined'}
                />
              </Stack>
              {resposta.seAplica ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}
                >
                  {resposta.detalhamento?.trim() ||
                    translate('propostas.secoes.nenhum_detalhamento')}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
