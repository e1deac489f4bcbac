import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { leDadosDeSaude, respostasLegiveis } from '../../../domain';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { useErrorNotice } from '../../../components/useErrorNotice';
import type { PropostasDataProvider } from '../../../providers/propostasDataProvider';
import type { RespostaDeclaracao } from '../types';
import { SectionCard } from './SectionCard';

/**
 * The health-declaration answers, numbered: 'Sim' shows the detail or 'Nenhum detalhamento
 * informado.'. Every answer the user's roles may read is listed (src/domain/dadosSaude.ts: the
 * health roles read all; the others only the answers that are not health data, which the server
 * already filtered). The spec's "excludes answers whose stage is DeclaracaoSaude" is read as this
 * health-data rule, decided per question (docs/decisions/0110-health-answers-per-question.md). A
 * reader from whom health answers are kept is told the declaration was answered.
 */
export function DeclaracaoSaudeCard({
  propostaId,
  respondida,
}: {
  propostaId: number;
  /** possuiRespostaDeclaracaoSaude: the applicant (or a nurse) completed the declaration. */
  respondida: boolean;
}) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const roles = (identity?.roles as string[] | undefined) ?? [];
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
  const respostas = respostasLegiveis(roles, data ?? []).sort(
    (a, b) => a.etapaId - b.etapaId || a.ordem - b.ordem,
  );
  const restrita = respondida && !leDadosDeSaude(roles);

  return (
    <SectionCard title={translate('propostas.secoes.declaracao')}>
      {isPending ? (
        <Loading />
      ) : error && (error as { status?: number }).status !== 403 ? (
        <LoadError onRetry={() => void refetch()} />
      ) : restrita && respostas.length === 0 ? (
        <Restrita />
      ) : respostas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('propostas.secoes.sem_respostas')}
        </Typography>
      ) : (
        <>
          {restrita ? <Restrita /> : null}
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
        </>
      )}
    </SectionCard>
  );
}

function Restrita() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 1.5 }}>
      {translate('propostas.secoes.declaracao_restrita')}
    </Alert>
  );
}
