import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { getStatusInfo, getUnidade } from '../../domain';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/layout/PageTitle';
import { api } from '../../providers/httpClient';
import { BarChart } from '../../components/graficos/Graficos';
import { DASHBOARD_TEXTS, PAINEL_TEXTS as T } from './texts';

interface Painel {
  porSituacao: { situacaoId: number; total: number }[];
  porUnidade: { codigoUnidade: number | null; total: number }[];
  pendenciasPorIdade: { rotulo: string; total: number }[];
  aprovacoes: { semanas: string[]; aprovadores: { nome: string; valores: number[] }[] };
}

function ChartCard({
  titulo,
  vazio,
  children,
}: {
  titulo: string;
  vazio: boolean;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {titulo}
        </Typography>
        {vazio ? <Typography color="text.secondary">{T.semDados}</Typography> : children}
      </CardContent>
    </Card>
  );
}

/** 'yyyy-MM-dd' of a week's Monday as dd/MM. */
const diaMes = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * painel-supervisor: proposals per status and per unit, open pendencies by age and the
 * approvers' throughput (documentation approvals per approver per week), as charts.
 */
export function PainelSupervisorPage() {
  const title = usePageTitle() ?? 'Painel do supervisor';
  const theme = useTheme();
  const query = useQuery({
    queryKey: ['painel-supervisor'],
    queryFn: () => api.get<Painel>('/api/dashboard/painelSupervisor'),
    retry: false,
  });
  if (query.isError) {
    return (
      <LoadError message={DASHBOARD_TEXTS.falhaCarregar} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <Loading />;
  const data = query.data;
  const situacoes = [...data.porSituacao].sort((a, b) => a.situacaoId - b.situacaoId);
  const unidades = [...data.porUnidade].sort((a, b) => b.total - a.total);
  const bar = theme.palette.primary.main;

  return (
    <Box
      sx={{
        mt: 2,
        mb: 4,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' },
      }}
    >
      <Title title={title} />
      <ChartCard titulo={T.porSituacao} vazio={situacoes.length === 0}>
        <BarChart
          skipAnimation
          layout="horizontal"
          xAxis={[{ tickMinStep: 1 }]}
          height={Math.max(240, situacoes.length * 30)}
          yAxis={[
            {
              scaleType: 'band',
              data: situacoes.map((s) => getStatusInfo(s.situacaoId).label),
              width: 230,
            },
          ]}
          series={[{ label: T.propostas, data: situacoes.map((s) => s.total), color: bar }]}
        />
      </ChartCard>
      <ChartCard titulo={T.porUnidade} vazio={unidades.length === 0}>
        <BarChart
          skipAnimation
          layout="horizontal"
          xAxis={[{ tickMinStep: 1 }]}
          height={Math.max(240, unidades.length * 30)}
          yAxis={[
            {
              scaleType: 'band',
              data: unidades.map((u) => getUnidade(u.codigoUnidade)?.nomeUnidade ?? T.semUnidade),
              width: 230,
            },
          ]}
          series={[{ label: T.propostas, data: unidades.map((u) => u.total), color: bar }]}
        />
      </ChartCard>
      <ChartCard titulo={T.pendencias} vazio={false}>
        <BarChart
          skipAnimation
          height={300}
          yAxis={[{ tickMinStep: 1 }]}
          xAxis={[{ scaleType: 'band', data: data.pendenciasPorIdade.map((f) => f.rotulo) }]}
          series={[
            {
              label: T.propostas,
              data: data.pendenciasPorIdade.map((f) => f.total),
              color: theme.palette.warning.main,
            },
          ]}
        />
      </ChartCard>
      <ChartCard titulo={T.aprovacoes} vazio={data.aprovacoes.aprovadores.length === 0}>
        <BarChart
          skipAnimation
          height={320}
          yAxis={[{ tickMinStep: 1 }]}
          xAxis={[{ scaleType: 'band', data: data.aprovacoes.semanas.map(diaMes) }]}
          series={data.aprovacoes.aprovadores.map((a) => ({ label: a.nome, data: a.valores }))}
        />
      </ChartCard>
    </Box>
  );
}
