import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useBasename, useDataProvider } from 'react-admin';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import {
  applyCampaignChoice,
  applySaleTypeChoice,
  erpComplementSchema,
  isCampaignChoiceDisabled,
  isCommissionChoiceDisabled,
} from '../../domain';
import { Loading } from '../../components/Loading';
import { useErrorNotice } from '../../components/useErrorNotice';
import { SectionCard } from '../propostas/show/SectionCard';
import { FormField } from './PmeFields';
import type {
  ComplementoValores,
  ErpListas,
  PmeDataProvider,
  PropostaPme,
} from '../../providers/pmeDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import {
  CHEGADA_COM_RESPOSTA,
  mostrarPropostaPme,
  type ChegadaComResposta,
} from './propostaPmeEmCache';

/**
 * The ERP complement (document 2, section 2.4): of a PME proposal
 * (pme/proposta/{id}/complemento-integracao) or of an individual one
 * (proposta/{id}/complemento-integracao). The lists come from the ERP; validation on blur;
 * 'Cancelar' and a successful 'Enviar dados' go back to the proposal. The PME save answers the
 * proposal as saved, which the PME screen draws without reading it again (decisions/0166); the
 * individual one changes nothing its proposal's screen shows.
 */
interface Props {
  kind: 'pme' | 'individual';
}

type Values = {
  codigoCampanha: string;
  codigoGrupoCarencia: string;
  codigoTipoCobranca: string;
  tipoVenda: string;
  indComissionarProposta: string;
  indReteveAtoVenda: string;
  codMotivoNaoComissionar: string;
};

const yesNo = () => [
  { value: 'true', label: textsOf('pme')('sim') },
  { value: 'false', label: textsOf('pme')('nao') },
];

function toValues(v: ComplementoValores): Values {
  return {
    codigoCampanha: v.codigoCampanha == null ? '' : String(v.codigoCampanha),
    codigoGrupoCarencia: v.codigoGrupoCarencia ?? '',
    codigoTipoCobranca: String(v.codigoTipoCobranca),
    tipoVenda: String(v.tipoVenda),
    indComissionarProposta: String(v.indComissionarProposta),
    indReteveAtoVenda: String(v.indReteveAtoVenda),
    codMotivoNaoComissionar: String(v.codMotivoNaoComissionar),
  };
}

/** From the resolver's values: yup has already cast the selects' 'true'/'1' to their types. */
function toBody(v: Values): ComplementoValores {
  return {
    codigoCampanha: v.codigoCampanha === '' ? null : Number(v.codigoCampanha),
    codigoGrupoCarencia: v.codigoGrupoCarencia,
    codigoTipoCobranca: Number(v.codigoTipoCobranca),
    tipoVenda: Number(v.tipoVenda),
    indComissionarProposta: String(v.indComissionarProposta) === 'true',
    indReteveAtoVenda: String(v.indReteveAtoVenda) === 'true',
    codMotivoNaoComissionar: Number(v.codMotivoNaoComissionar),
  };
}

export function ComplementoErpForm({ kind }: Props) {
  const tx = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['complemento-erp', kind, id],
    queryFn: () =>
      kind === 'pme'
        ? dataProvider.obterFontesComplementoPme(id)
        : dataProvider.obterFontesComplementoIndividual(id),
    retry: false,
    gcTime: 0,
  });
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) {
    return (
      <Typography variant="h6" component="p" role="alert" sx={{ p: 4 }}>
        {tx('semDadosPreenchimento')}
      </Typography>
    );
  }
  return <ComplementoScreen kind={kind} id={id} listas={query.data} valores={query.data.valores} />;
}

