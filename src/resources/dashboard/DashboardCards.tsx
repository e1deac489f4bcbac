import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useClearListFilter } from '../../components/listFilter';
import { DASHBOARD_TEXTS as T } from './texts';

export interface ListaCount {
  rota: string;
  rotulo: string;
  total: number;
}

const numberFormat = new Intl.NumberFormat('pt-BR');

/**
 * One card per list of the area: its menu label and how many proposals it holds; a click opens
 * the list afresh (as the menu does), so the list shows the same window the count used.
 */
export function DashboardCards({ listas, basename }: { listas: ListaCount[]; basename: string }) {
  const clearListFilter = useClearListFilter();
  return (
    <>
      {listas.map((lista) => (
        <Card key={lista.rota} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
          <CardActionArea
            component={Link}
            to={`${basename}/${lista.rota}`}
            onClick={clearListFilter}
            aria-label={T.abrirLista(lista.rotulo, lista.total)}
            sx={{ height: '100%' }}
          >
            <CardContent>
              <Typography color="text.secondary" variant="body2">
                {lista.rotulo}
              </Typography>
              <Typography variant="h4" component="p" data-testid={`contagem-${lista.rota}`}>
                {numberFormat.format(lista.total)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </>
  );
}
