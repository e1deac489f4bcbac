import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useDataProvider } from 'react-admin';
import { useErrorNotice } from '../../components/useErrorNotice';
import {
  MOTIVOS_PENDENCIA,
  PENDENCIA_ENFERMAGEM_MIN,
  pendenciaEnfermagemTexto,
  pendenciaTextoMax,
  SETOR,
} from '../../domain';
import type {
  AvaliacaoSaudeDataProvider,
  PropostaEnfermagem,
} from '../../providers/avaliacaoSaudeDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { applyActionAnswer, isActionAnswer, merged } from '../propostas/applyActionAnswer';
import { mostrarCriada } from '../propostas/side-panel/observacoesEmCache';
import { rotuloMotivoPendencia } from '../propostas/side-panel/rotulosObservacao';
import { propostaEnfermagemKey } from './queryKeys';

/**
 * 'Marcar pendência' (spec 1, section 5): one of the ten reasons and a text of at least 8
 * characters, at most 508 minus the reason's length, with a counter. The pendency is created
 * unresolved in the Enfermagem sector; it raises 'Possui pendência' without moving the status.
 * The answer's new state is drawn at once, on the nurse's screen (its own query) and in the
 * proposal's cached records, and the created pendency in the cached observation lists;
 * `onChanged` reloads the rest behind it (decisions/0134).
 */
export function PendenciaEnfermagemDialog({
  propostaId,
  onClose,
  onChanged,
}: {
  propostaId: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const tx = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const notify = useNotify();
  const onError = useErrorNotice();
  const queryClient = useQueryClient();
  const [motivoId, setMotivoId] = useState<number | ''>('');
  const [texto, setTexto] = useState('');
  const motivo = MOTIVOS_PENDENCIA.find((m) => m.id === motivoId);
  const max = motivo ? pendenciaTextoMax(motivo.label) : 0;
  const valido = Boolean(motivo) && texto.trim().length >= PENDENCIA_ENFERMAGEM_MIN;
  const registrar = useMutation({
    mutationFn: () =>
      dataProvider.marcarPendenciaEnfermagem({
        propostaAdesaoId: propostaId,
        observacao: pendenciaEnfermagemTexto(motivo!.label, texto),
        setorResponsavel: SETOR.Enfermagem,
      }),
    onSuccess: (answer) => {
      // The pendency itself goes to the top of the side panel's 'Observações gerais': the
      // answer is the list's entry, so no second request for the observations.
      const { proposta, ...criada } = answer ?? { proposta: undefined };
      if ('id' in criada) mostrarCriada(queryClient, propostaId, criada);
      if (isActionAnswer(proposta)) {
        queryClient.setQueryData<PropostaEnfermagem>(propostaEnfermagemKey(propostaId), (atual) =>
          atual ? merged(atual, proposta) : atual,
        );
        applyActionAnswer(queryClient, proposta);
      }
      notify(tx('pendenciaRegistrada'), { type: 'success' });
      onChanged();
      onClose();
    },
    onError,
  });

  return (
    <Dialog open onClose={registrar.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{tx('pendenciaTitulo')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={tx('motivo')}
            value={motivoId}
            onChange={(event) => {
              const next = MOTIVOS_PENDENCIA.find((m) => m.id === Number(event.target.value));
              setMotivoId(next?.id ?? '');
              // A longer reason leaves less room: the text is cut to the new maximum.
              if (next) setTexto((t) => t.slice(0, pendenciaTextoMax(next.label)));
            }}
          >
            {MOTIVOS_PENDENCIA.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {rotuloMotivoPendencia(m)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={tx('descricao')}
            multiline
            minRows={3}
            value={texto}
            disabled={!motivo}
            onChange={(event) => setTexto(event.target.value.slice(0, max))}
            slotProps={{ htmlInput: { maxLength: max || undefined } }}
            helperText={
              motivo
                ? texto.trim().length < PENDENCIA_ENFERMAGEM_MIN
                  ? `${tx('minimoTexto')} ${tx('restantes', { smart_count: max - texto.length })}`
                  : tx('restantes', { smart_count: max - texto.length })
                : ' '
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={registrar.isPending}>
          {tx('cancelar')}
        </Button>
        <Button
          variant="contained"
          disabled={!valido}
          loading={registrar.isPending}
          onClick={() => registrar.mutate()}
        >
          {tx('continuar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
