import {
  Box,
  Card,
  Chip,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useDataProvider } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/layout/PageTitle';
import {
  agendaQueryKey,
  type AgendaEnfermagemDataProvider,
} from '../../providers/agendaEnfermagemDataProvider';
import { textsOf, translate } from '../../providers/i18nProvider';
import { AGENDA_PATH } from './caminhos';

/**
 * 'Horários dos enfermeiros': every nurse and external nurse, with how much agenda each has; a
 * nurse without weekly hours is flagged, since nobody can book her. The name opens her agenda.
 */
export function EnfermeirosAgendaPage() {
  const t = textsOf('agendaEnfermagem');
  const title = usePageTitle();
  const basename = useBasename();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AgendaEnfermagemDataProvider>();
  const lista = useQuery({
    queryKey: agendaQueryKey(),
    queryFn: ({ signal }) => dataProvider.agendaEnfermeiros(signal),
  });

  if (lista.isPending)
    return <CircularProgress sx={{ m: 3 }} aria-label={translate('ra.page.loading')} />;
  if (lista.isError) return <LoadError onRetry={() => void lista.refetch()} />;
  const hide = { display: { xs: 'none', md: 'table-cell' } };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Title title={title ?? t('tituloLista')} />
      <Typography variant="body2" color="text.secondary">
        {t('introducaoLista')}
      </Typography>
      <Card>
        <Table size="small" aria-label={t('listaRotulo')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('colunas.nome')}</TableCell>
              <TableCell sx={hide}>{t('colunas.usuario')}</TableCell>
              <TableCell sx={hide}>{t('colunas.tipo')}</TableCell>
              <TableCell>{t('colunas.situacao')}</TableCell>
              <TableCell align="right">{t('colunas.periodos')}</TableCell>
              <TableCell align="right" sx={hide}>
                {t('colunas.excecoes')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lista.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>{t('nenhumEnfermeiro')}</TableCell>
              </TableRow>
            ) : null}
            {lista.data.map((e) => {
              const to = `${basename}/${AGENDA_PATH}/${e.id}`;
              return (
                <TableRow key={e.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(to)}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={to}
                      aria-label={t('abrir', { nome: e.nome })}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {e.nome}
                    </Link>
                  </TableCell>
                  <TableCell sx={hide}>{e.username}</TableCell>
                  <TableCell sx={hide}>{e.tipo}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={e.ativo ? 'success' : 'default'}
                      label={e.ativo ? t('ativo') : t('inativo')}
                    />
                  </TableCell>
                  <TableCell align="right">
                    {e.periodosSemanais === 0 && e.ativo ? (
                      <Chip size="small" color="warning" label={t('semHorarios')} />
                    ) : (
                      e.periodosSemanais
                    )}
                  </TableCell>
                  <TableCell align="right" sx={hide}>
                    {e.proximasExcecoes}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}
