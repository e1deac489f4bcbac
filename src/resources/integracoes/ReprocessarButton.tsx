import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { handleError } from '../../providers/errorHandler';
import {
  INTEGRACOES,
  type IntegracoesDataProvider,
  type MensagemIntegracao,
} from '../../providers/integracoesDataProvider';

/**
 * 'Reprocessar' on a dead letter: after a confirmation, puts the message back in the queue with a
 * fresh set of tries. The server's words become the success notice; a refusal (409: someone
 * already did it, 404) goes through the shell's error handler. The list is refreshed either way,
 * so the row shows what the message is now.
 */
export function ReprocessarButton({ mensagem }: { mensagem: MensagemIntegracao }) {
  const [isOpen, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: INTEGRACOES, action: 'reprocessar' });
  const dataProvider = useDataProvider<IntegracoesDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.reprocessarMensagem(mensagem.id),
    onSuccess: ({ messages }) => {
      notify(messages[0] ?? 'integracoes.reprocessar.sucesso', { type: 'success' });
    },
    onError: (error) => void handleError(error),
    onSettled: () => {
      setOpen(false);
      refresh();
    },
  });

  if (mensagem.situacao !== 'dead' || !canAccess) return null;
  return (
    <>
      <Button
        label="integracoes.reprocessar.botao"
        onClick={() => setOpen(true)}
        disabled={isPending}
        color="error"
      >
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={isOpen}
        loading={isPending}
        title="integracoes.reprocessar.titulo"
        content="integracoes.reprocessar.conteudo"
        contentTranslateOptions={{ id: mensagem.id, topico: mensagem.topicoNome }}
        confirm="integracoes.reprocessar.botao"
        onConfirm={() => mutate()}
        onClose={() => {
          if (!isPending) setOpen(false);
        }}
      />
    </>
  );
}
