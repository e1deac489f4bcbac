import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { getTransition } from '../../domain';
import { useErrorNotice } from '../../components/useErrorNotice';
import type {
  RascunhosDataProvider,
  RascunhosMethods,
} from '../../providers/rascunhosDataProvider';
import { textsOf } from '../../providers/i18nProvider';

interface RascunhoAlvo {
  id: number;
  nome: string;
  numeroContrato: number;
}

/**
 * What a draft's row can do after a confirmation: its call, its words (catalogue keys of
 * 'rascunhos', read when the dialog is drawn, in the chosen language) and its colour.
 */
interface RascunhoAcao {
  /** The action's call, written out whole so the client-URL check sees it. */
  /** The provider's command (it reads the current version first). */
  metodo: keyof Pick<RascunhosMethods, 'descartarRascunho' | 'submeterRascunho'>;
  titulo: 'confirmarDescarteTitulo' | 'confirmarEnvioTitulo';
  texto: 'confirmarDescarte' | 'confirmarEnvio';
  confirmar: 'descartar' | 'enviar';
  sucesso: () => string;
  cor: 'primary' | 'error';
}

export const RASCUNHO_ACOES = {
  /** Discards an unsent proposal (kept in the history, gone from the drafts). */
  descartar: {
    metodo: 'descartarRascunho',
    titulo: 'confirmarDescarteTitulo',
    texto: 'confirmarDescarte',
    confirmar: 'descartar',
    sucesso: () => textsOf('rascunhos')('descartado'),
    cor: 'error',
  },
  /**
   * 'Enviar proposta': the server moves it to 'Aguardando aprovação do termo', sends the
   * purchase-intent link and takes the dependents along.
   */
  enviar: {
    metodo: 'submeterRascunho',
    titulo: 'confirmarEnvioTitulo',
    texto: 'confirmarEnvio',
    confirmar: 'enviar',
    sucesso: () => getTransition('submeter')!.call!.message,
    cor: 'primary',
  },
} satisfies Record<string, RascunhoAcao>;

interface Props {
  acao: RascunhoAcao;
  proposta: RascunhoAlvo;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Confirms an action on a draft. The version is read right before the call, so a draft changed
 * meanwhile (released, discarded, sent) is judged as it is now.
 */
export function RascunhoAcaoDialog({ acao, proposta, onClose, onDone }: Props) {
  const t = textsOf('rascunhos');
  const notify = useNotify();
  const errorNotice = useErrorNotice();
  const dataProvider = useDataProvider<RascunhosDataProvider>();
  const mutation = useMutation({
    mutationFn: () => dataProvider[acao.metodo](proposta.id),
    onSuccess: () => {
      notify(acao.sucesso(), { type: 'success' });
      onDone();
    },
    onError: errorNotice,
  });
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose}>
      <DialogTitle>{t(acao.titulo)}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(acao.texto, { nome: proposta.nome, contrato: proposta.numeroContrato })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {t('cancelar')}
        </Button>
        <Button
          variant="contained"
          color={acao.cor}
          onClick={() => mutation.mutate()}
          loading={mutation.isPending}
        >
          {t(acao.confirmar)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
