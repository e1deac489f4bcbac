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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useDataProvider } from 'react-admin';
import { useErrorNotice } from '../../components/useErrorNotice';
import {
  DETALHAMENTO_MAX,
  validarPecFast,
  type PecFastPergunta,
  type PecFastRespostas,
} from '../../domain';
import type {
  AvaliacaoPecFast,
  AvaliacaoSaudeDataProvider,
  PecFastRegistrado,
} from '../../providers/avaliacaoSaudeDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { pecFastKey } from './queryKeys';
import { mostrarRegistroDaEnfermagem } from './registroEmCache';

/**
 * The registered assessment into the dialog's PecFast query, then, as for the declaration, into
 * the nurse's screen with the proposal's new state (decisions/0158): the dialog shows the
 * answers and who gave them instead of the form, without reading either again.
 */
function mostrarPecFast(
  queryClient: ReturnType<typeof useQueryClient>,
  propostaId: number,
  { proposta, pecFast }: PecFastRegistrado,
) {
  if (pecFast) {
    queryClient.setQueryData<AvaliacaoPecFast>(pecFastKey(propostaId), {
      modeloJson: pecFast.modeloJson,
      avaliacao: pecFast.avaliacao,
    });
  }
  mostrarRegistroDaEnfermagem(queryClient, propostaId, proposta, { pecFast });
}

/** The PecFast questionnaire rendered from its model (modeloJson); the server checks it again. */
export function PecFastForm({
  propostaId,
  modelo,
}: {
  propostaId: number;
  modelo: readonly PecFastPergunta[];
}) {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const notify = useNotify();
  const onError = useErrorNotice();
  const queryClient = useQueryClient();
  const [respostas, setRespostas] = useState<PecFastRespostas>({});
  const erro = validarPecFast(respostas, modelo);
  const set = (id: string, value: string | boolean) =>
    setRespostas((all) => ({ ...all, [id]: value }));
  const registrar = useMutation({
    mutationFn: () => dataProvider.registrarPecFast(propostaId, respostas),
    onSuccess: (answer) => {
      notify(answer.message || t('pecFastRespondido'), { type: 'success' });
      mostrarPecFast(queryClient, propostaId, answer);
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
