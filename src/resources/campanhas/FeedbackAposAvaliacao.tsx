import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { FEEDBACK_ALVO_AVALIACAO_SAUDE, FEEDBACK_PROCESSO_DECLARACAO } from '../../domain';
import { obterCampanha, obterUsuario } from './api';
import { FeedbackDialog } from './FeedbackDialog';

/**
 * The satisfaction question about the health assessment, asked after it (the applicant's next
 * visit to her link, and the end of the video call), never before (issue 39, item 7): the
 * server answers 409 until the nurse's assessment happened, and the dialog stays away. First
 * the applicant's name (spec: "Houve uma falha obtendo o nome do usuário." when that fails),
 * then the campaign ("Houve uma falha obtendo a campanha."; 409 is silent).
 */
export function FeedbackAposAvaliacao() {
  const [pedido, setPedido] = useState<{
    campanhaId: number;
    usuario: { identificadorUsuario: string; nome: string };
  } | null>(null);
  const [aberto, setAberto] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);

  useEffect(() => {
    let vivo = true;
    (async () => {
      const usuario = await obterUsuario();
      if (!usuario) return;
      const campanhaId = await obterCampanha(
        FEEDBACK_ALVO_AVALIACAO_SAUDE,
        FEEDBACK_PROCESSO_DECLARACAO,
        usuario.identificadorUsuario,
      );
      if (!vivo || campanhaId == null) return;
      setPedido({ campanhaId, usuario });
      setAberto(true);
    })().catch((error: Error) => vivo && setFalha(error.message));
    return () => {
      vivo = false;
    };
  }, []);

  if (falha)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {falha}
      </Alert>
    );
  if (!pedido) return null;
  return (
    <FeedbackDialog
      open={aberto}
      onClose={() => setAberto(false)}
      campanhaId={pedido.campanhaId}
      processoId={FEEDBACK_PROCESSO_DECLARACAO}
      alvoId={FEEDBACK_ALVO_AVALIACAO_SAUDE}
      identificadorUsuario={pedido.usuario.identificadorUsuario}
      nome={pedido.usuario.nome}
    />
  );
}
