import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import type { Documento, DocumentosDataProvider } from '../../providers/documentosDataProvider';
import { saveBlob } from '../../providers/download';
import { useObjectUrl } from './useObjectUrl';
import { textsOf } from '../../providers/i18nProvider';

/**
 * The document inline: an image as an image, a PDF in the browser's own viewer. The bytes
 * are fetched with the session's token (a plain link could not carry it) and shown through a
 * blob: URL that is revoked when the dialog closes.
 */
export function DocumentoPreviewDialog({
  propostaId,
  documento,
  onClose,
}: {
  propostaId: number;
  documento: Documento;
  onClose(): void;
}) {
  const t = textsOf('documentos');
  const dataProvider = useDataProvider<DocumentosDataProvider>();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['documento-arquivo', propostaId, documento.id],
    queryFn: ({ signal }) => dataProvider.baixarDocumento(propostaId, documento.id, signal),
    retry: false,
    // The bytes stay only while the dialog is open.
    gcTime: 0,
  });
  const url = useObjectUrl(data);
  const isPdf = documento.contentType === 'application/pdf';

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="documento-preview">
      <DialogTitle id="documento-preview">{documento.nomeArquivo}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, minHeight: 320 }}>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <Box sx={{ p: 2 }}>
            <LoadError message={t('previewIndisponivel')} onRetry={() => void refetch()} />
          </Box>
        ) : !url ? null : isPdf ? (
          <Box
            component="iframe"
            title={documento.nomeArquivo}
            src={url}
            sx={{ border: 0, width: '100%', height: '75vh', display: 'block' }}
          />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
            <Box
              component="img"
              src={url}
              alt={documento.nomeArquivo}
              sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
          {documento.tipoNome}
        </Typography>
        <Button
          startIcon={<DownloadIcon />}
          disabled={!data}
          onClick={() => data && saveBlob(data, documento.nomeArquivo)}
        >
          {t('baixar')}
        </Button>
        <Button onClick={onClose}>{t('fechar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
