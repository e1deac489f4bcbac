import { yupResolver } from '@hookform/resolvers/yup';
import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { entradaSchema, passosDe, type EntradaCriada, type TipoEntrada } from '../../domain';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/layout/PageTitle';
import type {
  EntradaDataProvider,
  OpcoesCadastro,
  RascunhoEntrada,
} from '../../providers/entradaDataProvider';
import { extractMessages } from '../../providers/errorHandler';
import { EntradaCriadaView } from './EntradaCriadaView';
import { comRascunho, type FormularioEntrada } from './formDefaults';
import { DependentesStep } from './steps/DependentesStep';
import { EnderecoStep } from './steps/EnderecoStep';
import { PortabilidadeStep } from './steps/PortabilidadeStep';
import { RevisaoStep } from './steps/RevisaoStep';
import { TitularStep } from './steps/TitularStep';
import { VendaStep } from './steps/VendaStep';
import { useRascunhoEntrada, type EstadoSalvamento } from './useRascunhoEntrada';
import { localized, textsOf } from '../../providers/i18nProvider';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_MS = 1500;

/** Each kind's title: its catalogue key (entrada.titulo.*). */
const TITULOS = {
  0: 'titulo.nova',
  1: 'titulo.retencao',
  2: 'titulo.portabilidade',
} as const satisfies Record<TipoEntrada, string>;

/**
 * The entry form (vendas-internas/proposta/preencher-dados, propostaRetencao/preencher-dados,
 * vendas-internas/propostaPortabilidade/preencher-dados): a wizard whose draft is saved as the
 * user types, so a reload or a refused submission loses nothing.
 */
export function EntradaWizard({ tipo, novo }: { tipo: TipoEntrada; novo: boolean }) {
  const dataProvider = useDataProvider<EntradaDataProvider>();
  const opcoes = useQuery({
    queryKey: ['opcoes-cadastro'],
    queryFn: ({ signal }) => dataProvider.obterOpcoesCadastro(signal),
  });
  const draft = useRascunhoEntrada(tipo, novo);
  const [criada, setCriada] = useState<{ criada: EntradaCriada; mensagem: string } | null>(null);
  const t = textsOf('entrada');
  const pageTitle = usePageTitle() ?? t(TITULOS[tipo]);

  if (criada) return <EntradaCriadaView {...criada} tipo={tipo} />;
  if (opcoes.isPending || draft.isPending) return <Loading />;
  if (opcoes.isError || draft.isError || !draft.rascunho) {
    return (
      <LoadError
        onRetry={() => {
          void opcoes.refetch();
          void draft.refetch();
        }}
      />
    );
  }
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={pageTitle} />
      <EntradaForm
        key={draft.rascunho.id}
        tipo={tipo}
        titulo={t(TITULOS[tipo])}
        rascunho={draft.rascunho}
        opcoes={opcoes.data}
        salvar={draft.salvar}
        marcarPendente={draft.marcarPendente}
        estado={draft.estado}
        erroSalvamento={draft.erro}
        onCriada={setCriada}
      />
    </Box>
  );
}

interface EntradaFormProps {
  tipo: TipoEntrada;
  titulo: string;
  rascunho: RascunhoEntrada;
  opcoes: OpcoesCadastro;
  salvar(dados: unknown, passo: number): Promise<void>;
  marcarPendente(): void;
  estado: EstadoSalvamento;
  erroSalvamento: string | null;
  onCriada(result: { criada: EntradaCriada; mensagem: string }): void;
}

