import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { isEmail } from '../../../domain';
import { PhoneText } from '../../../components/PhoneText';
import { Loading } from '../../../components/Loading';
import { useProposalList } from '../side-panel/useProposalList';
import { COMUNICACOES } from '../../../providers/propostasDataProvider';
import type { Envio } from '../types';
import { LoadError } from '../../../components/LoadError';
import { formatDataHora } from '../../../components/formatters';
import { rotuloCanal } from './rotuloCanal';

const STATUS_COLOR: Record<string, 'default' | 'success' | 'error'> = {
  enviado: 'success',
  falhou: 'error',
};

/** The communications log of the proposal (GET api/logHistoricoEnvio/{id}), newest first. */
export function EnviosDialog({
  open,
  onClose,
  propostaId,
}: {
  open: boolean;
  onClose(): void;
  propostaId: number;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const { items, isPending, failed, retry } = useProposalList<Envio>(COMUNICACOES, propostaId, {
    enabled: open,
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      // The log has six columns: wider than the product's 550 px dialogs.
      slotProps={{ paper: { sx: { maxWidth: 960 } } }}
    >
      <DialogTitle id={titleId}>{translate('propostas.comunicacoes.historico')}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <Loading />
        ) : failed ? (
          <LoadError onRetry={retry} />
        ) : items.length === 0 ? (
          translate('propostas.comunicacoes.sem_envios')
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('propostas.comunicacoes.colunas.data')}</TableCell>
                <TableCell>{translate('propostas.comunicacoes.colunas.modelo')}</TableCell>
                <TableCell>{translate('propostas.comunicacoes.canal')}</TableCell>
                <TableCell>{translate('propostas.comunicacoes.destino')}</TableCell>
                <TableCell>{translate('propostas.comunicacoes.colunas.situacao')}</TableCell>
                <TableCell>{translate('propostas.comunicacoes.colunas.usuario')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((envio) => (
                <TableRow key={envio.id}>
                  <TableCell>{formatDataHora(envio.dataCriacao)}</TableCell>
                  <TableCell>{envio.modeloNome}</TableCell>
                  <TableCell>{rotuloCanal(envio.canal)}</TableCell>
                  <TableCell>
                    {isEmail(envio.destino) ? envio.destino : <PhoneText value={envio.destino} />}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={envio.statusNome}
                      color={STATUS_COLOR[envio.status] ?? 'default'}
                      title={envio.erro ?? undefined}
                    />
                  </TableCell>
                  <TableCell>{envio.usuario}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('propostas.fechar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
