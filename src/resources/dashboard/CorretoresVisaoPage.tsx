import {
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { getStatusInfo } from '../../domain';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/layout/PageTitle';
import type { DashboardDataProvider } from '../../providers/dashboardDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloSituacao } from '../propostas/chips/rotuloSituacao';

/**
 * corretores (commercial manager): every broker with his dealership and how many of his sent
 * proposals are in each status; statuses without proposals are left out of the row.
 */
export function CorretoresVisaoPage() {
  const t = textsOf('dashboard');
  const title = usePageTitle() ?? textsOf('menus')('corretores');
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const query = useQuery({
    queryKey: ['corretores-visao'],
    queryFn: () => dataProvider.obterCorretoresDashboard(),
    retry: false,
  });
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          {query.isError ? (
            <LoadError
              message={t('corretores.falhaCarregar')}
              onRetry={() => void query.refetch()}
            />
          ) : !query.data ? (
            <Loading />
          ) : query.data.length === 0 ? (
            <Typography color="text.secondary">{t('corretores.vazio')}</Typography>
          ) : (
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('corretores.corretor')}</TableCell>
                    <TableCell>{t('corretores.concessionaria')}</TableCell>
                    <TableCell align="right">{t('corretores.total')}</TableCell>
                    <TableCell>{t('corretores.porSituacao')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.map((corretor) => (
                    <TableRow key={corretor.id} hover>
                      <TableCell>
                        {corretor.nome}
                        {!corretor.ativo && (
                          <Chip
                            size="small"
                            label={t('corretores.inativo')}
                            sx={{ ml: 1 }}
                            variant="outlined"
                          />
                        )}
                      </TableCell>
                      <TableCell>{corretor.concessionaria}</TableCell>
                      <TableCell align="right">{corretor.total}</TableCell>
                      <TableCell>
                        <Stack direction="row" useFlexGap flexWrap="wrap" gap={0.5}>
                          {Object.entries(corretor.porSituacao)
                            .sort(([a], [b]) => Number(a) - Number(b))
                            .map(([situacao, total]) => (
                              <Chip
                                key={situacao}
                                size="small"
                                label={`${rotuloSituacao(getStatusInfo(Number(situacao)))}: ${total}`}
                              />
                            ))}
                        </Stack>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
