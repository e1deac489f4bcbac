import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Grid, Stack, TextField, Typography } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Title, useNotify, useDataProvider } from 'react-admin';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useLocation, useParams } from 'react-router-dom';
import { pmeButtons, pmePropostaSchema } from '../../domain';
import { formatData } from '../../components/formatters';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { useAvisoCamposComErro } from '../../components/useAvisoCamposComErro';
import { useErrorNotice } from '../../components/useErrorNotice';
import { SectionCard } from '../propostas/show/SectionCard';
import { PmeAcoes } from './PmeAcoes';
import { PmeStatusChip } from './PmePropostaList';
import { EmpresaSection, RepresentanteSection } from './PmeFormSections';
import { ContatosSection, EnderecosSection } from './PmeListSections';
import type { PmeDataProvider, PropostaPme } from '../../providers/pmeDataProvider';
import { toBody, toForm, type PmeFormValues } from './pmeForm';
import { chegouComResposta, mostrarPropostaPme, propostaPmeKey } from './propostaPmeEmCache';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloSituacaoPme } from './rotuloSituacaoPme';

/**
 * pme/proposta/{id}: the PME proposal (document 2, section 2.3). The company, representative,
 * addresses and contacts are read-only until 'Habilitar edição' (status Recebida); the form
 * validates on blur with the shared yup schema (the server checks the same one) and saves over
 * POST api/propostaPme/alterar, whose answer is the proposal as saved.
 */
export function PropostaPmeShow() {
  const t = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const id = Number(useParams().id);
  // Back from the ERP complement's save, whose answer is in the cache: drawn, not asked again.
  const comResposta = chegouComResposta(useLocation().state);
  const query = useQuery({
    queryKey: propostaPmeKey(id),
    queryFn: ({ signal }) => dataProvider.obterPropostaPme(id, signal),
    refetchOnMount: !comResposta,
    retry: false,
  });
  const dados = useQuery({
    queryKey: ['pme', 'dadosPreenchimento'],
    queryFn: () => dataProvider.obterDadosPreenchimentoPme(),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  if (query.isPending) return <Loading />;
  if (query.isError) {
    if ((query.error as { status?: number }).status === 404 || !Number.isInteger(id)) {
      return (
        <Typography variant="h6" component="p" sx={{ p: 4 }} role="alert">
          {t('naoEncontrada')}
        </Typography>
      );
    }
    return <LoadError onRetry={() => void query.refetch()} />;
  }
  return <PropostaPmeScreen proposta={query.data} dados={dados.data} />;
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField
        label={label}
        value={value}
        size="small"
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
    </Grid>
  );
}

function PropostaPmeScreen({
  proposta,
  dados,
}: {
  proposta: PropostaPme;
  dados?: Awaited<ReturnType<PmeDataProvider['obterDadosPreenchimentoPme']>>;
}) {
  const t = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const notify = useNotify();
  const notifyError = useErrorNotice();
  const queryClient = useQueryClient();
  const avisarCampos = useAvisoCamposComErro();
  const formRef = useRef<HTMLFormElement>(null);
  const [editando, setEditando] = useState(false);
  const form = useForm<PmeFormValues>({
    defaultValues: toForm(proposta),
    resolver: yupResolver(pmePropostaSchema) as unknown as Resolver<PmeFormValues>,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });
  const { reset, handleSubmit, setError } = form;
  useEffect(() => {
    reset(toForm(proposta));
  }, [proposta, reset]);
  const podeEditar = pmeButtons({
    situacao: proposta.situacao,
    beneficiariosCount: proposta.beneficiarios.length,
  }).includes('habilitar-edicao');

  const salvar = useMutation({
    mutationFn: (values: PmeFormValues) =>
      dataProvider.alterarPropostaPme(toBody(proposta.id, proposta.versao, values)),
    onSuccess: ({ messages, proposta: salva }) => {
      notify(messages[0] ?? t('alterado'), { type: 'success' });
      setEditando(false);
      // The answer is the proposal as saved: the form resets to it (the effect above) without
      // reading it again (decisions/0156).
      mostrarPropostaPme(queryClient, salva);
    },
    onError: (error) => {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (!errors || Object.keys(errors).length === 0) return notifyError(error);
      for (const [field, message] of Object.entries(errors)) {
        setError(field.replace(/\[(\d+)\]/g, '.$1') as never, { message });
      }
      avisarCampos(formRef.current);
    },
  });
  const ro = !editando;

  return (
    <Box sx={{ p: 2 }}>
      <Title title={`${t('propostaPme')} ${proposta.numeroContrato}`} />
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {`${t('propostaPme')} ${proposta.numeroContrato}`}
        </Typography>
        <PmeStatusChip situacao={proposta.situacao} />
      </Stack>
      <Box sx={{ mb: 2 }}>
        <PmeAcoes proposta={proposta} />
      </Box>
      <Stack spacing={2}>
        <SectionCard title={t('propostaPme')}>
          <Grid container spacing={2}>
            <ReadOnly label={t('dataCriacao')} value={formatData(proposta.dataCriacao)} />
            <ReadOnly label={t('numeroContrato')} value={String(proposta.numeroContrato)} />
            <ReadOnly label={t('matricula')} value={proposta.matricula ?? ''} />
            <ReadOnly label={t('campanhaErp')} value={String(proposta.codigoCampanhaERP ?? '')} />
            <ReadOnly label={t('corretor')} value={proposta.corretorNome ?? ''} />
            <ReadOnly label={t('concessionaria')} value={proposta.concessionariaNome ?? ''} />
            <ReadOnly label={t('situacao')} value={rotuloSituacaoPme(proposta.situacao)} />
            <ReadOnly
              label={t('retencao')}
              value={proposta.indReteveAtoVenda ? t('sim') : t('nao')}
            />
          </Grid>
        </SectionCard>
        <FormProvider {...form}>
          <Box
            component="form"
            ref={formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit(
                (values) => salvar.mutate(values),
                () => avisarCampos(formRef.current),
              )(event);
            }}
          >
            <Stack spacing={2}>
              <EmpresaSection ro={ro} dados={dados} />
              <RepresentanteSection ro={ro} />
              <EnderecosSection ro={ro} />
              <ContatosSection ro={ro} />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                {podeEditar && !editando && (
                  <Button startIcon={<EditIcon />} onClick={() => setEditando(true)}>
                    {t('habilitarEdicao')}
                  </Button>
                )}
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<SaveIcon />}
                  disabled={!editando || salvar.isPending}
                >
                  {t('salvar')}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </FormProvider>
      </Stack>
    </Box>
  );
}
