import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Title, useBasename, useNotify } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { useErrorNotice } from '../../components/useErrorNotice';
import { DIAS_SEMANA_ORDEM, nomeDoDia, rotuloIntervalo, TIPO_ATENDIMENTO } from '../../domain';
import { ActionDialog } from '../propostas/dialogs/ActionDialog';
import { agendaApi, agendaQueryKey, type Escrita, type Excecao, type PeriodoSemanal } from './api';
import { AGENDA_PATH } from './EnfermeirosAgendaPage';
import { ExcecaoDialog } from './ExcecaoDialog';
import { PeriodoDialog } from './PeriodoDialog';
import { AGENDA_TEXTOS as T } from './texts';

/** '04/12/2026 (sexta-feira)' of a yyyy-MM-dd day. */
function dataComDia(data: string): string {
  const [y, m, d] = data.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${data.slice(8, 10)}/${data.slice(5, 7)}/${y} (${nomeDoDia(weekday).toLowerCase()})`;
}

function atendimento(tipo: number | null, cidade: string | null): string {
  if (tipo == null) return '—';
  return tipo === TIPO_ATENDIMENTO.PRESENCIAL ? T.presencialEm(cidade) : T.online;
}

const periodoDe = (p: PeriodoSemanal) =>
  `${nomeDoDia(p.diaSemana).toLowerCase()}, ${rotuloIntervalo(p)} (${atendimento(p.tipoAtendimento, p.cidade).toLowerCase()})`;
const excecaoDe = (e: Excecao) =>
  `${dataComDia(e.data)}, ${e.horaInicio ? rotuloIntervalo({ horaInicio: e.horaInicio, horaFim: e.horaFim! }) : T.diaInteiro.toLowerCase()}`;

type Removendo = { kind: 'periodo'; item: PeriodoSemanal } | { kind: 'excecao'; item: Excecao };

function Secao({
  titulo,
  acao,
  children,
}: {
  titulo: string;
  acao: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={titulo}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {titulo}
          </Typography>
          {acao}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function RemoverButton({ rotulo, onClick }: { rotulo: string; onClick(): void }) {
  return (
    <Tooltip title={T.remover}>
      <IconButton size="small" aria-label={rotulo} onClick={onClick}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * One nurse's agenda: her weekly periods (Monday first) and her exceptions from today on, each
 * added in a dialog and removed after a confirmation. The slots offered when booking are made
 * of exactly these, less holidays and bookings, so an empty agenda says so.
 */
export function AgendaEnfermeiroPage() {
  const id = Number(useParams().id);
  const basename = useBasename();
  const notify = useNotify();
  const onError = useErrorNotice();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'periodo' | 'excecao' | null>(null);
  const [removendo, setRemovendo] = useState<Removendo | null>(null);
  const agenda = useQuery({
    queryKey: agendaQueryKey(id),
    queryFn: ({ signal }) => agendaApi.agenda(id, signal),
    retry: false,
  });
  const cidades = useQuery({
    queryKey: ['agenda-enfermagem-cidades'],
    queryFn: ({ signal }) => agendaApi.cidades(signal),
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

  if (agenda.isPending) return <CircularProgress sx={{ m: 3 }} aria-label="Carregando" />;
  if (agenda.isError) return <LoadError onRetry={() => void agenda.refetch()} />;
  const { enfermeiro, duracaoMinutos, horarios, excecoes } = agenda.data;
  const ordem = (dia: number) => DIAS_SEMANA_ORDEM.indexOf(dia as never);
  const semanais = [...horarios].sort(
    (a, b) => ordem(a.diaSemana) - ordem(b.diaSemana) || a.horaInicio.localeCompare(b.horaInicio),
  );
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
      <Title title={T.tituloAgenda(enfermeiro.nome)} />
      <Box>
        <Button
          component={RouterLink}
          to={`${basename}/${AGENDA_PATH}`}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {T.voltar}
        </Button>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {T.tituloAgenda(enfermeiro.nome)}
        </Typography>
        <Chip size="small" variant="outlined" label={enfermeiro.tipo} />
        <Chip
          size="small"
          variant="outlined"
          color={enfermeiro.ativo ? 'success' : 'default'}
          label={enfermeiro.ativo ? T.ativo : T.inativo}
        />
      </Stack>
      {enfermeiro.ativo ? (
        <Typography variant="body2" color="text.secondary">
          {T.duracao(duracaoMinutos)}
        </Typography>
      ) : (
        <Alert severity="warning">{T.inativoAviso}</Alert>
      )}

      <Secao titulo={T.semanais} acao={incluir('periodo', T.incluirPeriodo)}>
        {semanais.length === 0 ? (
          <Alert severity="info">{T.semanaisVazio}</Alert>
        ) : (
          <Table size="small" aria-label={T.semanais}>
            <TableHead>
              <TableRow>
                <TableCell>{T.dia}</TableCell>
                <TableCell>{T.horario}</TableCell>
                <TableCell>{T.atendimento}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {semanais.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{nomeDoDia(p.diaSemana)}</TableCell>
                  <TableCell>{rotuloIntervalo(p)}</TableCell>
                  <TableCell>{atendimento(p.tipoAtendimento, p.cidade)}</TableCell>
                  <TableCell align="right">
                    <RemoverButton
                      rotulo={T.removerPeriodoRotulo(periodoDe(p))}
                      onClick={() => setRemovendo({ kind: 'periodo', item: p })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Secao>

      <Secao titulo={T.excecoes} acao={incluir('excecao', T.incluirExcecao)}>
        {excecoes.length === 0 ? (
          <Typography variant="body2">{T.excecoesVazio}</Typography>
        ) : (
          <Table size="small" aria-label={T.excecoes}>
            <TableHead>
              <TableRow>
                <TableCell>{T.data}</TableCell>
                <TableCell>{T.tipo}</TableCell>
                <TableCell>{T.horario}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {T.atendimento}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{T.motivo}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {excecoes.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{dataComDia(e.data)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={e.tipo === 'extra' ? 'info' : 'warning'}
                      label={e.tipo === 'extra' ? T.extra : T.folga}
                    />
                  </TableCell>
                  <TableCell>
                    {e.horaInicio
                      ? rotuloIntervalo({ horaInicio: e.horaInicio, horaFim: e.horaFim! })
                      : T.diaInteiro}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {atendimento(e.tipoAtendimento, e.cidade)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {e.motivo ?? '—'}
                  </TableCell>
                  <TableCell align="right">
                    <RemoverButton
                      rotulo={T.removerPeriodoRotulo(excecaoDe(e))}
                      onClick={() => setRemovendo({ kind: 'excecao', item: e })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Secao>

      {dialog === 'periodo' ? (
        <PeriodoDialog
          duracaoMinutos={duracaoMinutos}
          cidades={cidades.data}
          onClose={() => setDialog(null)}
          onSave={(periodo) => aplicar(agendaApi.incluirPeriodo(id, periodo))}
        />
      ) : null}
      {dialog === 'excecao' ? (
        <ExcecaoDialog
          duracaoMinutos={duracaoMinutos}
          cidades={cidades.data}
          onClose={() => setDialog(null)}
          onSave={(excecao) => aplicar(agendaApi.incluirExcecao(id, excecao))}
        />
      ) : null}
      <ActionDialog
        open={removendo !== null}
        title={removendo?.kind === 'excecao' ? T.removerExcecaoTitulo : T.removerPeriodoTitulo}
        message={
          !removendo
            ? ''
            : removendo.kind === 'periodo'
              ? T.removerPeriodoTexto(periodoDe(removendo.item))
              : T.removerExcecaoTexto(excecaoDe(removendo.item))
        }
        destructive
        onClose={() => setRemovendo(null)}
        onConfirm={() =>
          aplicar(
            removendo!.kind === 'periodo'
              ? agendaApi.removerPeriodo(id, removendo!.item.id)
              : agendaApi.removerExcecao(id, removendo!.item.id),
          ).catch((error: unknown) => {
            onError(error);
            throw error;
          })
        }
      />
    </Box>
  );
}