function ComplementoScreen({
  kind,
  id,
  listas,
  valores,
}: {
  kind: Props['kind'];
  id: number;
  listas: ErpListas;
  valores: ComplementoValores;
}) {
  const tx = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const notify = useNotify();
  const notifyError = useErrorNotice();
  const queryClient = useQueryClient();
  const basename = useBasename();
  const navigate = useNavigate();
  const back = (state?: ChegadaComResposta) =>
    navigate(kind === 'pme' ? `${basename}/pme/proposta/${id}` : `${basename}/proposta/${id}`, {
      state,
    });
  const form = useForm<Values>({
    defaultValues: toValues(valores),
    resolver: yupResolver(erpComplementSchema) as unknown as Resolver<Values>,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const { watch, getValues, handleSubmit } = form;
  const tipoVenda = Number(watch('tipoVenda'));
  const campanha = Number(watch('codigoCampanha'));
  const comissionar = watch('indComissionarProposta') === 'true';

  const salvar = useMutation({
    mutationFn: async (values: Values): Promise<PropostaPme | undefined> => {
      if (kind === 'pme') {
        return (await dataProvider.salvarComplementoPme(id, toBody(values))).proposta;
      }
      await dataProvider.salvarComplementoIndividual(id, toBody(values));
      return undefined;
    },
    onSuccess: (proposta) => {
      notify(tx('complementoSalvo'), { type: 'success' });
      // Written before going back: the PME screen mounts with the saved proposal, and the
      // navigation says so, so that this one arrival does not read it again.
      if (proposta) {
        mostrarPropostaPme(queryClient, proposta);
        back(CHEGADA_COM_RESPOSTA);
      } else {
        back();
      }
    },
    onError: notifyError,
  });

  const carencias = listas.carencias.filter((c) => !campanha || c.codigoGrupoCampanha === campanha);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={tx('complementoTitulo')} />
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit((values) => salvar.mutate(values))(event);
          }}
        >
          <SectionCard title={tx('complementoErp')}>
            <Grid container spacing={2}>
              <FormField
                name="codigoCampanha"
                label={tx('campanha')}
                size={6}
                disabled={isCampaignChoiceDisabled(listas.campanhas)}
                options={listas.campanhas.map((c) => ({
                  value: String(c.codigoCampanha),
                  label: c.nomeCampanha,
                }))}
                onChosen={(value) => {
                  const chosen = listas.campanhas.find((c) => String(c.codigoCampanha) === value);
                  if (!chosen) return;
                  const next = applyCampaignChoice(
                    {
                      codigoGrupoCarencia: getValues('codigoGrupoCarencia'),
                      codigoTipoCobranca: 0,
                    },
                    chosen,
                  );
                  form.setValue('codigoGrupoCarencia', next.codigoGrupoCarencia);
                  form.setValue('codigoTipoCobranca', String(next.codigoTipoCobranca));
                }}
              />
              <FormField
                name="codigoTipoCobranca"
                label={tx('tipoCobranca')}
                size={6}
                readOnly
                options={listas.campanhas.map((c) => ({
                  value: String(c.codigoTipoCobranca),
                  label: c.nomeTipoCobranca,
                }))}
              />
              <FormField
                name="codigoGrupoCarencia"
                label={tx('grupoCarencia')}
                size={6}
                options={carencias.map((c) => ({
                  value: c.codigoGrupoCarencia,
                  label: c.nomeGrupoCarencia,
                }))}
              />
              <FormField
                name="tipoVenda"
                label={tx('tipoVenda')}
                size={6}
                options={listas.tiposVenda.map((t) => ({
                  value: String(t.codigoTipoVenda),
                  label: t.nomeTipoVenda,
                }))}
                onChosen={(value) => {
                  const chosen = listas.tiposVenda.find((t) => String(t.codigoTipoVenda) === value);
                  if (!chosen) return;
                  const next = applySaleTypeChoice(
                    { tipoVenda: 0, indComissionarProposta: true },
                    chosen,
                  );
                  form.setValue('indComissionarProposta', String(next.indComissionarProposta));
                }}
              />
              <FormField
                name="indComissionarProposta"
                label={tx('comissionar')}
                size={4}
                options={yesNo()}
                disabled={isCommissionChoiceDisabled(tipoVenda)}
              />
              <FormField
                name="codMotivoNaoComissionar"
                label={tx('motivoNaoComissionar')}
                size={4}
                disabled={comissionar}
                options={listas.motivosNaoComissionar.map((m) => ({
                  value: String(m.codigoMotivoNaoComissionar),
                  label: m.nomeMotivoNaoComissionar,
                }))}
              />
              <FormField
                name="indReteveAtoVenda"
                label={tx('reteveAtoVenda')}
                size={4}
                options={yesNo()}
              />
            </Grid>
          </SectionCard>
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={() => back()}>{tx('cancelar')}</Button>
            <Button type="submit" variant="contained" disabled={salvar.isPending}>
              {tx('enviarDados')}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
    </Box>
  );
}