function EntradaForm(props: EntradaFormProps) {
  const { tipo, rascunho, opcoes, salvar, marcarPendente } = props;
  const t = textsOf('entrada');
  const notify = useNotify();
  const dataProvider = useDataProvider<EntradaDataProvider>();
  const passos = passosDe(tipo);
  const [passo, setPasso] = useState(Math.min(rascunho.passo, passos.length - 1));
  const [enviando, setEnviando] = useState(false);
  const methods = useForm<FormularioEntrada>({
    defaultValues: comRascunho(tipo, rascunho.dados),
    resolver: yupResolver(entradaSchema(tipo) as never) as never,
    // A field's message comes when it is left (and goes while it is corrected: FormField).
    // Not 'onTouched': with it react-hook-form checks a whole field array after an append, so
    // every field of a dependant just added showed its error before anything was typed.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const passoRef = useRef(passo);
  passoRef.current = passo;

  // Autosave: a pause in typing saves the form as it stands.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = methods.watch(() => {
      marcarPendente();
      clearTimeout(timer);
      timer = setTimeout(() => void salvar(methods.getValues(), passoRef.current), AUTOSAVE_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [methods, salvar, marcarPendente]);

  const irPara = (next: number) => {
    setPasso(next);
    void salvar(methods.getValues(), next);
  };

  const avancar = async () => {
    const key = passos[passo].key;
    if (await methods.trigger(key as FieldPath<FormularioEntrada>)) irPara(passo + 1);
  };

  /**
   * The server's 400 names each field ('titular.cpf: CPF Inválido'): back to the first such
   * step, where the messages are set once its fields are on screen again.
   */
  const [errosServidor, setErrosServidor] = useState<[string, string][]>([]);
  useEffect(() => {
    for (const [path, message] of errosServidor) {
      methods.setError(path as FieldPath<FormularioEntrada>, { message }, { shouldFocus: true });
    }
  }, [errosServidor, methods]);

  const mostrarErrosDoServidor = (messages: string[]) => {
    const erros: [string, string][] = [];
    for (const message of messages) {
      const match = /^([\w.[\]]+): (.+)$/.exec(message);
      if (match) erros.push([match[1].replace(/\[(\d+)\]/g, '.$1'), match[2]]);
    }
    const steps = erros
      .map(([path]) => passos.findIndex((p) => p.key === path.split('.')[0]))
      .filter((index) => index >= 0);
    if (steps.length > 0) setPasso(Math.min(...steps));
    setErrosServidor(erros);
  };

  const enviar = methods.handleSubmit(
    async (values) => {
      setEnviando(true);
      try {
        props.onCriada(await dataProvider.criarEntrada(values, rascunho.id));
      } catch (error) {
        const messages = extractMessages(error);
        notify(messages[0] ?? (error as Error).message, { type: 'error' });
        mostrarErrosDoServidor(messages);
      } finally {
        setEnviando(false);
      }
    },
    (errors) => {
      const index = passos.findIndex((p) => p.key in errors);
      if (index >= 0) setPasso(index);
    },
  );

  // Enter in a field must not send the form (nor jump a step): only the buttons do.
  const blockEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
    }
  };

  const ultimo = passo === passos.length - 1;
  const atual = passos[passo].key;
  return (
    <FormProvider {...methods}>
      <Box
        component="form"
        noValidate
        onKeyDown={blockEnter}
        onSubmit={(event) => event.preventDefault()}
        aria-label={props.titulo}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {props.titulo}
          </Typography>
          <SalvamentoChip estado={props.estado} erro={props.erroSalvamento} />
        </Box>
        <Stepper activeStep={passo} alternativeLabel sx={{ mb: 3 }}>
          {passos.map((p) => (
            <Step key={p.key}>
              <StepLabel>{t(`passos.${p.key}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t(`passos.${atual}`)}
            </Typography>
            {atual === 'titular' && <TitularStep />}
            {atual === 'endereco' && <EnderecoStep />}
            {atual === 'dependentes' && <DependentesStep />}
            {atual === 'venda' && <VendaStep opcoes={opcoes} />}
            {atual === 'portabilidade' && <PortabilidadeStep />}
            {atual === 'revisao' && <RevisaoStep opcoes={opcoes} />}
          </CardContent>
        </Card>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
          <Button disabled={passo === 0 || enviando} onClick={() => irPara(passo - 1)}>
            {t('voltar')}
          </Button>
          {ultimo ? (
            <Button variant="contained" disabled={enviando} onClick={() => void enviar()}>
              {enviando ? t('enviando') : t('enviar')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void avancar()}>
              {t('continuar')}
            </Button>
          )}
        </Box>
      </Box>
    </FormProvider>
  );
}

function SalvamentoChip({ estado, erro }: { estado: EstadoSalvamento; erro: string | null }) {
  const t = textsOf('entrada');
  if (estado === null) return null;
  if (estado === 'erro') {
    return <Chip color="warning" label={localized(erro ?? undefined) ?? t('rascunho.erro')} />;
  }
  return (
    <Chip
      variant="outlined"
      icon={estado === 'salvo' ? <CloudDoneIcon /> : undefined}
      label={
        estado === 'salvo'
          ? t('rascunho.salvo')
          : estado === 'pendente'
            ? t('rascunho.pendente')
            : t('rascunho.salvando')
      }
      role="status"
    />
  );
}
