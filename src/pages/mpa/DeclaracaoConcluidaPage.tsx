import { Alert, Button, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { FEEDBACK_ALVO_AVALIACAO_SAUDE, FEEDBACK_PROCESSO_DECLARACAO } from '../../domain';
import { obterCampanha } from '../../resources/campanhas/api';
import { FeedbackDialog } from '../../resources/campanhas/FeedbackDialog';
import { MpaLayout } from './MpaLayout';
import { TEXTOS } from './texts';
import { useProposta } from './useProposta';

/**
 * /mpa/{token}/declaracao/concluida: the declaration went to the nursing team. The nursing
 * evaluation is booked by the team (the staff scheduling screen), so the applicant is told they
 * will be contacted. Then the satisfaction campaign, if there is one to answer.
 */
export default function DeclaracaoConcluidaPage() {
  const { token = '' } = useParams();
  const { proposta } = useProposta(token);
  const [campanhaId, setCampanhaId] = useState<number | null>(null);
  const [aberto, setAberto] = useState(false);
  const [respondida, setRespondida] = useState(false);
  const [falhaCampanha, setFalhaCampanha] = useState<string | null>(null);
  const usuario = proposta?.identificadorUsuario;

  useEffect(() => {
    if (!usuario) return;
    let vivo = true;
    obterCampanha(FEEDBACK_ALVO_AVALIACAO_SAUDE, FEEDBACK_PROCESSO_DECLARACAO, usuario).then(
      (id) => {
        if (!vivo || id == null) return;
        setCampanhaId(id);
        setAberto(true);
      },
      (error: Error) => vivo && setFalhaCampanha(error.message),
    );
    return () => {
      vivo = false;
    };
  }, [usuario]);

  return (
    <MpaLayout title={TEXTOS.tituloConcluida}>
      <Alert severity="success" sx={{ mb: 3, fontSize: '1.2rem' }}>
        {TEXTOS.textoConcluida}
      </Alert>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="agendamento"
        sx={{ p: 2, mb: 3 }}
      >
        <Typography variant="h2" id="agendamento" sx={{ mb: 1 }}>
          {TEXTOS.agendamentoTitulo}
        </Typography>
        <Typography>{TEXTOS.agendamentoTexto}</Typography>
      </Paper>
      {falhaCampanha && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {falhaCampanha}
        </Alert>
      )}
      {campanhaId != null && !respondida && !aberto && (
        <Button variant="outlined" fullWidth onClick={() => setAberto(true)}>
          {TEXTOS.avaliarExperiencia}
        </Button>
      )}
      {campanhaId != null && usuario && (
        <FeedbackDialog
          open={aberto}
          onClose={() => setAberto(false)}
          onSent={() => setRespondida(true)}
          campanhaId={campanhaId}
          processoId={FEEDBACK_PROCESSO_DECLARACAO}
          alvoId={FEEDBACK_ALVO_AVALIACAO_SAUDE}
          identificadorUsuario={usuario}
        />
      )}
    </MpaLayout>
  );
}
