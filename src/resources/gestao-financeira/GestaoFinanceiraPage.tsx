import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { VENCIMENTOS_MENSALIDADE, maskCpf, type Pagador } from '../../domain';
import { LoadError } from '../../components/LoadError';
import { useErrorNotice } from '../../components/useErrorNotice';
import type { GestaoFinanceiraDataProvider } from '../../providers/gestaoFinanceiraDataProvider';
import { PagadorForm } from './PagadorForm';
import { textsOf, translate } from '../../providers/i18nProvider';

const gestaoFinanceiraKey = (id: string) => ['gestao-financeira', id] as const;

/** gestao-financeira/{id}: a proposal's due day and payer, each saved on its own. */
export function GestaoFinanceiraPage() {
  const t = textsOf('gestaoFinanceira');
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const dataProvider = useDataProvider<GestaoFinanceiraDataProvider>();
  const onError = useErrorNotice();
  const [dia, setDia] = useState<number | null>(null);
  const [pagadorErros, setPagadorErros] = useState<Record<string, string>>();
  const query = useQuery({
    queryKey: gestaoFinanceiraKey(id),
    queryFn: ({ signal }) => dataProvider.obterGestaoFinanceira(id, signal),
  });
  const saved = (messages: string[]) => {
    notify(messages[0] ?? t('alterado'), { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: gestaoFinanceiraKey(id) });
  };
  const vencimento = useMutation({
    mutationFn: (novo: number) =>
      dataProvider.alterarVencimento(query.data!.id, query.data!.versao, novo),
    onSuccess: saved,
    onError,
  });
  const pagador = useMutation({
    mutationFn: (novo: Pagador) =>
      dataProvider.alterarPagador(query.data!.id, query.data!.versao, novo),
    onSuccess: (messages) => {
      setPagadorErros(undefined);
      saved(messages);
    },
    onError: (error: unknown) => {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errors) setPagadorErros(errors);
      onError(error);
    },
  });

  if (query.isPending)
    return <CircularProgress sx={{ m: 3 }} aria-label={translate('ra.page.loading')} />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const data = query.data;
  const diaEscolhido = dia ?? data.diaVencimento;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: 720 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('proposta')} {data.id}
          </Typography>
          <Typography variant="body2">
            {t('titular')}: {data.nome} — {maskCpf(data.cpf)}
          </Typography>
          <Typography variant="body2">
            {t('situacao')}: {data.situacao}
            {data.plano ? ` — ${t('plano')}: ${data.plano}` : ''}
          </Typography>
          <Button component={Link} to={`/gestao-comercial/proposta/${data.id}`} sx={{ mt: 1 }}>
            {t('verProposta')}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('vencimento')}
          </Typography>
          {!data.podeAlterarVencimento && (
            <Typography variant="body2" color="text.secondary">
              {t('vencimentoBloqueado')}
            </Typography>
          )}
          <RadioGroup
            row
            aria-label={t('vencimento')}
            value={diaEscolhido == null ? '' : String(diaEscolhido)}
            onChange={(event) => setDia(Number(event.target.value))}
          >
            {VENCIMENTOS_MENSALIDADE.map((d) => (
              <FormControlLabel
                key={d}
                value={String(d)}
                control={<Radio />}
                label={t('dia', { dia: d })}
                disabled={!data.podeAlterarVencimento}
              />
            ))}
          </RadioGroup>
          {data.diaVencimento == null && (
            <Typography variant="caption">{t('naoDefinido')}</Typography>
          )}
          <Box>
            <Button
              variant="contained"
              sx={{ mt: 1 }}
              disabled={
                !data.podeAlterarVencimento ||
                vencimento.isPending ||
                diaEscolhido == null ||
                diaEscolhido === data.diaVencimento
              }
              onClick={() => diaEscolhido != null && vencimento.mutate(diaEscolhido)}
            >
              {t('salvarVencimento')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('pagador')}
          </Typography>
          <PagadorForm
            key={data.versao}
            inicial={data.pagador}
            saving={pagador.isPending}
            serverErrors={pagadorErros}
            onSave={(novo) => pagador.mutate(novo)}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
