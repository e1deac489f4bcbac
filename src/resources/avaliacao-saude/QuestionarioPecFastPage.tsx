import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useNotify, useDataProvider } from 'react-admin';
import { validarModeloPecFast, type PecFastPergunta } from '../../domain';
import { formatDataHora } from '../../components/formatters';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../components/layout/PageTitle';
import { useErrorNotice } from '../../components/useErrorNotice';
import type { AvaliacaoSaudeDataProvider } from '../../providers/avaliacaoSaudeDataProvider';
import { PerguntaPecFastFields } from './PerguntaPecFastFields';
import { localized, textsOf } from '../../providers/i18nProvider';

const MODELO_KEY = ['pecfast', 'modelo'] as const;

/** An id not yet used by the model; answers are stored under it, so it never changes. */
function novoId(perguntas: readonly PecFastPergunta[]): string {
  const usados = new Set(perguntas.map((p) => p.id));
  let n = perguntas.length + 1;
  while (usados.has(`pergunta${n}`)) n++;
  return `pergunta${n}`;
}

/**
 * questionario-pecfast (health manager): the PecFast questions nurses answer during the video
 * call. Saving makes a new version; assessments already registered keep the questions they
 * were given under.
 */
export function QuestionarioPecFastPage() {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const title = usePageTitle() ?? t('pecFast.titulo');
  const notify = useNotify();
  const onError = useErrorNotice();
  const queryClient = useQueryClient();
  const modelo = useQuery({
    queryKey: MODELO_KEY,
    queryFn: () => dataProvider.obterModeloPecFast(),
  });
  const [perguntas, setPerguntas] = useState<PecFastPergunta[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    if (modelo.data && perguntas === null) setPerguntas(modelo.data.perguntas);
  }, [modelo.data, perguntas]);

  const salvar = useMutation({
    mutationFn: (lista: PecFastPergunta[]) => dataProvider.salvarModeloPecFast(lista),
    onSuccess: (salvo) => {
      queryClient.setQueryData(MODELO_KEY, salvo);
      setPerguntas(salvo.perguntas);
      notify(t('pecFast.salvo'), { type: 'success' });
    },
    onError: (error) => {
      if ((error as { status?: number }).status === 400) setErro((error as Error).message);
      else onError(error);
    },
  });

  if (modelo.isError) return <LoadError onRetry={() => void modelo.refetch()} />;
  if (!modelo.data || !perguntas) return <Loading />;

  const alterar = (indice: number, pergunta: PecFastPergunta) => {
    setErro(null);
    setPerguntas(perguntas.map((p, i) => (i === indice ? pergunta : p)));
  };
  const mover = (indice: number, para: number) => {
    const copia = [...perguntas];
    const [pergunta] = copia.splice(indice, 1);
    copia.splice(para, 0, pergunta!);
    setPerguntas(copia);
  };
  const enviar = () => {
    const problema = validarModeloPecFast(perguntas);
    if (problema) setErro(problema);
    else salvar.mutate(perguntas);
  };

  return (
    <Box sx={{ maxWidth: 900, py: 2 }}>
      <Title title={title} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('pecFast.introducao')}{' '}
        {modelo.data.alteradoEm
          ? t('pecFast.ultimaAlteracao', {
              quando: formatDataHora(modelo.data.alteradoEm),
              autor: modelo.data.alteradoPor ?? '—',
            })
          : t('pecFast.padrao')}
      </Typography>
      <Stack spacing={2}>
        {perguntas.map((pergunta, indice) => (
          <Paper key={pergunta.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                {t('pecFast.pergunta', { numero: indice + 1 })}
              </Typography>
              <Button
                size="small"
                aria-label={t('pecFast.subir', { numero: indice + 1 })}
                disabled={indice === 0}
                onClick={() => mover(indice, indice - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </Button>
              <Button
                size="small"
                aria-label={t('pecFast.descer', { numero: indice + 1 })}
                disabled={indice === perguntas.length - 1}
                onClick={() => mover(indice, indice + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={t('pecFast.remover', { numero: indice + 1 })}
                onClick={() => setPerguntas(perguntas.filter((_, i) => i !== indice))}
              >
                <DeleteOutlineIcon fontSize="small" />
              </Button>
            </Stack>
            <PerguntaPecFastFields
              numero={indice + 1}
              pergunta={pergunta}
              onChange={(nova) => alterar(indice, nova)}
            />
          </Paper>
        ))}
      </Stack>
      {erro ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {localized(erro)}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            setPerguntas([
              ...perguntas,
              { id: novoId(perguntas), texto: '', tipo: 'simNao', obrigatoria: true },
            ])
          }
        >
          {t('pecFast.adicionar')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={enviar} disabled={salvar.isPending}>
          {t('pecFast.salvar')}
        </Button>
      </Stack>
    </Box>
  );
}
