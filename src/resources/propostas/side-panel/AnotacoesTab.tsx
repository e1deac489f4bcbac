import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isOwnNote } from '../../../domain';
import { ANOTACOES } from '../../../providers/propostasDataProvider';
import { mostrarAnotacaoCriada } from './observacoesEmCache';
import type { AnotacaoEnfermagem } from '../types';
import { Loading } from '../../../components/Loading';
import { ObservacaoInput } from './ObservacaoInput';
import { useErrorNotice } from '../../../components/useErrorNotice';
import { Empty } from './HistoricoTab';
import { useProposalList } from './useProposalList';
import { LoadError } from '../../../components/LoadError';
import { formatDataHora } from '../../../components/formatters';

interface AnotacoesTabProps {
  propostaId: number;
  /** The logged user, to mark 'Minha nota'. */
  user: { id?: number | string; username?: string; fullName?: string };
}

/** 'Anotações da Enfermagem': the health team's notes; the user's own carry 'Minha nota'. */
export function AnotacoesTab({ propostaId, user }: AnotacoesTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const onError = useErrorNotice();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { items, isPending, failed, retry } = useProposalList<AnotacaoEnfermagem>(
    ANOTACOES,
    propostaId,
  );

  const submit = async (texto: string) => {
    let criada: AnotacaoEnfermagem;
    try {
      // The data provider's create, not useCreate (which refetches the resource's lists): the
      // answer is the note as the list reads it, drawn at the top at once (decisions/0134).
      criada = (
        await dataProvider.create(ANOTACOES, { data: { texto, propostaAdesaoId: propostaId } })
      ).data as AnotacaoEnfermagem;
    } catch (error) {
      onError(error);
      throw error;
    }
    notify('propostas.observacao.anotacao_registrada', { type: 'success' });
    mostrarAnotacaoCriada(queryClient, propostaId, criada);
  };

  const isMine = (note: AnotacaoEnfermagem) =>
    isOwnNote(note.usuario, user.fullName) || isOwnNote(note.userName, user.username);

  return (
    <Stack spacing={2}>
      <ObservacaoInput
        onSubmit={submit}
        placeholder={translate('propostas.observacao.anotacao_placeholder')}
      />
      <Divider />
      {isPending ? (
        <Loading />
      ) : failed ? (
        <LoadError onRetry={retry} />
      ) : items.length === 0 ? (
        <Empty text={translate('propostas.painel.sem_anotacoes')} />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((note) => (
            <Box
              component="li"
              key={note.id}
              data-testid="anotacao"
              sx={{
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: isMine(note) ? 'primary.light' : 'divider',
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2">{note.usuario}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDataHora(note.dataCriacao)}
                </Typography>
                {isMine(note) ? (
                  <Chip
                    size="small"
                    color="primary"
                    label={translate('propostas.painel.minha_nota')}
                  />
                ) : null}
              </Stack>
              <Typography
                variant="body2"
                sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {note.texto}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
