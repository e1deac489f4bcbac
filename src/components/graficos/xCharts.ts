// The only module that imports @mui/x-charts (with its gestures and d3 code, ~270 KB): it is
// loaded on demand by Graficos.tsx, so the lists and the login never download it.
export { BarChart } from '@mui/x-charts/BarChart';
export { LineChart } from '@mui/x-charts/LineChart';
