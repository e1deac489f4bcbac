import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useGetOne, useNotify, type Identifier } from 'react-admin';
import { useErrorNotice } from '../../components/useErrorNotice';
import type { ArquivosPdfDataProvider, RecursoPdf } from '../../providers/arquivosPdfDataProvider';
import { saveBlob } from '../../providers/download';
import { textsOf } from '../../providers/i18nProvider';

interface ArquivoRecord {
  id: Identifier;
  arquivoNome: string | null;
}

/**
 * The record's PDF: its name, 'Enviar PDF' (or 'Substituir PDF') and 'Baixar PDF'. The server
 * decides what a PDF is by its bytes; the picker only narrows the choice to .pdf files.
 */
export function PdfArquivoSection({
  recurso,
  id,
  titulo,
}: {
  recurso: RecursoPdf;
  id: string | number;
  titulo?: string;
}) {
  const t = textsOf('arquivosPdf');
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const dataProvider = useDataProvider<ArquivosPdfDataProvider>();
  const onError = useErrorNotice();
  const [busy, setBusy] = useState(false);
  const { data, refetch } = useGetOne<ArquivoRecord>(recurso, { id });
  const nome = data?.arquivoNome ?? null;

  async function enviar(arquivo: File | undefined) {
    if (!arquivo) return;
    setBusy(true);
    try {
      const messages = await dataProvider.enviarPdf(recurso, id, arquivo);
      notify(messages[0] ?? t('enviado'), { type: 'success' });
      await refetch();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function baixar() {
    try {
      saveBlob(await dataProvider.baixarPdf(recurso, id), nome ?? 'arquivo.pdf');
    } catch (error) {
      onError(error);
    }
  }

  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 560 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {titulo ?? t('titulo')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="pdf-atual">
          {nome ? `${t('atual')} ${nome}` : t('nenhum')}
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            aria-label={nome ? t('substituir') : t('enviar')}
            onChange={(event) => void enviar(event.target.files?.[0])}
          />
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {busy ? t('enviando') : nome ? t('substituir') : t('enviar')}
          </Button>
          {nome && (
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void baixar()}>
              {t('baixar')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
