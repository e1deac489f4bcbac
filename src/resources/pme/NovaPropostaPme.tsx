import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Title, useBasename, useNotify, useDataProvider } from 'react-admin';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { pmeNovaPropostaSchema } from '../../domain';
import { useAvisoCamposComErro } from '../../components/useAvisoCamposComErro';
import { useErrorNotice } from '../../components/useErrorNotice';
import { SectionCard } from '../propostas/show/SectionCard';
import { BeneficiariosSelecao } from './BeneficiariosSelecao';
import { FormField } from './PmeFields';
import { EmpresaSection, RepresentanteSection } from './PmeFormSections';
import { ContatosSection, EnderecosSection } from './PmeListSections';
import type { PmeDataProvider } from '../../providers/pmeDataProvider';
import { camposDoCorpo, novoFormulario, type NovaPmeFormValues } from './pmeForm';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloUnidadeNaLingua } from '../../components/rotuloUnidadeNaLingua';

/**
 * pme/nova-proposta: the PME manager's new proposal (not in the spec;
 * docs/decisions/0117-creating-pme-proposals.md, "Creating PME proposals"): the company by its
 * CNPJ, its legal representative, addresses and contacts with the rules of the PME form, the unit
 * whose contract model it uses, and the holders who become its beneficiaries. A refusal, the
 * client's or the server's, is a notice and the first field in error brought into view; a success
 * opens the new proposal.
 */
export function NovaPropostaPme() {
  const t = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const notify = useNotify();
  const notifyError = useErrorNotice();
  const avisarCampos = useAvisoCamposComErro();
  const basename = useBasename();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<NovaPmeFormValues>({
    defaultValues: novoFormulario(),
    resolver: yupResolver(pmeNovaPropostaSchema) as unknown as Resolver<NovaPmeFormValues>,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });
  const dados = useQuery({
    queryKey: ['pme', 'dadosPreenchimento'],
    queryFn: () => dataProvider.obterDadosPreenchimentoPme(),
    staleTime: 5 * 60 * 1000,
  });
  const unidades = useQuery({
    queryKey: ['pme', 'unidades'],
    queryFn: () => dataProvider.listarUnidadesContratoPme(),
    staleTime: 5 * 60 * 1000,
  });

  const criar = useMutation({
    mutationFn: (values: NovaPmeFormValues) =>
      dataProvider.criarPropostaPme({
        ...camposDoCorpo(values),
        codigoUnidade: Number(values.codigoUnidade),
        beneficiarios: values.beneficiarios,
      }),
    onSuccess: (answer) => {
      notify(answer.messages[0] ?? t('propostaCriada'), { type: 'success' });
      navigate(`${basename}/pme/proposta/${answer.data.id}`);
    },
    onError: (error) => {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (!errors || Object.keys(errors).length === 0) return notifyError(error);
      for (const [field, message] of Object.entries(errors)) {
        const path = field.replace(/\[(\d+)\]/g, '.$1') as FieldPath<NovaPmeFormValues>;
        form.setError(path, { message });
      }
      avisarCampos(formRef.current);
    },
  });

  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('novaPropostaPme')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('novaPropostaPme')}
      </Typography>
      <FormProvider {...form}>
        <Box
          component="form"
          ref={formRef}
          noValidate
          aria-label={t('novaPropostaPme')}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit(
              (values) => criar.mutate(values),
              () => avisarCampos(formRef.current),
            )(event);
          }}
        >
          <Stack spacing={2}>
            <SectionCard title={t('unidade')}>
              <Grid container spacing={2}>
                <FormField
                  name="codigoUnidade"
                  label={t('unidade')}
                  options={(unidades.data ?? []).map((u) => ({
                    value: String(u.codigoUnidade),
                    label: rotuloUnidadeNaLingua(u),
                  }))}
                />
              </Grid>
            </SectionCard>
            <EmpresaSection ro={false} dados={dados.data} />
            <RepresentanteSection ro={false} />
            <EnderecosSection ro={false} />
            <ContatosSection ro={false} />
            <BeneficiariosSelecao />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(`${basename}/pme/todas-propostas`)}>
                {t('cancelar')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={criar.isPending}
              >
                {t('criarProposta')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </FormProvider>
    </Box>
  );
}
