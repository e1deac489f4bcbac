import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { useErrorNotice } from '../../../components/useErrorNotice';
import type { PropostasDataProvider } from '../../../providers/propostasDataProvider';
import { useCopyToClipboard } from '../show/LinksCard';

interface CopiarLinkDialogProps {
  onClose(): void;
  propostaId: number;
  link: { tipo: string; label: string };
}

/**
 * 'Copiar link': the proposal detail carries no live link, so one is issued here on request
 * (POST .../links/{tipo}/copiar, recorded in the history), copied at once and shown in this
 * dialog only: closing it forgets the address. The applicant still needs the one-time code
 * sent to a registered contact to act on it.
 */
export function CopiarLinkDialog({ onClose, propostaId, link }: CopiarLinkDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<PropostasDataProvider>();
  const refresh = useRefresh();
  const onError = useErrorNotice();
  const copy = useCopyToClipboard();
  const [url, setUrl] = useState<string | null>(null);
  const [gerando, setGerando] = useState(false);

  const gerar = async () => {
    setGerando(true);
    try {
      const answer = await dataProvider.enviarComando({
        url: `/api/adesao/${propostaId}/links/${link.tipo}/copiar`,
        method: 'POST',
      });
      const { link: novo } = answer.data as { link: string };
      setUrl(novo);
      // The clipboard's own notice ('Conteúdo copiado com sucesso.') is the one shown.
      await copy(novo);
    } catch (error) {
      onError(error);
    } finally {
      setGerando(false);
      // The history now has the entry.
      refresh();
    }
  };

  return (
    <Dialog open onClose={gerando ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>
        {translate('propostas.links.copiar_titulo', { link: link.label })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate(
            link.tipo === 'assinatura'
              ? 'propostas.links.copiar_aviso_assinatura'
              : 'propostas.links.copiar_aviso',
          )}
        </DialogContentText>
        {url ? (
          <TextField
            label={translate('propostas.links.link_gerado')}
            value={url}
            fullWidth
            multiline
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText={
              link.tipo === 'assinatura'
                ? undefined
                : translate('propostas.links.codigo_proponente')
            }
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={gerando}>
          {translate(url ? 'propostas.links.fechar' : 'propostas.acoes.voltar')}
        </Button>
        {url ? (
          <Button
            startIcon={<ContentCopyIcon />}
            variant="contained"
            onClick={() => void copy(url)}
          >
            {translate('propostas.links.copiar_de_novo')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void gerar()} disabled={gerando}>
            {translate('propostas.links.gerar')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
