import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { useArea } from '../../components/layout/AreaContext';
import { usePageTitle } from '../../components/layout/PageTitle';
import { api } from '../../providers/httpClient';
import type { PropostaListItem } from '../propostas/types';
import { DescartarRascunhoDialog } from './DescartarRascunhoDialog';
import { PreenchimentosSalvos } from './PreenchimentosSalvos';
import { PropostaRowsTable } from './PropostaRowsTable';
import { RASCUNHOS_TEXTS as T } from './texts';

const QUERY_KEY = ['rascunhos'];

/**
 * rascunhos: the user's proposals never sent (in scope; e.g. under-49 holders waiting for the
 * age release), to open or discard, and, in the dealership area, the entry form's autosaved
 * fillings to continue.
 */
export function RascunhosPage() {
  const area = useArea();
  const basename = useBasename();
  const title = usePageTitle() ?? 'Rascunhos';
  const queryClient = useQueryClient();
  const [descartar, setDescartar] = useState<PropostaListItem>();
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () =>
      api.post<{ itens: PropostaListItem[] }>('/api/adesao/rascunhos', {
        pageSize: 100,
        orderBy: 'dataCriacao',
      }),
    retry: false,
  });

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {T.propostasNaoEnviadas}
          </Typography>
          {query.isError ? (
            <LoadError message={T.falhaCarregar} onRetry={() => void query.refetch()} />
          ) : !query.data ? (
            <Loading />
          ) : (
            <PropostaRowsTable
              rows={query.data.itens}
              basename={basename}
              empty={T.rascunhosVazio}
              actions={(row) => (
                <>
                  <Button size="small" component={Link} to={`${basename}/proposta/${row.id}`}>
                    {T.abrir}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDescartar(row)}>
                    {T.descartar}
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
              {T.preenchimentos}
            </Typography>
            <PreenchimentosSalvos basename={basename} />
          </CardContent>
        </Card>
      )}
      {descartar && (
        <DescartarRascunhoDialog
          proposta={descartar}
          onClose={() => setDescartar(undefined)}
          onDone={() => {
            setDescartar(undefined);
            void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
          }}
        />
      )}
    </Box>
  );
}
