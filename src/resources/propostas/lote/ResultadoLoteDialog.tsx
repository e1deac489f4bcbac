import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ActionAnswer } from '../../../providers/propostasDataProvider';
import type { PropostaListItem } from '../types';

/**
 * One row of POST api/adesao/lote's (or lote/reenviar's) answer (server/modules/propostas): an
 * applied row of api/adesao/lote carries the proposal's new state (an action answer).
 */
export type ResultadoLinha =
  | ({ id: number; ok: true } & Partial<ActionAnswer>)
  | { id: number; ok: false; status: number; mensagem: string };

export interface ResultadoLote {
  /** The action's label ('Bloquear proposta'). */
  titulo: string;
  /** The server's summary ('Ação aplicada a 2 de 3 propostas.'). */
  resumo?: string;
  resultados: ResultadoLinha[];
  /**
   * The rows as they were when the call went out: after the refresh an applied row may have left
   * the list (a blocked proposal is no longer a new entry), yet it still has to be named here.
   */
  linhas: Pick<PropostaListItem, 'id' | 'numeroContrato' | 'nome'>[];
}

interface ResultadoLoteDialogProps {
  resultado: ResultadoLote | null;
  onClose(): void;
}

/** What a bulk action did, row by row: 'Aplicada', or 'Recusada' with the server's reason. */
export function ResultadoLoteDialog({ resultado, onClose }: ResultadoLoteDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const linhaDe = (id: number) => resultado?.linhas.find((linha) => linha.id === id);
  return (
    <Dialog open={resultado !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md">
      <DialogTitle id={titleId}>
        {translate('propostas.lote.resultado', { acao: resultado?.titulo ?? '' })}
      </DialogTitle>
      <DialogContent>
        {resultado?.resumo ? <DialogContentText>{resultado.resumo}</DialogContentText> : null}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('propostas.lote.colunas.contrato')}</TableCell>
              <TableCell>{translate('propostas.lote.colunas.nome')}</TableCell>
              <TableCell>{translate('propostas.lote.colunas.resultado')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(resultado?.resultados ?? []).map((linha) => (
              <TableRow key={linha.id}>
                <TableCell>{linhaDe(linha.id)?.numeroContrato ?? linha.id}</TableCell>
                <TableCell>{linhaDe(linha.id)?.nome ?? '—'}</TableCell>
                <TableCell>
                  <Typography
                    variant="body2"
                    color={linha.ok ? 'success.main' : 'error.main'}
                    sx={{ fontWeight: 500 }}
                  >
                    {linha.ok
                      ? translate('propostas.lote.aplicada')
                      : translate('propostas.lote.recusada', { mensagem: linha.mensagem })}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
