import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { erroDoParametro } from '../../domain';
import type { Parametro } from '../../providers/parametrosDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import {
  descricaoParametro,
  mensagemParametro,
  rotuloParametro,
  unidadeParametro,
} from './rotulosParametro';

/**
 * One parameter's new value, checked against its bounds before sending (the server checks the
 * same rule, validateParametro, and answers its pt-BR message if the screen is bypassed); the
 * refusal is read in the chosen language (mensagemParametro).
 */
export function AlterarParametroDialog({
  parametro,
  saving,
  serverError,
  onCancel,
  onSave,
}: {
  parametro: Parametro;
  saving: boolean;
  serverError?: string;
  onCancel(): void;
  onSave(valor: number): void;
}) {
  const t = textsOf('parametros');
  const [text, setText] = useState(String(parametro.valor));
  const [touched, setTouched] = useState(false);
  const valor = text.trim() === '' ? NaN : Number(text);
  const erro = erroDoParametro(parametro.chave, Number.isNaN(valor) ? text : valor);
  const error = erro && mensagemParametro(erro);
  const shown = (touched && error) || serverError;

  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth>
      <DialogTitle>{rotuloParametro(parametro)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {descricaoParametro(parametro)}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label={`${t('valor')} (${unidadeParametro(parametro)})`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(shown)}
          helperText={
            shown ||
            t('limitesDe', {
              minimo: parametro.minimo,
              maximo: parametro.maximo,
              unidade: unidadeParametro(parametro),
            })
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancelar')}</Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => {
            setTouched(true);
            if (!error) onSave(valor);
          }}
        >
          {t('salvar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
