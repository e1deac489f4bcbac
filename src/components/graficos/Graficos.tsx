import { Skeleton } from '@mui/material';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import { lazyWithPreload } from '../lazyWithPreload';

// Only the dashboards and the reports draw charts: @mui/x-charts is its own download, fetched
// the first time one of them renders (one chunk for both kinds, see xCharts.ts).
const carregar = () => import('./xCharts');

/** While the chart code downloads: a block of the chart's own height, so nothing jumps. */
function Reserva({ height }: { height?: number }) {
  return <Skeleton variant="rounded" height={height ?? 300} sx={{ width: '100%' }} />;
}

/** @mui/x-charts' BarChart, downloaded on first use. Give it a height (the reserve uses it). */
export const BarChart = lazyWithPreload<BarChartProps>(
  () => carregar().then((m) => m.BarChart),
  Reserva,
);

/** @mui/x-charts' LineChart, downloaded on first use. Give it a height (the reserve uses it). */
export const LineChart = lazyWithPreload<LineChartProps>(
  () => carregar().then((m) => m.LineChart),
  Reserva,
);
