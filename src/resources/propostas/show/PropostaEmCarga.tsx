import { Box, Card, CardContent, Grid, LinearProgress, Stack } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { PROPOSTAS } from '../../../providers/propostasDataProvider';
import type { PropostaListItem } from '../types';
import { ClienteCard } from './ClienteCard';
import { PropostaHeader } from './PropostaHeader';

/**
 * The proposal's row in a list page of the area's query cache (the list the user came from),
 * or undefined. React-admin keeps each page under [resource, 'getList', params].
 */
export function linhaDaListaEmCache(
  queryClient: QueryClient,
  id: number,
): PropostaListItem | undefined {
  const paginas = queryClient.getQueriesData<{ data?: PropostaListItem[] }>({
    queryKey: [PROPOSTAS, 'getList'],
  });
  for (const [, pagina] of paginas) {
    const linha = pagina?.data?.find((item) => item.id === id);
    if (linha) return linha;
  }
  return undefined;
}

/**
 * The proposal screen while its record loads, drawn at once from the list's row the user
 * clicked: the header and the client's card with what the row says (number, status, name,
 * unit), the rest of the card kept in place until the record arrives (issue 43).
 */
export function PropostaEmCarga({ linha }: { linha: PropostaListItem }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('propostas.titulo', { numero: linha.numeroContrato })} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            <Card variant="outlined">
              <CardContent>
                <PropostaHeader proposta={linha} />
                <LinearProgress sx={{ mt: 2 }} aria-label={translate('propostas.carregando')} />
              </CardContent>
            </Card>
            <ClienteCard resumo={linha} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
