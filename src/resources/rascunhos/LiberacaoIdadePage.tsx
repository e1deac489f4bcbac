import { Box, Button, Card, CardContent } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename, useDataProvider } from 'react-admin';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/layout/PageTitle';
import type {
  PendenteLiberacao,
  RascunhosDataProvider,
} from '../../providers/rascunhosDataProvider';
import type { PropostaListItem } from '../propostas/types';
import { LiberacaoIdadeDialog, type LiberacaoAcao } from './LiberacaoIdadeDialog';
import { PropostaRowsTable, type ExtraColumn } from './PropostaRowsTable';
import { textsOf } from '../../providers/i18nProvider';

const QUERY_KEY = ['liberacao-idade'];

/** A row of the release queue: the list row with the holder's age today. */
// What the release is decided on: the kind of proposal and the holder's age.
function colunas(): readonly ExtraColumn<PendenteLiberacao>[] {
  const t = textsOf('rascunhos');
  return [
    { header: t('tipo'), cell: (row) => row.tipoNome },
    { header: t('idade'), cell: (row) => t('anos', { smart_count: row.idade }) },
  ];
}

/**
 * liberacao-idade (Liberacao49Menos): drafts of holders under 49 waiting for the release, oldest
 * first, each released or refused (with the reason) after a confirmation.
 */
export function LiberacaoIdadePage() {
  const t = textsOf('rascunhos');
  const basename = useBasename();
  const title = usePageTitle() ?? t('liberacaoTitulo');
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<RascunhosDataProvider>();
  const [aberto, setAberto] = useState<{ acao: LiberacaoAcao; proposta: PropostaListItem }>();
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => dataProvider.listarPendentesLiberacaoIdade(),
    retry: false,
  });

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          {query.isError ? (
            <LoadError message={t('falhaCarregar')} onRetry={() => void query.refetch()} />
          ) : !query.data ? (
            <Loading />
          ) : (
            <PropostaRowsTable
              rows={query.data.itens}
              basename={basename}
              empty={t('liberacaoVazia')}
              extra={colunas()}
              actions={(proposta) => (
                <>
                  <Button size="small" onClick={() => setAberto({ acao: 'liberar', proposta })}>
                    {t('liberar')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setAberto({ acao: 'recusar', proposta })}
                  >
                    {t('recusar')}
                  </Button>
                </>
              )}
            />
          )}
        </CardContent>
      </Card>
      {aberto && (
        <LiberacaoIdadeDialog
          acao={aberto.acao}
          proposta={aberto.proposta}
          onClose={() => setAberto(undefined)}
          onDone={() => {
            setAberto(undefined);
            void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
          }}
        />
      )}
    </Box>
  );
}
