import { Box, Button, Card, CardContent, Stack, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccess, MENUS, menuLabelOf } from '../../domain';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { useArea } from '../../components/layout/AreaContext';
import { usePageTitle } from '../../components/layout/PageTitle';
import { api } from '../../providers/httpClient';
import { DashboardCards } from './DashboardCards';
import { DASHBOARD_TEXTS as T } from './texts';

export interface Contagens {
  dataInicio: string;
  dataFim: string;
  listas: { rota: string; total: number }[];
  movimento: { mes: string; dias: number[]; entradas: number[]; conclusoes: number[] };
}

/**
 * dashboard (gestao-comercial, concessionaria): counts per list as cards that open the list,
 * and a chart of the month's entries and conclusions, all in the user's scope (server side).
 */
export function DashboardPage() {
  const area = useArea();
  const basename = useBasename();
  const title = usePageTitle() ?? 'Dashboard';
  const theme = useTheme();
  const { identity } = useGetIdentity();
  // The drafts have no menu item in the dealership portal: the dashboard leads to them.
  const canSeeDrafts = canAccess((identity?.roles as string[] | undefined) ?? [], {
    resource: 'rascunho',
    action: 'list',
  });
  const query = useQuery({
    queryKey: ['dashboard', area],
    queryFn: () => api.get<Contagens>(`/api/dashboard/contagens?area=${encodeURIComponent(area)}`),
    retry: false,
  });

  if (query.isError) {
    return <LoadError message={T.falhaCarregar} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Loading />;
  const data = query.data;
  const listas = data.listas.map((lista) => ({
    ...lista,
    rotulo: menuLabelOf(MENUS[area], lista.rota) ?? lista.rota,
  }));
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography color="text.secondary">{T.janela(data.dataInicio, data.dataFim)}</Typography>
        {canSeeDrafts && (
          <Button component={Link} to={`${basename}/rascunhos`} variant="outlined" size="small">
            {T.rascunhos}
          </Button>
        )}
      </Stack>
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
        <DashboardCards listas={listas} basename={basename} />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {T.movimento(data.movimento.mes)}
          </Typography>
          <BarChart
            skipAnimation
            height={320}
            yAxis={[{ tickMinStep: 1 }]}
            xAxis={[{ scaleType: 'band', data: data.movimento.dias, label: 'Dia' }]}
            series={[
              {
                label: T.entradas,
                data: data.movimento.entradas,
                color: theme.palette.primary.main,
              },
              {
                label: T.conclusoes,
                data: data.movimento.conclusoes,
                color: theme.palette.warning.main,
              },
            ]}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
