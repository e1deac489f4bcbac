import BarChartIcon from '@mui/icons-material/BarChart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import {
  Box,
  Card,
  CardContent,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useDataProvider, useStore } from 'react-admin';
import { getStatusInfo, getUnidade } from '../../domain';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/layout/PageTitle';
import type { DashboardDataProvider } from '../../providers/dashboardDataProvider';
import { BarChart } from '../../components/graficos/Graficos';
import { TabelaDados, type DadosTabela } from '../../components/graficos/TabelaDados';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloSituacao } from '../propostas/chips/rotuloSituacao';

type Exibicao = 'graficos' | 'tabelas';

function ChartCard({
  titulo,
  vazio,
  exibicao,
  tabela,
  children,
}: {
  titulo: string;
  vazio: boolean;
  exibicao: Exibicao;
  tabela: DadosTabela;
  children: ReactNode;
}) {
  const t = textsOf('dashboard');
  return (
    <Card variant="outlined" component="section" aria-label={titulo}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {titulo}
        </Typography>
        {vazio ? (
          <Typography color="text.secondary">{t('painel.semDados')}</Typography>
        ) : exibicao === 'tabelas' ? (
          <TabelaDados titulo={titulo} dados={tabela} />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** 'yyyy-MM-dd' of a week's Monday as dd/MM. */
const diaMes = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const somar = (valores: number[]) => valores.reduce((a, b) => a + b, 0);

/**
 * painel-supervisor: proposals per status and per unit, open pendencies by age and the
 * approvers' throughput (documentation approvals per approver per week), as charts or, at the
 * supervisor's choice (kept between visits), as tables of the exact numbers.
 */
export function PainelSupervisorPage() {
  const t = textsOf('dashboard');
  const title = usePageTitle() ?? textsOf('menus')('painel-supervisor');
  const theme = useTheme();
  const [exibicao, setExibicao] = useStore<Exibicao>('painel-supervisor.exibicao', 'graficos');
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const query = useQuery({
    queryKey: ['painel-supervisor'],
    queryFn: () => dataProvider.obterPainelSupervisor(),
    retry: false,
  });
  if (query.isError) {
    return <LoadError message={t('falhaCarregar')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Loading />;
  const data = query.data;
  const situacoes = [...data.porSituacao]
    .sort((a, b) => a.situacaoId - b.situacaoId)
    .map((s) => ({ rotulo: rotuloSituacao(getStatusInfo(s.situacaoId)), total: s.total }));
  const unidades = [...data.porUnidade]
    .sort((a, b) => b.total - a.total)
    .map((u) => ({
      rotulo: getUnidade(u.codigoUnidade)?.nomeUnidade ?? t('painel.semUnidade'),
      total: u.total,
    }));
  const semanas = data.aprovacoes.semanas.map(diaMes);
  const bar = theme.palette.primary.main;
  const contagens = (colunaNome: string, linhas: { rotulo: string; total: number }[]) => ({
    colunas: [colunaNome, t('painel.propostas')],
    linhas: linhas.map((l) => ({ rotulo: l.rotulo, valores: [l.total] })),
  });
  const barrasHorizontais = (linhas: { rotulo: string; total: number }[]) => (
    <BarChart
      skipAnimation
      layout="horizontal"
      xAxis={[{ tickMinStep: 1 }]}
      height={Math.max(240, linhas.length * 30)}
      yAxis={[{ scaleType: 'band', data: linhas.map((l) => l.rotulo), width: 230 }]}
      series={[{ label: t('painel.propostas'), data: linhas.map((l) => l.total), color: bar }]}
    />
  );

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={exibicao}
          onChange={(_, valor: Exibicao | null) => valor && setExibicao(valor)}
          aria-label={t('painel.exibir')}
        >
          <ToggleButton value="graficos">
            <BarChartIcon fontSize="small" sx={{ mr: 0.5 }} />
            {t('painel.graficos')}
          </ToggleButton>
          <ToggleButton value="tabelas">
            <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} />
            {t('painel.tabelas')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
        <ChartCard
          titulo={t('painel.porSituacao')}
          vazio={situacoes.length === 0}
          exibicao={exibicao}
          tabela={contagens(t('painel.situacao'), situacoes)}
        >
          {barrasHorizontais(situacoes)}
        </ChartCard>
        <ChartCard
          titulo={t('painel.porUnidade')}
          vazio={unidades.length === 0}
          exibicao={exibicao}
          tabela={contagens(t('painel.unidade'), unidades)}
        >
          {barrasHorizontais(unidades)}
        </ChartCard>
        <ChartCard
          titulo={t('painel.pendencias')}
          vazio={false}
          exibicao={exibicao}
          tabela={contagens(t('painel.idade'), data.pendenciasPorIdade)}
        >
          <BarChart
            skipAnimation
            height={300}
            yAxis={[{ tickMinStep: 1 }]}
            xAxis={[{ scaleType: 'band', data: data.pendenciasPorIdade.map((f) => f.rotulo) }]}
            series={[
              {
                label: t('painel.propostas'),
                data: data.pendenciasPorIdade.map((f) => f.total),
                color: theme.palette.warning.main,
              },
            ]}
          />
        </ChartCard>
        <ChartCard
          titulo={t('painel.aprovacoes')}
          vazio={data.aprovacoes.aprovadores.length === 0}
          exibicao={exibicao}
          tabela={{
            colunas: [
              t('painel.aprovador'),
              ...semanas.map((diaMes) => t('painel.semanaDe', { diaMes })),
              t('painel.total'),
            ],
            linhas: data.aprovacoes.aprovadores.map((a) => ({
              rotulo: a.nome,
              valores: [...a.valores, somar(a.valores)],
            })),
          }}
        >
          <BarChart
            skipAnimation
            height={320}
            yAxis={[{ tickMinStep: 1 }]}
            xAxis={[{ scaleType: 'band', data: semanas }]}
            series={data.aprovacoes.aprovadores.map((a) => ({ label: a.nome, data: a.valores }))}
          />
        </ChartCard>
      </Box>
    </Box>
  );
}
