import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useClearListFilter } from '../../components/listFilter';
import { textsOf } from '../../providers/i18nProvider';

export interface DashboardCard {
  key: string;
  rotulo: string;
  total: number;
  /** The list the card opens (with its filter in the address, where it has one). */
  to: string;
}

const numberFormat = new Intl.NumberFormat('pt-BR');

/** The cards' grid: as many columns of at least 180 px as fit. */
export function DashboardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * One card per list (or per status) of the area: its label and how many proposals it holds; a
 * click opens the list afresh (as the menu does), so the list shows the same window the count
 * used.
 */
export function DashboardCards({ cards }: { cards: DashboardCard[] }) {
  const t = textsOf('dashboard');
  const clearListFilter = useClearListFilter();
  return (
    <>
      {cards.map((card) => (
        <Card key={card.key} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
          <CardActionArea
            component={Link}
            to={card.to}
            onClick={clearListFilter}
            aria-label={t('abrirLista', { rotulo: card.rotulo, total: card.total })}
            sx={{ height: '100%' }}
          >
            <CardContent>
              <Typography color="text.secondary" variant="body2">
                {card.rotulo}
              </Typography>
              <Typography variant="h4" component="p" data-testid={`contagem-${card.key}`}>
                {numberFormat.format(card.total)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </>
  );
}
