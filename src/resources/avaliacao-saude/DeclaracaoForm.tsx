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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useDataProvider } from 'react-admin';
import { useErrorNotice } from '../../components/useErrorNotice';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { DETALHAMENTO_MAX, perguntaAplicavel } from '../../domain';
import { rotuloEtapaDeclaracao } from '../../components/rotuloEtapaDeclaracao';
import type {
  AvaliacaoSaudeDataProvider,
  DeclaracaoAtiva,
} from '../../providers/avaliacaoSaudeDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { mostrarRegistroDaEnfermagem } from './registroEmCache';

/** The active declaration (as the health manager left it), then its form. */
export function DeclaracaoForm({ propostaId }: { propostaId: number }) {
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['declaracao-saude-ativa'],
    queryFn: ({ signal }) => dataProvider.obterDeclaracaoAtiva(signal),
    retry: false,
  });
  if (isPending) return <Loading />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  return <Perguntas declaracao={data} propostaId={propostaId} />;
}

/** The declaration's questions, by step, each answered yes or no; a 'yes' may be detailed. */
function Perguntas({
  declaracao,
  propostaId,
}: {
  declaracao: DeclaracaoAtiva;
  propostaId: number;
}) {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const PERGUNTAS = declaracao.perguntas;
  const notify = useNotify();
  const onError = useErrorNotice();
  const queryClient = useQueryClient();
  const [seAplica, setSeAplica] = useState<(boolean | null)[]>(PERGUNTAS.map(() => null));
  const [detalhes, setDetalhes] = useState<string[]>(PERGUNTAS.map(() => ''));
  // The CPT acceptance appears only once something is declared (the server's rule too).
  const dadas = PERGUNTAS.map((p, i) => ({ ...p, seAplica: seAplica[i] }));
  const pedida = PERGUNTAS.map((p) => perguntaAplicavel(p, dadas, declaracao.possuiCpt));
  const completa = seAplica.every((v, i) => !pedida[i] || v !== null);
  const registrar = useMutation({
    mutationFn: () =>
      dataProvider.registrarDeclaracaoPeloEnfermeiro({
        propostaAdesaoId: propostaId,
        declaracaoSaudeId: declaracao.id,
        respostas: PERGUNTAS.flatMap((p, i) =>
          pedida[i]
            ? [
                {
                  perguntaRegistrada: p.texto,
                  seAplica: seAplica[i] === true,
                  detalhamento: seAplica[i] ? detalhes[i].trim() || null : null,
                  etapaId: p.etapaId,
                },
              ]
            : [],
        ),
      }),
    onSuccess: (answer) => {
      notify(answer.message || t('declaracaoRespondida'), { type: 'success' });
      mostrarRegistroDaEnfermagem(queryClient, propostaId, answer.proposta, {
        declaracaoSaude: answer.declaracaoSaude,
      });
    },
    onError,
  });

  return (
    <Stack spacing={2}>
      {PERGUNTAS.map((pergunta, i) => {
        if (!pedida[i]) return null;
        const etapa = rotuloEtapaDeclaracao(pergunta.etapaId);
        return (
          <FormControl key={pergunta.id}>
            <FormLabel id={`pergunta-${i}`}>
              <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                {etapa}
              </Typography>
              {pergunta.texto}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={`pergunta-${i}`}
              value={seAplica[i] === null ? '' : String(seAplica[i])}
              onChange={(event) =>
                setSeAplica((all) =>
                  all.map((v, j) => (j === i ? event.target.value === 'true' : v)),
                )
              }
            >
              <FormControlLabel value="true" control={<Radio />} label={t('sim')} />
              <FormControlLabel value="false" control={<Radio />} label={t('nao')} />
            </RadioGroup>
            {seAplica[i] ? (
              <TextField
                size="small"
                label={t('detalhamento')}
                value={detalhes[i]}
                onChange={(event) =>
                  setDetalhes((all) =>
                    all.map((v, j) =>
                      j === i ? event.target.value.slice(0, DETALHAMENTO_MAX) : v,
                    ),
                  )
                }
              />
            ) : null}
          </FormControl>
        );
      })}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={!completa}
          loading={registrar.isPending}
          onClick={() => registrar.mutate()}
        >
          {t('salvarDeclaracao')}
        </Button>
        {!completa ? (
          <Typography variant="body2" color="text.secondary">
            {t('responderTodas')}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
