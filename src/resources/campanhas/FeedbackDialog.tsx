import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Rating,
  TextField,
  Typography,
} from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { useId, useState } from 'react';
import { feedbackPodeEnviar, FEEDBACK_COMENTARIO_MINIMO } from '../../domain';
import { responderCampanha } from './api';
import { textsOf } from '../../providers/i18nProvider';

export interface FeedbackDialogProps {
  open: boolean;
  onClose(): void;
  campanhaId: number;
  processoId: string;
  alvoId: string;
  identificadorUsuario: string;
  /** The applicant's first name, for the greeting. */
  nome?: string;
  /** Called once the answer is registered (the caller stops offering the dialog). */
  onSent?(): void;
}

/** What the dialog asks for each rating (spec 2.6). */
function pedido(valor: number): string {
  const t = textsOf('campanhas');
  if (valor === 0) return t('perguntaInicial');
  if (valor <= 2) return t('motivoRuim');
  if (valor === 3) return t('motivoMedio');
  return t('sugestao');
}

/**
 * The 5-star satisfaction dialog: 0 stars asks with 'Agora não'; 1-2 and 3 ask the reason
 * (send disabled until it has 8 characters); 4-5 ask for suggestions; then a thanks view.
 */
export function FeedbackDialog(props: FeedbackDialogProps) {
  const t = textsOf('campanhas');
  const { open, onClose, onSent, nome, ...campanha } = props;
  const [valor, setValor] = useState(0);
  const [comentario, setComentario] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [enviado, setEnviado] = useState(false);
  const titleId = useId();
  const pedidoId = useId();

  const enviar = async () => {
    setEnviando(true);
    setErro(null);
    try {
      await responderCampanha({ ...campanha, valor: String(valor), comentario: comentario.trim() });
      setEnviado(true);
      onSent?.();
    } catch (error) {
      setErro((error as Error).message);
    } finally {
      setEnviando(false);
    }
  };

  const pedeMotivo = valor > 0 && valor < 4;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId} component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {enviado ? t('obrigado') : t('titulo')}
      </DialogTitle>
      {enviado ? (
        <>
          <DialogContent>
            <Typography>{t('obrigadoTexto')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} autoFocus>
              {t('fechar')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <Typography id={pedidoId} sx={{ mb: 2 }} aria-live="polite">
              {nome && valor === 0 ? `${t('ola', { nome })} ` : ''}
              {pedido(valor)}
            </Typography>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
              <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
                {t('nota')}
              </Typography>
              <Rating
                name="nota"
                value={valor || null}
                max={5}
                size="large"
                getLabelText={(n) => t('estrelas', { smart_count: n })}
                emptyIcon={<StarIcon fontSize="inherit" sx={{ color: '#6b6b6b' }} />}
                onChange={(_event, value) => setValor(value ?? 0)}
                sx={{ fontSize: '3rem', color: '#8a5a00' }}
              />
            </Box>
            {valor > 0 && (
              <TextField
                label={pedeMotivo ? t('motivo') : t('sugestoes')}
                helperText={pedeMotivo ? t('motivoAjuda') : undefined}
                value={comentario}
                onChange={(event) => setComentario(event.target.value)}
                multiline
                minRows={3}
                fullWidth
                required={pedeMotivo}
                slotProps={{ htmlInput: { maxLength: 1000, 'aria-describedby': pedidoId } }}
                error={
                  pedeMotivo &&
                  comentario.length > 0 &&
                  comentario.trim().length < FEEDBACK_COMENTARIO_MINIMO
                }
              />
            )}
            {erro && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {erro}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={onClose}>
              {t('agoraNao')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void enviar()}
              disabled={enviando || !feedbackPodeEnviar(valor, comentario)}
            >
              {enviando ? t('enviando') : t('enviar')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
