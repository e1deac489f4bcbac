import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename, useDataProvider, useNotify } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { useErrorNotice } from '../../components/useErrorNotice';
import { ActionDialog } from '../propostas/dialogs/ActionDialog';
import {
  agendaQueryKey,
  cidadesQueryKey,
  type AgendaEnfermagemDataProvider,
  type Escrita,
  type Excecao,
  type PeriodoSemanal,
} from '../../providers/agendaEnfermagemDataProvider';
import { AGENDA_PATH } from './caminhos';
import { ExcecaoDialog } from './ExcecaoDialog';
import { PeriodoDialog } from './PeriodoDialog';
import { excecaoDe, periodoDe, Secao, TabelaExcecoes, TabelaSemanais } from './tabelas';
import { textsOf, translate } from '../../providers/i18nProvider';

type Removendo = { kind: 'periodo'; item: PeriodoSemanal } | { kind: 'excecao'; item: Excecao };

/**
 * One nurse's agenda: her weekly periods (Monday first) and her exceptions from today on, each
 * added in a dialog and removed after a confirmation. The slots offered when booking are made
 * of exactly these, less holidays and bookings, so an empty agenda says so.
 */
export function AgendaEnfermeiroPage() {
  const t = textsOf('agendaEnfermagem');
  const id = Number(useParams().id);
  const basename = useBasename();
  const notify = useNotify();
  const onError = useErrorNotice();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AgendaEnfermagemDataProvider>();
  const [dialog, setDialog] = useState<'periodo' | 'excecao' | null>(null);
  const [removendo, setRemovendo] = useState<Removendo | null>(null);
  const agenda = useQuery({
    queryKey: agendaQueryKey(id),
    queryFn: ({ signal }) => dataProvider.agendaDoEnfermeiro(id, signal),
    retry: false,
  });
  const cidades = useQuery({
    queryKey: cidadesQueryKey,
    queryFn: ({ signal }) => dataProvider.cidadesDaAgenda(signal),
    enabled: dialog !== null,
  });

  const aplicar = async (escrita: Promise<Escrita>) => {
    const { mensagem, aviso } = await escrita;
    // One notice: done, and what the manager may still have to do about bookings it left.
    if (aviso) notify(`${mensagem} ${aviso}`.trim(), { type: 'warning', autoHideDuration: 10_000 });
    else if (mensagem) notify(mensagem, { type: 'success' });
    setDialog(null);
    await queryClient.invalidateQueries({ queryKey: agendaQueryKey() });
  };

  if (agenda.isPending)
    return <CircularProgress sx={{ m: 3 }} aria-label={translate('ra.page.loading')} />;
  if (agenda.isError) return <LoadError onRetry={() => void agenda.refetch()} />;
  const { enfermeiro, duracaoMinutos, horarios, excecoes } = agenda.data;
  const podeAlterar = enfermeiro.ativo;
  const incluir = (kind: 'periodo' | 'excecao', label: string) => (
    <Button
      size="small"
      variant="outlined"
      startIcon={<AddIcon />}
      disabled={!podeAlterar}
      onClick={() => setDialog(kind)}
    >
      {label}
    </Button>
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Title title={t('tituloAgenda', { nome: enfermeiro.nome })} />
      <Box>
        <Button
          component={RouterLink}
          to={`${basename}/${AGENDA_PATH}`}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {t('voltar')}
        </Button>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('tituloAgenda', { nome: enfermeiro.nome })}
        </Typography>
        <Chip size="small" variant="outlined" label={enfermeiro.tipo} />
        <Chip
          size="small"
          variant="outlined"
          color={enfermeiro.ativo ? 'success' : 'default'}
          label={enfermeiro.ativo ? t('ativo') : t('inativo')}
        />
      </Stack>
      {enfermeiro.ativo ? (
        <Typography variant="body2" color="text.secondary">
          {t('duracao', { minutos: duracaoMinutos })}
        </Typography>
      ) : (
        <Alert severity="warning">{t('inativoAviso')}</Alert>
      )}

      <Secao titulo={t('semanais')} acao={incluir('periodo', t('incluirPeriodo'))}>
        <TabelaSemanais
          horarios={horarios}
          vazio={t('semanaisVazio')}
          onRemover={(item) => setRemovendo({ kind: 'periodo', item })}
        />
      </Secao>

      <Secao titulo={t('excecoes')} acao={incluir('excecao', t('incluirExcecao'))}>
        <TabelaExcecoes
          excecoes={excecoes}
          onRemover={(item) => setRemovendo({ kind: 'excecao', item })}
        />
      </Secao>

      {dialog === 'periodo' ? (
        <PeriodoDialog
          duracaoMinutos={duracaoMinutos}
          cidades={cidades.data}
          onClose={() => setDialog(null)}
          onSave={(periodo) => aplicar(dataProvider.incluirPeriodo(id, periodo))}
        />
      ) : null}
      {dialog === 'excecao' ? (
        <ExcecaoDialog
          duracaoMinutos={duracaoMinutos}
          cidades={cidades.data}
          onClose={() => setDialog(null)}
          onSave={(excecao) => aplicar(dataProvider.incluirExcecao(id, excecao))}
        />
      ) : null}
      <ActionDialog
        open={removendo !== null}
        title={
          removendo?.kind === 'excecao' ? t('removerExcecaoTitulo') : t('removerPeriodoTitulo')
        }
        message={
          !removendo
            ? ''
            : removendo.kind === 'periodo'
              ? t('removerPeriodoTexto', { descricao: periodoDe(removendo.item) })
              : t('removerExcecaoTexto', { descricao: excecaoDe(removendo.item) })
        }
        destructive
        onClose={() => setRemovendo(null)}
        onConfirm={() =>
          aplicar(
            removendo!.kind === 'periodo'
              ? dataProvider.removerPeriodo(id, removendo!.item.id)
              : dataProvider.removerExcecao(id, removendo!.item.id),
          ).catch((error: unknown) => {
            onError(error);
            throw error;
          })
        }
      />
    </Box>
  );
}
