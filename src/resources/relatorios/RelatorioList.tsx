import InsertChartIcon from '@mui/icons-material/InsertChartOutlined';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAINEIS } from '../../domain';
import { usePageTitle } from '../../components/layout/PageTitle';
import { textsOf } from '../../providers/i18nProvider';
import { textosDoPainel } from './rotulosRelatorios';

/** 'Relatórios': the dashboards on offer, each opening relatorios/{id}. */
export function RelatorioList() {
  const basename = useBasename();
  const title = usePageTitle() ?? textsOf('relatorios')('titulo');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        }}
      >
        {PAINEIS.map((painel) => {
          const textos = textosDoPainel(painel);
          return (
            <Card key={painel.id} variant="outlined">
              <CardActionArea component={Link} to={`${basename}/relatorios/${painel.id}`}>
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <InsertChartIcon color="primary" />
                    <Box>
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
                        {textos.titulo}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {textos.descricao}
                      </Typography>
                    </Box>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
