import { Card, CardContent, Typography, useTheme } from '@mui/material';
import { BarChart } from '../../components/graficos/Graficos';

import type { Movimento } from '../../providers/dashboardDataProvider';
import { textsOf } from '../../providers/i18nProvider';

export type { Movimento };

/** The month's entries and conclusions per day, side by side (the dashboards' chart). */
export function MovimentoChart({ movimento }: { movimento: Movimento }) {
  const t = textsOf('dashboard');
  const theme = useTheme();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('movimento', { mes: movimento.mes })}
        </Typography>
        <BarChart
          skipAnimation
          height={320}
          yAxis={[{ tickMinStep: 1 }]}
          xAxis={[{ scaleType: 'band', data: movimento.dias, label: 'Dia' }]}
          series={[
            { label: t('entradas'), data: movimento.entradas, color: theme.palette.primary.main },
            {
              label: t('conclusoes'),
              data: movimento.conclusoes,
              color: theme.palette.warning.main,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
