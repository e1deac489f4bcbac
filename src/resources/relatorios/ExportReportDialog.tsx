import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { format, isValid } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider } from 'react-admin';
import {
  DATE_BR,
  defaultReportPeriod,
  parseDateBR,
  reportTypesFor,
  SITUACOES,
  validateReportFilter,
  type ReportFilter,
  type ReportTypeKey,
} from '../../domain';
import { PickersProvider } from '../../components/PickersProvider';
import { useErrorNotice } from '../../components/useErrorNotice';
import { rotuloTipoRelatorio } from './rotulosRelatorios';
import type { RelatoriosDataProvider } from '../../providers/relatoriosDataProvider';
import { useSession } from '../../providers/useSession';
import { ReportFilterFields, type ReportForm } from './ReportFilterFields';
import { localized, textsOf } from '../../providers/i18nProvider';

function initialForm(today: Date): ReportForm {
  const { dataInicio, dataFim } = defaultReportPeriod(today);
  return {
    unidades: [],
    // Every situation, so the monthly export works as it opens; the user narrows it down.
    situacoes: SITUACOES.map((s) => s.id),
    dataInicio: parseDateBR(dataInicio),
    dataFim: parseDateBR(dataFim),
    dataInicioAprovacao: null,
    dataFimAprovacao: null,
  };
}

/** A picker's value as the API reads it; a half-typed date stays visible to the rules. */
const dateText = (date: Date | null) =>
  date === null ? undefined : isValid(date) ? format(date, DATE_BR) : 'inválida';

/** The body each report's endpoint takes (document 2, sections 3 and 7). */
export function filterOf(type: ReportTypeKey, form: ReportForm): ReportFilter {
  const unidades = form.unidades.length ? { unidades: form.unidades } : {};
  switch (type) {
    case 'geral':
      return {
        ...unidades,
        situacoes: form.situacoes,
        dataInicio: dateText(form.dataInicio),
        dataFim: dateText(form.dataFim),
      };
    case 'gestao-saude':
    case 'assinadas':
      return {
        ...unidades,
        dataInicio: dateText(form.dataInicio),
        dataFim: dateText(form.dataFim),
      };
    case 'aprovadores-documentacao':
      return {
        ...unidades,
        ...(form.situacoes.length ? { situacoes: form.situacoes } : {}),
        dataInicioCriacao: dateText(form.dataInicio),
        dataFimCriacao: dateText(form.dataFim),
        dataInicioAprovacao: dateText(form.dataInicioAprovacao),
        dataFimAprovacao: dateText(form.dataFimAprovacao),
      };
    default:
      return {};
  }
}

/** Starts the download of a blob under a file name, as the 'Baixar arquivo' link does. */
function baixar(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

interface Exported {
  url: string;
  fileName: string;
}

/**
 * 'Exportar Relatório' (document 2, section 2.5): the report types the user's roles allow, the
 * first preselected; each type's filters with the previous calendar month as the period; the
 * period rules before any request; a spinner while the server writes the CSV; then the file
 * is downloaded under its report's name and the confirmation view offers it again.
 */
export function ExportReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const r = textsOf('relatorios');
  const { user } = useSession();
  const types = useMemo(() => reportTypesFor(user?.roles ?? []), [user]);
  const [type, setType] = useState<ReportTypeKey | ''>('');
  const [formato, setFormato] = useState<'csv' | 'xlsx'>('csv');
  const [form, setForm] = useState<ReportForm>(() => initialForm(new Date()));
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [exported, setExported] = useState<Exported | null>(null);
  const onError = useErrorNotice();
  const dataProvider = useDataProvider<RelatoriosDataProvider>();

  // Each opening starts over: first allowed type, last month, no message.
  useEffect(() => {
    if (!open) return;
    setType(types[0]?.key ?? '');
    setForm(initialForm(new Date()));
    setError(null);
    setExported(null);
  }, [open, types]);
  useEffect(() => () => (exported ? URL.revokeObjectURL(exported.url) : undefined), [exported]);

  const chosen = types.find((t) => t.key === type);
  const submit = async () => {
    if (!chosen?.endpoint) return;
    const filter = filterOf(chosen.key, form);
    const invalid = validateReportFilter(chosen.key, filter);
    setError(invalid);
    if (invalid) return;
    setRunning(true);
    try {
      const blob = await dataProvider.exportarRelatorio(chosen.endpoint, formato, filter);
      const url = URL.createObjectURL(blob);
      const fileName = `relatorio-${chosen.key}-${format(new Date(), 'yyyy-MM-dd')}.${formato}`;
      setExported({ url, fileName });
      // Downloaded under its own name: a blob opened in a new window was saved by the browser
      // under the blob's UUID, while this dialog said it had opened (issue 39, item 15).
      baixar(url, fileName);
    } catch (failure) {
      onError(failure);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={running ? undefined : onClose}
      aria-labelledby="exportar-relatorio-titulo"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="exportar-relatorio-titulo">{r('exportar.titulo')}</DialogTitle>
      <DialogContent dividers>
        {exported ? (
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
            <Typography variant="h6" component="p">
              {r('exportar.gerado')}
            </Typography>
            <Typography color="text.secondary">
              {r('exportar.baixado', {
                relatorio: chosen ? rotuloTipoRelatorio(chosen) : '',
                arquivo: exported.fileName,
              })}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={exported.url}
              download={exported.fileName}
            >
              {r('exportar.baixarArquivo')}
            </Button>
          </Stack>
        ) : types.length === 0 ? (
          <Typography>{r('exportar.semRelatorios')}</Typography>
        ) : (
          <PickersProvider>
            <Stack spacing={2.5}>
              <Typography color="text.secondary">{r('exportar.introducao')}</Typography>
              <TextField
                select
                size="small"
                label={r('exportar.tipo')}
                value={type}
                onChange={(event) => {
                  setType(event.target.value as ReportTypeKey);
                  setError(null);
                }}
              >
                {types.map((t) => (
                  <MenuItem key={t.key} value={t.key}>
                    {rotuloTipoRelatorio(t)}
                  </MenuItem>
                ))}
              </TextField>
              {chosen ? (
                <ReportFilterFields type={chosen.key} form={form} onChange={setForm} />
              ) : null}
              <TextField
                select
                size="small"
                label={r('exportar.formato')}
                value={formato}
                onChange={(event) => setFormato(event.target.value as 'csv' | 'xlsx')}
              >
                <MenuItem value="csv">{r('exportar.csv')}</MenuItem>
                <MenuItem value="xlsx">{r('exportar.xlsx')}</MenuItem>
              </TextField>
              {error ? <Alert severity="error">{localized(error)}</Alert> : null}
            </Stack>
          </PickersProvider>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {r('exportar.fechar')}
        </Button>
        {!exported && chosen ? (
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={running}
            startIcon={running ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
          >
            {r('exportar.exportar')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
