import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { usePageTitle } from '../../components/layout/PageTitle';
import { formatDataHora } from '../../components/formatters';
import { LoadError } from '../../components/LoadError';
import { useErrorNotice } from '../../components/useErrorNotice';
import type { Parametro, ParametrosDataProvider } from '../../providers/parametrosDataProvider';
import { AlterarParametroDialog } from './AlterarParametroDialog';
import { textsOf, translate } from '../../providers/i18nProvider';
import {
  descricaoParametro,
  quantidadeParametro,
  rotuloParametro,
  unidadeParametro,
} from './rotulosParametro';

const parametrosQueryKey = ['parametros'] as const;
const historicoQueryKey = ['parametros', 'historico'] as const;

/** parametros: the business constants with their value in force, changed one at a time. */
export function ParametrosPage() {
  const t = textsOf('parametros');
  const title = usePageTitle();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const dataProvider = useDataProvider<ParametrosDataProvider>();
  const onError = useErrorNotice();
  const [editing, setEditing] = useState<Parametro | null>(null);
  const [serverError, setServerError] = useState<string>();
  const lista = useQuery({
    queryKey: parametrosQueryKey,
    queryFn: ({ signal }) => dataProvider.obterParametros(signal),
  });
  const historico = useQuery({
    queryKey: historicoQueryKey,
    queryFn: ({ signal }) => dataProvider.obterHistoricoParametros(signal),
  });
  const alterar = useMutation({
    mutationFn: ({ parametro, valor }: { parametro: Parametro; valor: number }) =>
      dataProvider.alterarParametro(parametro.chave, valor, parametro.versao),
    onSuccess: (messages) => {
      notify(messages[0] ?? t('alterado'), { type: 'success' });
      setEditing(null);
      void queryClient.invalidateQueries({ queryKey: parametrosQueryKey });
    },
    onError: (error: unknown) => {
      const status = (error as { status?: number }).status;
      if (status === 400) setServerError((error as Error).message);
      else onError(error);
      // A stale versao: show the value someone else saved.
      if (status === 409) void queryClient.invalidateQueries({ queryKey: parametrosQueryKey });
    },
  });

  if (lista.isPending)
    return <CircularProgress sx={{ m: 3 }} aria-label={translate('ra.page.loading')} />;
  if (lista.isError) return <LoadError onRetry={() => void lista.refetch()} />;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      {/* The app bar says the menu entry's label, like every page the menu opens. */}
      <Title title={title ?? ''} />
      <Card>
        <Table size="small" aria-label={t('tabela')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('parametro')}</TableCell>
              <TableCell align="right">{t('valorAtual')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('padrao')}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('limites')}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lista.data.map((p) => (
              <TableRow key={p.chave}>
                <TableCell>
                  <Typography variant="body2" fontWeight={500}>
                    {rotuloParametro(p)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {descricaoParametro(p)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {quantidadeParametro(p, p.valor)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', display: { xs: 'none', md: 'table-cell' } }}
                >
                  {quantidadeParametro(p, p.padrao)}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('limitesDe', {
                    minimo: p.minimo,
                    maximo: p.maximo,
                    unidade: unidadeParametro(p),
                  })}
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    startIcon={<EditIcon />}
                    aria-label={`${t('alterar')} ${rotuloParametro(p)}`}
                    onClick={() => {
                      setServerError(undefined);
                      setEditing(p);
                    }}
                  >
                    {t('alterar')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('historico')}
          </Typography>
          {historico.isError ? (
            <LoadError onRetry={() => void historico.refetch()} />
          ) : historico.data?.length ? (
            <List dense>
              {historico.data.map((h) => (
                <ListItem key={`${h.id}-${h.chave}`} disableGutters>
                  <ListItemText
                    primary={t('alteracao', {
                      label: rotuloParametro(h),
                      de: String(h.de),
                      para: String(h.para),
                    })}
                    secondary={`${h.autor} — ${formatDataHora(h.data)}`}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2">{historico.isPending ? '' : t('semHistorico')}</Typography>
          )}
        </CardContent>
      </Card>
      {editing && (
        <AlterarParametroDialog
          parametro={editing}
          saving={alterar.isPending}
          serverError={serverError}
          onCancel={() => setEditing(null)}
          onSave={(valor) => {
            setServerError(undefined);
            alterar.mutate(
              { parametro: editing, valor },
              {
                onSuccess: () =>
                  void queryClient.invalidateQueries({ queryKey: historicoQueryKey }),
              },
            );
          }}
        />
      )}
    </Box>
  );
}
