import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename, useDataProvider, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { canSubmitDraft } from '../../domain';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { useArea } from '../../components/layout/AreaContext';
import { usePageTitle } from '../../components/layout/PageTitle';
import type { RascunhosDataProvider } from '../../providers/rascunhosDataProvider';
import type { PropostaListItem } from '../propostas/types';
import { RASCUNHO_ACOES, RascunhoAcaoDialog } from './RascunhoAcaoDialog';
import { PreenchimentosSalvos } from './PreenchimentosSalvos';
import { PropostaRowsTable } from './PropostaRowsTable';
import { textsOf } from '../../providers/i18nProvider';

const QUERY_KEY = ['rascunhos'];

/**
 * rascunhos: the user's proposals never sent (in scope; e.g. under-49 holders waiting for the
 * age release), each saying what it waits for, to open, send (once the server would accept it)
 * or discard, and, in the dealership area, the entry form's autosaved
 * fillings to continue.
 */
export function RascunhosPage() {
  const t = textsOf('rascunhos');
  const area = useArea();
  const basename = useBasename();
  const title = usePageTitle() ?? textsOf('menus')('rascunhos');
  const queryClient = useQueryClient();
  // At most one confirmation is open: which action, on which draft.
  const [aberto, setAberto] = useState<{
    acao: keyof typeof RASCUNHO_ACOES;
    proposta: PropostaListItem;
  }>();
  const { identity } = useGetIdentity();
  const roles = (identity?.roles as string[] | undefined) ?? [];
  // The lifecycle's own check (the server's): a holder's draft, active and age released.
  const canSend = (row: PropostaListItem) =>
    canSubmitDraft(
      {
        situacaoPropostaAdesaoId: row.situacaoPropostaAdesaoId,
        liberacaoIdadePendente: row.liberacaoIdadePendente,
        inativo: row.inativa,
        propostaTitularId: row.propostaTitularId,
      },
      roles,
    );
  const done = () => {
    setAberto(undefined);
    void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  };
  const dataProvider = useDataProvider<RascunhosDataProvider>();
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => dataProvider.listarRascunhos(),
    retry: false,
  });

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('propostasNaoEnviadas')}
          </Typography>
          {query.isError ? (
            <LoadError message={t('falhaCarregar')} onRetry={() => void query.refetch()} />
          ) : !query.data ? (
            <Loading />
          ) : (
            <PropostaRowsTable
              rows={query.data.itens}
              basename={basename}
              empty={t('rascunhosVazio')}
              situacao
              actions={(row) => (
                <>
                  <Button size="small" component={Link} to={`${basename}/proposta/${row.id}`}>
                    {t('abrir')}
                  </Button>
                  {canSend(row) && (
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => setAberto({ acao: 'enviar', proposta: row })}
                    >
                      {t('enviar')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setAberto({ acao: 'descartar', proposta: row })}
                  >
                    {t('descartar')}
                  </Button>
                </>
              )}
            />
          )}
        </CardContent>
      </Card>
      {area === 'concessionaria' && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('preenchimentos')}
            </Typography>
            <PreenchimentosSalvos basename={basename} />
          </CardContent>
        </Card>
      )}
      {aberto && (
        <RascunhoAcaoDialog
          acao={RASCUNHO_ACOES[aberto.acao]}
          proposta={aberto.proposta}
          onClose={() => setAberto(undefined)}
          onDone={done}
        />
      )}
    </Box>
  );
}
