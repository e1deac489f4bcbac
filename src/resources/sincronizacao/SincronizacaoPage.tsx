import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { usePageTitle } from '../../components/layout/PageTitle';
import { SINCRONIZACAO_COLUNAS } from '../../domain';
import { useErrorNotice } from '../../components/useErrorNotice';
import type {
  ResumoSincronizacao,
  SincronizacaoDataProvider,
} from '../../providers/sincronizacaoDataProvider';
import { RelatorioLinhas } from './RelatorioLinhas';
import { textsOf } from '../../providers/i18nProvider';

/**
 * sincronizacao (spec 2.7): choose a CSV, see what each line would do, import it all at once.
 * 'Importar' stays off while any line has an error: the server refuses such a file anyway.
 */
export function SincronizacaoPage() {
  const t = textsOf('sincronizacao');
  const title = usePageTitle();
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const dataProvider = useDataProvider<SincronizacaoDataProvider>();
  const onError = useErrorNotice();
  const [arquivo, setArquivo] = useState<{ nome: string; conteudo: string } | null>(null);
  const [resumo, setResumo] = useState<ResumoSincronizacao | null>(null);
  const [busy, setBusy] = useState<'analisando' | 'importando' | null>(null);

  async function escolher(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const conteudo = await file.text();
    setArquivo({ nome: file.name, conteudo });
    setResumo(null);
    setBusy('analisando');
    try {
      setResumo(await dataProvider.previaSincronizacao(conteudo));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  }

  async function importar() {
    if (!arquivo) return;
    setBusy('importando');
    try {
      const { messages } = await dataProvider.importarSincronizacao(arquivo.conteudo);
      notify(messages[0], { type: 'success' });
      setResumo(null);
      setArquivo(null);
    } catch (error) {
      // A refused file comes back with its report: show it instead of the preview.
      const body = (error as { body?: { data?: ResumoSincronizacao } }).body;
      if (body?.data?.linhas) setResumo(body.data);
      onError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      {/* The app bar says the menu entry's label, like every page the menu opens. */}
      <Title title={title ?? ''} />
      <Card>
        <CardContent>
          <Typography variant="body1" gutterBottom>
            {t('instrucoes')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('colunas')} <code>{SINCRONIZACAO_COLUNAS.join(';')}</code>
          </Typography>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={t('escolher')}
              onChange={(event) => void escolher(event.target.files?.[0])}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={busy !== null}
              onClick={() => input.current?.click()}
            >
              {t('escolher')}
            </Button>
            <Typography variant="body2">{arquivo?.nome ?? t('semArquivo')}</Typography>
          </Stack>
        </CardContent>
      </Card>
      {busy === 'analisando' && <Typography>{t('analisando')}</Typography>}
      {resumo && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('previa')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('resumo', {
                criar: resumo.criar,
                atualizar: resumo.atualizar,
                erros: resumo.erros,
              })}
            </Typography>
            {resumo.erros > 0 && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {t('corrija')}
              </Alert>
            )}
            <RelatorioLinhas linhas={resumo.linhas} />
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              disabled={busy !== null || resumo.erros > 0 || !arquivo}
              onClick={() => void importar()}
            >
              {busy === 'importando' ? t('importando') : t('importar')}
            </Button>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
