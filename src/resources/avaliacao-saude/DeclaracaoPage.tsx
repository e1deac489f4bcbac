import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useDataProvider } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/layout/PageTitle';
import { ETAPA_DECLARACAO, type EtapaDeclaracaoId } from '../../domain';
import type { AvaliacaoSaudeDataProvider } from '../../providers/avaliacaoSaudeDataProvider';
import { propostaEnfermagemKey } from './queryKeys';
import { DeclaracaoRespostasView, PecFastRespostasView } from './DadosPropostaCard';
import { textsOf } from '../../providers/i18nProvider';

/** Which steps each page shows: the whole declaration, the medical guidance, the CPT term. */
export const PAGINAS_DECLARACAO = {
  conclusao: null,
  orientacao: [ETAPA_DECLARACAO.OrientacaoMedica],
  cpt: [ETAPA_DECLARACAO.AceiteCPT],
} as const satisfies Record<string, readonly EtapaDeclaracaoId[] | null>;

/**
 * declaracao-conclusao/{id} (the whole declaration and the PecFast answers, opened in a new
 * window from the nurse's screen), orientacao-medica/{id} and termo-cpt/{id} (one step each).
 */
export function DeclaracaoPage({ pagina }: { pagina: keyof typeof PAGINAS_DECLARACAO }) {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const { id } = useParams();
  const propostaId = Number(id);
  const title = usePageTitle();
  const basename = useBasename();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: propostaEnfermagemKey(propostaId),
    queryFn: ({ signal }) => dataProvider.obterPropostaEnfermagem(propostaId, signal),
    enabled: Number.isInteger(propostaId) && propostaId > 0,
    retry: false,
  });
  if (isError || !(propostaId > 0)) {
    return <LoadError message={t('indisponivel')} onRetry={() => void refetch()} />;
  }
  if (isPending) return <Loading />;
  const etapas: readonly number[] | null = PAGINAS_DECLARACAO[pagina];
  const respostas = data.declaracaoSaude.respostas.filter(
    (r) => !etapas || etapas.includes(r.etapaId),
  );
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Title title={`${title ?? t('declaracaoTitulo')} — ${data.numeroContrato}`} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {data.nome}
          </Typography>
          {respostas.length ? (
            <DeclaracaoRespostasView
              respostas={respostas}
              nomeEnfermeiro={data.declaracaoSaude.nomeEnfermeiro}
            />
          ) : (
            <Typography color="text.secondary">{t('semRespostas')}</Typography>
          )}
          {pagina === 'conclusao' && data.pecFast ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('respostasPecFast')}
              </Typography>
              <PecFastRespostasView
                respostas={data.pecFast.avaliacao.respostasJson}
                modelo={data.pecFast.modeloJson}
                nomeEnfermeiro={data.pecFast.nomeEnfermeiro}
              />
            </Box>
          ) : null}
          <Button
            sx={{ mt: 2 }}
            component={Link}
            to={`${basename}/proposta/${propostaId}/avaliacao-saude`}
          >
            {t('voltarProposta')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

/** avaliacao-saude/sucesso: the assessment is finished; back to the nurse's main list. */
export function SucessoPage() {
  const t = textsOf('avaliacaoSaude');
  const basename = useBasename();
  return (
    <Box sx={{ mt: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('sucessoTitulo')}
      </Typography>
      <Typography gutterBottom>{t('sucessoPadrao')}</Typography>
      <Button variant="contained" component={Link} to={`${basename}/lista-novas`}>
        {t('ok')}
      </Button>
    </Box>
  );
}
