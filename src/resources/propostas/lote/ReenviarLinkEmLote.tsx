import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  CANAIS_ENVIO,
  LINKS_PROPONENTE,
  type CanalEnvio,
  type TipoLinkProponente,
} from '../../../domain';
import { useErrorNotice } from '../../../components/useErrorNotice';
import type { PropostasDataProvider } from '../../../providers/propostasDataProvider';
import { rotuloCanal } from '../actions/rotuloCanal';
import { rotuloLink } from '../show/rotuloLink';
import type { PropostaListItem } from '../types';
import type { ResultadoLinha, ResultadoLote } from './ResultadoLoteDialog';

interface Props {
  linhas: PropostaListItem[];
  onResultado(resultado: ResultadoLote): void;
  onDone(): void;
}

/**
 * 'Reenviar link' for the selected rows: one applicant link (term, queue, signature, in-app
 * assessment) on one channel, each row to its own contact (POST api/adesao/lote/reenviar). Rows
 * whose status does not call for that link come back refused with the reason.
 */
export function ReenviarLinkEmLote({ linhas, onResultado, onDone }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<PropostasDataProvider>();
  const onError = useErrorNotice();
  const [aberto, setAberto] = useState(false);
  const [tipo, setTipo] = useState<TipoLinkProponente>('assinatura');
  const [canal, setCanal] = useState<CanalEnvio>('sms');
  const [enviando, setEnviando] = useState(false);

  const enviar = async () => {
    setEnviando(true);
    const enviadas = linhas.map(({ id, numeroContrato, nome }) => ({ id, numeroContrato, nome }));
    try {
      const answer = await dataProvider.enviarComando({
        url: '/api/adesao/lote/reenviar',
        method: 'POST',
        body: { tipo, canal, ids: linhas.map((row) => row.id) },
      });
      const { resultados } = answer.data as { resultados: ResultadoLinha[] };
      setAberto(false);
      onResultado({
        titulo: translate('propostas.lote.reenviar'),
        resumo: answer.messages[0],
        resultados,
        linhas: enviadas,
      });
    } catch (error) {
      onError(error);
    } finally {
      setEnviando(false);
      onDone();
    }
  };

  return (
    <>
      <Button size="small" disabled={linhas.length === 0} onClick={() => setAberto(true)}>
        {translate('propostas.lote.reenviar')}
      </Button>
      <Dialog open={aberto} onClose={() => setAberto(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('propostas.lote.reenviar')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('propostas.lote.reenviar_explicacao', { smart_count: linhas.length })}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              select
              label={translate('propostas.lote.link')}
              value={tipo}
              onChange={(e) => setTipo(e.target.value as TipoLinkProponente)}
            >
              {LINKS_PROPONENTE.map((link) => (
                <MenuItem key={link.tipo} value={link.tipo}>
                  {rotuloLink(link.tipo)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('propostas.lote.canal')}
              value={canal}
              onChange={(e) => setCanal(e.target.value as CanalEnvio)}
            >
              {CANAIS_ENVIO.map((c) => (
                <MenuItem key={c.key} value={c.key}>
                  {rotuloCanal(c.key)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={enviando} onClick={() => void enviar()}>
            {translate('propostas.lote.enviar')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
