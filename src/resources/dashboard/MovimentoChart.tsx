import { Card, CardContent, Typography, useTheme } from '@mui/material';
import { BarChart } from '../../components/graficos/Graficos';
import { DASHBOARD_TEXTS as T } from './texts';

import type { Movimento } from '../../providers/dashboardDataProvider';

export type { Movimento };

/** The month's entries and conclusions per day, side by side (the dashboards' chart). */
export function MovimentoChart({ movimento }: { movimento: Movimento }) {
  const theme = useTheme();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {T.movimento(movimento.mes)}
        </Typography>
        <BarChart
          skipAnimation
          height={320}
          yAxis={[{ tickMinStep: 1 }]}
          xAxis={[{ scaleType: 'band', data: movimento.dias, label: 'Dia' }]}
          series={[
            { label: T.entradas, data: movimento.entradas, color: theme.palette.primary.main },
            { label: T.conclusoes, data: movimento.conclusoes, color: theme.palette.warning.main },
          ]}
        />
      </CardContent>
    </Card>
  );
}
