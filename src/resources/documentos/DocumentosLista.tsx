import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { visuallyHidden } from '@mui/utils';
import {
  Box,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { formatFileSize } from '../../domain';
import { formatDataHora } from '../../components/formatters';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { useErrorNotice } from '../../components/useErrorNotice';
import { DocumentoPreviewDialog } from './DocumentoPreviewDialog';
import type { Documento, DocumentosDataProvider } from '../../providers/documentosDataProvider';
import { saveBlob } from '../../providers/download';
import { tirarExcluido } from './documentosEmCache';
import { useDocumentos } from './useDocumentos';
import { textsOf } from '../../providers/i18nProvider';

/**
 * The documents of a proposal: each opens in a preview, downloads under its own name and, for
 * the roles that may, is deleted after a confirmation. The proposal screen's card and the
 * attach screen show this same list, so a document sent on one appears on the other.
 */
export function DocumentosLista({
  propostaId,
  podeExcluir,
}: {
  propostaId: number;
  podeExcluir: boolean;
}) {
  const t = textsOf('documentos');
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentosDataProvider>();
  const notifyError = useErrorNotice();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<Documento | null>(null);
  const [excluindo, setExcluindo] = useState<Documento | null>(null);
  const { data, isPending, isError, refetch } = useDocumentos(propostaId);
  const excluir = useMutation({
    mutationFn: (documento: Documento) => dataProvider.excluirDocumento(propostaId, documento.id),
    onSuccess: (_answer, documento) => {
      notify(t('excluido'), { type: 'success' });
      setExcluindo(null);
      // Gone from the list at once, without reading it again (decisions/0134).
      tirarExcluido(queryClient, propostaId, documento.id);
    },
    onError: notifyError,
  });
  const baixar = async (documento: Documento) => {
    try {
      saveBlob(await dataProvider.baixarDocumento(propostaId, documento.id), documento.nomeArquivo);
    } catch (error) {
      notifyError(error);
    }
  };

  if (isPending) return <Loading />;
  if (isError) return <LoadError message={t('indisponiveis')} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('semDocumentos')}
      </Typography>
    );
  }
  return (
    <>
      <List dense disablePadding aria-label={t('tituloLista')}>
        {data.map((documento) => (
          <ListItem
            key={documento.id}
            disablePadding
            secondaryAction={
              <Stack direction="row">
                <Tooltip title={t('baixar')} describeChild>
                  <IconButton
                    aria-label={`${t('baixar')} ${documento.nomeArquivo}`}
                    onClick={() => void baixar(documento)}
                  >
                    <DownloadIcon />
                  </IconButton>
                </Tooltip>
                {podeExcluir ? (
                  <Tooltip title={t('excluir')} describeChild>
                    <IconButton
                      aria-label={`${t('excluir')} ${documento.nomeArquivo}`}
                      onClick={() => setExcluindo(documento)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </Stack>
            }
            sx={{ pr: podeExcluir ? 12 : 7 }}
          >
            {/* The button's name starts with what it shows (label in name, WCAG 2.5.3):
                'Visualizar' is read before the file name, not put in place of it. */}
            <ListItemButton onClick={() => setPreview(documento)}>
              <Box component="span" sx={visuallyHidden}>
                {`${t('visualizar')} `}
              </Box>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {documento.contentType === 'application/pdf' ? <PdfIcon /> : <ImageIcon />}
              </ListItemIcon>
              <ListItemText
                primary={documento.nomeArquivo}
                secondary={[
                  documento.tipoNome,
                  formatFileSize(documento.tamanho),
                  documento.usuario,
                  formatDataHora(documento.dataCriacao),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
              <VisibilityIcon fontSize="small" color="action" sx={{ ml: 1 }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {preview ? (
        <DocumentoPreviewDialog
          propostaId={propostaId}
          documento={preview}
          onClose={() => setPreview(null)}
        />
      ) : null}
      <Confirm
        isOpen={excluindo !== null}
        loading={excluir.isPending}
        title={t('confirmarExclusaoTitulo')}
        content={excluindo ? t('confirmarExclusao', { nome: excluindo.nomeArquivo }) : ''}
        confirm={t('excluir')}
        confirmColor="warning"
        onConfirm={() => excluindo && excluir.mutate(excluindo)}
        onClose={() => setExcluindo(null)}
      />
    </>
  );
}
