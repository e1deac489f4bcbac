import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { clampObservation, OBSERVATION_MAX, observationCounterText } from '../../../domain';

interface ObservacaoInputProps {
  /** Resolves when saved (the text is then cleared); rejects to keep the text for a retry. */
  onSubmit(text: string): Promise<unknown> | void;
  placeholder: string;
  disabled?: boolean;
  /** Extra controls under the input (the 'pendência' switch of the observations tab). */
  children?: ReactNode;
}

/**
 * The observations input of section 5: cut at 1000 characters (pasting more keeps the first
 * 1000), a live 'N Caracteres restantes' / 'Limite de caracteres atingido' counter, a tooltip
 * saying what is beyond the limit is not saved, Enter sends (Shift+Enter breaks the line) and
 * blank text is never sent.
 */
export function ObservacaoInput({
  onSubmit,
  placeholder,
  disabled,
  children,
}: ObservacaoInputProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const isBlank = text.trim() === '';

  const send = async () => {
    if (isBlank || sending || disabled) return;
    setSending(true);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch {
      // The caller already told the user; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const atLimit = text.length >= OBSERVATION_MAX;

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          value={text}
          onChange={(event) => setText(clampObservation(event.target.value))}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          size="small"
          disabled={disabled || sending}
          slotProps={{ htmlInput: { 'aria-label': placeholder } }}
        />
        <IconButton
          onClick={() => void send()}
          disabled={isBlank || sending || disabled}
          color="primary"
          aria-label={translate('propostas.observacao.enviar')}
        >
          <SendIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Typography
          variant="caption"
          color={atLimit ? 'error' : 'text.secondary'}
          aria-live="polite"
          data-testid="observation-counter"
        >
          {observationCounterText(text)}
        </Typography>
        <Tooltip title={translate('propostas.observacao.limite')}>
          {/* Focusable, so the warning also reaches keyboard users. */}
          <Box
            component="span"
            tabIndex={0}
            sx={{ display: 'inline-flex', color: 'action.active' }}
          >
            <InfoOutlinedIcon fontSize="inherit" />
          </Box>
        </Tooltip>
      </Stack>
      {children}
    </Box>
  );
}
