import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useDataProvider } from 'react-admin';
import { useErrorNotice } from '../../components/useErrorNotice';
import {
  DETALHAMENTO_MAX,
  validarPecFast,
  type PecFastPergunta,
  type PecFastRespostas,
} from '../../domain';
import type { AvaliacaoSaudeDataProvider } from '../../providers/avaliacaoSaudeDataProvider';
import { textsOf } from '../../providers/i18nProvider';

/** The PecFast questionnaire rendered from its model (modeloJson); the server checks it again. */
export function PecFastForm({
  propostaId,
  modelo,
  onSaved,
}: {
  propostaId: number;
  modelo: readonly PecFastPergunta[];
  onSaved: () => void;
}) {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const notify = useNotify();
  const onError = useErrorNotice();
  const [respostas, setRespostas] = useState<PecFastRespostas>({});
  const erro = validarPecFast(respostas, modelo);
  const set = (id: string, value: string | boolean) =>
    setRespostas((all) => ({ ...all, [id]: value }));
  const registrar = useMutation({
    mutationFn: () => dataProvider.registrarPecFast(propostaId, respostas),
    onSuccess: (answer) => {
      notify(answer?.message ?? t('pecFastRespondido'), { type: 'success' });
      onSaved();
    },
    onError,
  });

  return (
    <Stack spacing={2}>
      {modelo.map((pergunta) => (
        <FormControl key={pergunta.id}>
          <FormLabel id={`pecfast-${pergunta.id}`}>{pergunta.texto}</FormLabel>
          {pergunta.tipo === 'texto' ? (
            <TextField
              size="small"
              multiline
              slotProps={{ htmlInput: { 'aria-labelledby': `pecfast-${pergunta.id}` } }}
              value={String(respostas[pergunta.id] ?? '')}
              onChange={(event) => set(pergunta.id, event.target.value.slice(0, DETALHAMENTO_MAX))}
            />
          ) : (
            <RadioGroup
              row
              aria-labelledby={`pecfast-${pergunta.id}`}
              value={respostas[pergunta.id] === undefined ? '' : String(respostas[pergunta.id])}
              onChange={(event) =>
                set(
                  pergunta.id,
                  pergunta.tipo === 'simNao' ? event.target.value === 'true' : event.target.value,
                )
              }
            >
              {pergunta.tipo === 'simNao' ? (
                <>
                  <FormControlLabel value="true" control={<Radio />} label={t('sim')} />
                  <FormControlLabel value="false" control={<Radio />} label={t('nao')} />
                </>
              ) : (
                (pergunta.opcoes ?? []).map((opcao) => (
                  <FormControlLabel key={opcao} value={opcao} control={<Radio />} label={opcao} />
                ))
              )}
            </RadioGroup>
          )}
        </FormControl>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={Boolean(erro)}
          loading={registrar.isPending}
          onClick={() => registrar.mutate()}
        >
          {t('salvarPecFast')}
        </Button>
        {erro ? (
          <Typography variant="body2" color="text.secondary">
            {t('responderTodas')}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
