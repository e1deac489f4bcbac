import ArchiveIcon from '@mui/icons-material/FolderZipOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useErrorNotice } from '../../components/useErrorNotice';
import type { DocumentosDataProvider } from '../../providers/documentosDataProvider';
import { saveBlob } from '../../providers/download';
import { textsOf } from '../../providers/i18nProvider';

/**
 * Everything of a proposal taken away at once: the attachments as one ZIP, the dossier as PDF.
 * A failed dossier is the server's JSON body, decoded by the client into the notice.
 */
export function DocumentosAcoes({ propostaId }: { propostaId: number }) {
  const t = textsOf('documentos');
  const notifyError = useErrorNotice();
  const dataProvider = useDataProvider<DocumentosDataProvider>();
  const [busy, setBusy] = useState<'zip' | 'pdf' | null>(null);

  const run = async (kind: 'zip' | 'pdf') => {
    setBusy(kind);
    try {
      if (kind === 'zip') {
        saveBlob(
          await dataProvider.baixarDocumentosZip(propostaId),
          `documentos-proposta-${propostaId}.zip`,
        );
      } else {
        saveBlob(await dataProvider.gerarDossie(propostaId), `dossie-proposta-${propostaId}.pdf`);
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const icon = (kind: 'zip' | 'pdf') =>
    busy === kind ? <CircularProgress size={16} /> : kind === 'zip' ? <ArchiveIcon /> : <PdfIcon />;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={icon('zip')}
        disabled={busy !== null}
        onClick={() => void run('zip')}
      >
        {t('baixarTodos')}
      </Button>
      <Button
        size="small"
        startIcon={icon('pdf')}
        disabled={busy !== null}
        onClick={() => void run('pdf')}
      >
        {t('gerarDossie')}
      </Button>
    </Stack>
  );
}
