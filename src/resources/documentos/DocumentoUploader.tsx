import CheckIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import {
  Box,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useDataProvider, useNotify } from 'react-admin';
import {
  ACCEPT_DOCUMENTO,
  DOCUMENTO_FORMATO_INVALIDO,
  formatFileSize,
  TIPOS_DOCUMENTO,
  type TipoDocumento,
} from '../../domain';
import { extractMessages } from '../../providers/errorHandler';
import type { Documento, DocumentosDataProvider } from '../../providers/documentosDataProvider';
import { mostrarAnexados } from './documentosEmCache';
import { textsOf } from '../../providers/i18nProvider';

interface Envio {
  key: number;
  nome: string;
  tamanho: number;
  tipo: TipoDocumento;
  progresso: number;
  situacao: 'enviando' | 'enviado' | 'erro';
  erro?: string;
}

let nextKey = 1;

/**
 * Drag and drop (or click) to send files as the chosen kind of document. Each file is sent on
 * its own, with its own progress bar, so one refused file (wrong format, too large) never
 * holds back the others; the refusal is the server's message, shown on that file's line.
 */
export function DocumentoUploader({ propostaId }: { propostaId: number }) {
  const tx = textsOf('documentos');
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentosDataProvider>();
  const queryClient = useQueryClient();
  const [tipo, setTipo] = useState<TipoDocumento>(TIPOS_DOCUMENTO[0]);
  const [envios, setEnvios] = useState<Envio[]>([]);
  const controllers = useRef(new Set<AbortController>());

  // Leaving the screen cancels what is still being sent.
  useEffect(() => {
    const pending = controllers.current;
    return () => pending.forEach((c) => c.abort());
  }, []);

  const update = (key: number, change: Partial<Envio>) =>
    setEnvios((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const enviar = async (file: File, key: number) => {
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      const anexado = await dataProvider.anexarDocumento(
        propostaId,
        tipo,
        file,
        (progresso) => update(key, { progresso }),
        controller.signal,
      );
      update(key, { situacao: 'enviado', progresso: 1 });
      return anexado;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return null;
      const [message] = extractMessages(error);
      update(key, { situacao: 'erro', erro: message ?? (error as Error).message });
      return null;
    } finally {
      controllers.current.delete(controller);
    }
  };

  const onDrop = async (accepted: File[], rejected: FileRejection[]) => {
    const novos = accepted.map((file) => ({ file, key: nextKey++ }));
    setEnvios((list) => [
      ...novos.map(({ file, key }) => ({
        key,
        nome: file.name,
        tamanho: file.size,
        tipo,
        progresso: 0,
        situacao: 'enviando' as const,
      })),
      ...rejected.map(({ file }) => ({
        key: nextKey++,
        nome: file.name,
        tamanho: file.size,
        tipo,
        progresso: 0,
        situacao: 'erro' as const,
        erro: DOCUMENTO_FORMATO_INVALIDO,
      })),
      ...list,
    ]);
    const results = await Promise.all(novos.map(({ file, key }) => enviar(file, key)));
    const anexados = results.filter((documento): documento is Documento => documento !== null);
    if (anexados.length > 0) {
      notify(tx('anexado', { smart_count: anexados.length }), { type: 'success' });
      // The answers are the list's entries: drawn at once, not read again (decisions/0134).
      mostrarAnexados(queryClient, propostaId, anexados);
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => void onDrop(accepted, rejected),
    accept: ACCEPT_DOCUMENTO,
  });

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={tx('tipo')}
        value={tipo.slug}
        onChange={(event) => setTipo(TIPOS_DOCUMENTO.find((t) => t.slug === event.target.value)!)}
        sx={{ maxWidth: 360 }}
      >
        {TIPOS_DOCUMENTO.map((t) => (
          <MenuItem key={t.slug} value={t.slug}>
            {t.nome}
          </MenuItem>
        ))}
      </TextField>
      <Box
        {...getRootProps()}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'background.default',
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
          cursor: 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <input {...getInputProps()} aria-label={tx('arrasteOuClique')} />
        <UploadIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography>{isDragActive ? tx('soltarAqui') : tx('arrasteOuClique')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {tx('formatosAceitos')}
        </Typography>
      </Box>
      {envios.length > 0 ? (
        <List dense disablePadding aria-label={tx('enviando')}>
          {envios.map((envio) => (
            <EnvioItem
              key={envio.key}
              envio={envio}
              onRemove={() => setEnvios((list) => list.filter((e) => e.key !== envio.key))}
            />
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

function EnvioItem({ envio, onRemove }: { envio: Envio; onRemove(): void }) {
  const tx = textsOf('documentos');
  const percent = Math.round(envio.progresso * 100);
  return (
    <ListItem
      disableGutters
      secondaryAction={
        envio.situacao === 'enviando' ? null : (
          <IconButton aria-label={`${tx('removerDaFila')} ${envio.nome}`} onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )
      }
    >
      <Stack spacing={0.5} sx={{ width: '100%', pr: 6 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {envio.situacao === 'enviado' ? <CheckIcon color="success" fontSize="small" /> : null}
          {envio.situacao === 'erro' ? <ErrorIcon color="error" fontSize="small" /> : null}
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {envio.nome}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {envio.tipo.nome} · {formatFileSize(envio.tamanho)}
          </Typography>
        </Stack>
        {envio.situacao === 'erro' ? (
          <Typography variant="caption" color="error" role="alert">
            {tx('falhou')}: {envio.erro}
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={envio.situacao === 'enviado' ? 'success' : 'primary'}
              sx={{ flex: 1 }}
              aria-label={`${envio.nome}: ${percent}%`}
            />
            <Typography variant="caption" sx={{ minWidth: 56, textAlign: 'right' }}>
              {envio.situacao === 'enviado' ? tx('enviado') : `${percent}%`}
            </Typography>
          </Stack>
        )}
      </Stack>
    </ListItem>
  );
}
