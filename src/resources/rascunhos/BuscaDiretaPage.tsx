import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useBasename, useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/layout/PageTitle';
import type { RascunhosDataProvider } from '../../providers/rascunhosDataProvider';
import { PropostaRowsTable } from './PropostaRowsTable';
import { textsOf } from '../../providers/i18nProvider';

/**
 * busca: direct search by contract number, CPF or the beginning of the name over
 * POST api/adesao/pesquisar (the server decides which of the three the term is). The term lives
 * in the address (?termo=), so going back from a proposal shows the same results.
 */
export function BuscaDiretaPage() {
  const t = textsOf('rascunhos');
  const basename = useBasename();
  const title = usePageTitle() ?? textsOf('menus')('busca');
  const dataProvider = useDataProvider<RascunhosDataProvider>();
  const [params, setParams] = useSearchParams();
  const termo = params.get('termo') ?? '';
  const [texto, setTexto] = useState(termo);
  const query = useQuery({
    queryKey: ['busca-direta', termo],
    queryFn: () => dataProvider.pesquisarPropostas(termo),
    enabled: termo.length > 0,
    retry: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = texto.trim();
    if (value) setParams({ termo: value });
  };

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
            <TextField
              size="small"
              label={t('buscaRotulo')}
              value={texto}
              onChange={(event) => setTexto(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 150 } }}
              sx={{ flex: 1, maxWidth: 480 }}
              autoFocus
            />
            <Button type="submit" variant="contained">
              {t('buscar')}
            </Button>
          </Stack>
          {!termo ? null : query.isError ? (
            <LoadError message={t('falhaCarregar')} onRetry={() => void query.refetch()} />
          ) : !query.data ? (
            <Loading />
          ) : (
            <PropostaRowsTable
              rows={query.data.itens}
              basename={basename}
              empty={t('buscaVazia')}
              situacao
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
