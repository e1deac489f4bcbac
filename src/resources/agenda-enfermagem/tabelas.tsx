import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Card,
  CardContent,
  Chip,
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
import type { ReactNode } from 'react';
import { DIAS_SEMANA_ORDEM, rotuloIntervalo, TIPO_ATENDIMENTO } from '../../domain';
import type { Excecao, PeriodoSemanal } from '../../providers/agendaEnfermagemDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { diaNaFrase, rotuloDia } from './rotulosAgenda';

/**
 * What the manager's agenda of a nurse and the nurse's own 'Minha agenda' both show: the weekly
 * periods and the exceptions, each row removable only where a remove handler is given.
 */

/** '04/12/2026 (sexta-feira)' of a yyyy-MM-dd day. */
export function dataComDia(data: string): string {
  const [y, m, d] = data.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${data.slice(8, 10)}/${data.slice(5, 7)}/${y} (${diaNaFrase(weekday)})`;
}

export function atendimento(tipo: number | null, cidade: string | null): string {
  const t = textsOf('agendaEnfermagem');
  if (tipo == null) return '—';
  return tipo === TIPO_ATENDIMENTO.PRESENCIAL
    ? cidade
      ? t('presencialEm', { cidade })
      : t('presencial')
    : t('online');
}

export const periodoDe = (p: PeriodoSemanal) =>
  `${diaNaFrase(p.diaSemana)}, ${rotuloIntervalo(p)} (${atendimento(p.tipoAtendimento, p.cidade).toLowerCase()})`;
export const excecaoDe = (e: Excecao) =>
  `${dataComDia(e.data)}, ${e.horaInicio ? rotuloIntervalo({ horaInicio: e.horaInicio, horaFim: e.horaFim! }) : textsOf('agendaEnfermagem')('diaInteiro').toLowerCase()}`;

/** Monday first, then by start time. */
export function semanaOrdenada(horarios: readonly PeriodoSemanal[]): PeriodoSemanal[] {
  const ordem = (dia: number) => DIAS_SEMANA_ORDEM.indexOf(dia as never);
  return [...horarios].sort(
    (a, b) => ordem(a.diaSemana) - ordem(b.diaSemana) || a.horaInicio.localeCompare(b.horaInicio),
  );
}

export function Secao({
  titulo,
  acao,
  children,
}: {
  titulo: string;
  acao?: ReactNode;
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
  const t = textsOf('agendaEnfermagem');
  return (
    <Tooltip title={t('remover')}>
      <IconButton size="small" aria-label={rotulo} onClick={onClick}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

const MD_UP = { display: { xs: 'none', md: 'table-cell' } };

export function TabelaSemanais({
  horarios,
  vazio,
  onRemover,
}: {
  horarios: readonly PeriodoSemanal[];
  vazio: string;
  onRemover?(periodo: PeriodoSemanal): void;
}) {
  const t = textsOf('agendaEnfermagem');
  if (horarios.length === 0) return <Alert severity="info">{vazio}</Alert>;
  return (
    <Table size="small" aria-label={t('semanais')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('dia')}</TableCell>
          <TableCell>{t('horario')}</TableCell>
          <TableCell>{t('atendimento')}</TableCell>
          {onRemover ? <TableCell /> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {semanaOrdenada(horarios).map((p) => (
          <TableRow key={p.id}>
            <TableCell>{rotuloDia(p.diaSemana)}</TableCell>
            <TableCell>{rotuloIntervalo(p)}</TableCell>
            <TableCell>{atendimento(p.tipoAtendimento, p.cidade)}</TableCell>
            {onRemover ? (
              <TableCell align="right">
                <RemoverButton
                  rotulo={t('removerPeriodoRotulo', { descricao: periodoDe(p) })}
                  onClick={() => onRemover(p)}
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function TabelaExcecoes({
  excecoes,
  onRemover,
}: {
  excecoes: readonly Excecao[];
  onRemover?(excecao: Excecao): void;
}) {
  const t = textsOf('agendaEnfermagem');
  if (excecoes.length === 0) return <Typography variant="body2">{t('excecoesVazio')}</Typography>;
  return (
    <Table size="small" aria-label={t('excecoes')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('data')}</TableCell>
          <TableCell>{t('tipo')}</TableCell>
          <TableCell>{t('horario')}</TableCell>
          <TableCell sx={MD_UP}>{t('atendimento')}</TableCell>
          <TableCell sx={MD_UP}>{t('motivo')}</TableCell>
          {onRemover ? <TableCell /> : null}
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
                label={e.tipo === 'extra' ? t('extra') : t('folga')}
              />
            </TableCell>
            <TableCell>
              {e.horaInicio
                ? rotuloIntervalo({ horaInicio: e.horaInicio, horaFim: e.horaFim! })
                : t('diaInteiro')}
            </TableCell>
            <TableCell sx={MD_UP}>{atendimento(e.tipoAtendimento, e.cidade)}</TableCell>
            <TableCell sx={MD_UP}>{e.motivo ?? '—'}</TableCell>
            {onRemover ? (
              <TableCell align="right">
                <RemoverButton
                  rotulo={t('removerPeriodoRotulo', { descricao: excecaoDe(e) })}
                  onClick={() => onRemover(e)}
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
