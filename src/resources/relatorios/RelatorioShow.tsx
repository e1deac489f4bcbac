import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import { BarChart, LineChart } from '../../components/graficos/Graficos';
import { PAINEIS, type Grafico } from '../../domain';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import type { RelatoriosDataProvider } from '../../providers/relatoriosDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { textosDoPainel } from './rotulosRelatorios';

const numberFormat = new Intl.NumberFormat('pt-BR');

/** One chart, bars or lines, with pt-BR numbers; a long label list turns the bars sideways. */
function GraficoCard({ grafico }: { grafico: Grafico }) {
  const theme = useTheme();
  const colors = [theme.palette.primary.main, theme.palette.warning.main, theme.palette.info.main];
  const series = grafico.series.map((s, index) => ({
    label: s.nome,
    data: s.valores,
    color: colors[index % colors.length],
    valueFormatter: (value: number | null) => (value == null ? '' : numberFormat.format(value)),
  }));
  const sideways = grafico.tipo === 'barras' && grafico.rotulos.length > 6;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {grafico.titulo}
        </Typography>
        {grafico.rotulos.length === 0 ? (
          <Typography color="text.secondary">{textsOf('relatorios')('semDados')}</Typography>
        ) : grafico.tipo === 'linhas' ? (
          <LineChart
            skipAnimation
            height={320}
            xAxis={[{ scaleType: 'point', data: grafico.rotulos }]}
            series={series}
          />
        ) : sideways ? (
          <BarChart
            skipAnimation
            height={Math.max(240, grafico.rotulos.length * 34)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: grafico.rotulos, width: 220 }]}
            series={series}
          />
        ) : (
          <BarChart
            skipAnimation
            height={320}
            xAxis={[{ scaleType: 'band', data: grafico.rotulos }]}
            series={series}
          />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * relatorios/{id}: the Metabase dashboard when the server signs an embed URL for it, otherwise
 * the same dashboard drawn here from the product's own aggregates.
 */
export function RelatorioShow() {
  const id = Number(useParams().id);
  const painel = PAINEIS.find((p) => p.id === id);
  const dataProvider = useDataProvider<RelatoriosDataProvider>();
  const embed = useQuery({
    queryKey: ['relatorio-url', id],
    queryFn: () => dataProvider.obterUrlMetabase(id),
    enabled: Boolean(painel),
    retry: false,
  });
  const dados = useQuery({
    queryKey: ['relatorio-painel', id],
    queryFn: () => dataProvider.obterPainelRelatorio(id),
    enabled: Boolean(painel) && embed.isSuccess && embed.data === null,
    retry: false,
  });

  if (!painel) {
    return (
      <Typography variant="h5" component="h1" sx={{ mt: 3 }}>
        {textsOf('relatorios')('naoEncontrado')}
      </Typography>
    );
  }
  const failed = embed.isError || dados.isError;
  const textos = textosDoPainel(painel);
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={textos.titulo} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {textos.descricao}
      </Typography>
      {failed ? (
        <LoadError
          message={textsOf('relatorios')('falhaCarregar')}
          onRetry={() => void (embed.isError ? embed.refetch() : dados.refetch())}
        />
      ) : embed.data ? (
        <Box
          component="iframe"
          title={textos.titulo}
          src={embed.data}
          sx={{ width: '100%', height: '80vh', border: 0, borderRadius: 1 }}
        />
      ) : !dados.data ? (
        <Loading />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
          {dados.data.map((grafico) => (
            <GraficoCard key={grafico.titulo} grafico={grafico} />
          ))}
        </Box>
      )}
    </Box>
  );
}
