import { combineDataProviders, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ResourceDefinition } from '../registries/definition';
import { RESOURCES } from '../registries/registry';
import {
  agendaEnfermagemMethods,
  type AgendaEnfermagemMethods,
} from './agendaEnfermagemDataProvider';
import { agendamentoMethods, type AgendamentoMethods } from './agendamentoDataProvider';
import { arquivosPdfMethods, type ArquivosPdfMethods } from './arquivosPdfDataProvider';
import { documentosMethods, type DocumentosMethods } from './documentosDataProvider';
import { entradaMethods, type EntradaMethods } from './entradaDataProvider';
import {
  gestaoFinanceiraMethods,
  type GestaoFinanceiraMethods,
} from './gestaoFinanceiraDataProvider';
import { fetchJson } from './httpClient';
import { pmeMethods, PROPOSTAS_PME, withPropostasPme, type PmeMethods } from './pmeDataProvider';
import { parametrosMethods, type ParametrosMethods } from './parametrosDataProvider';
import { INTEGRACOES, withIntegracoes, type IntegracoesMethods } from './integracoesDataProvider';
import { MENSAGENS_ENVIADAS, withMensagensEnviadas } from './mensagensEnviadasDataProvider';
import {
  ACESSOS_SAUDE_REGISTRO,
  AVALIACOES_REALIZADAS,
  withAvaliacoesRealizadas,
} from './avaliacoesRealizadasDataProvider';
import {
  ANOTACOES,
  COMUNICACOES,
  HISTORICO,
  OBSERVACOES,
  PROPOSTAS,
  withPropostas,
  type PropostasMethods,
} from './propostasDataProvider';
import { sincronizacaoMethods, type SincronizacaoMethods } from './sincronizacaoDataProvider';
import { usuarioMethods, type UsuarioMethods } from './usuarioDataProvider';
import { visoesMethods, type VisoesMethods } from './visoesDataProvider';
import { dashboardMethods, type DashboardMethods } from './dashboardDataProvider';
import { relatoriosMethods, type RelatoriosMethods } from './relatoriosDataProvider';
import { titularMethods, type TitularMethods } from './titularDataProvider';
import { registrosMethods, type RegistrosMethods } from './registrosDataProvider';
import { rascunhosMethods, type RascunhosMethods } from './rascunhosDataProvider';
import { avaliacaoSaudeMethods, type AvaliacaoSaudeMethods } from './avaliacaoSaudeDataProvider';
import { cepMethods, type CepMethods } from './cepDataProvider';

export const API_URL = '/api';

const STANDARD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** What a resource's own provider does not handle is a programming error, said plainly. */
function refusing(domain: string): DataProvider {
  const refuse = (resource: string) => {
    throw new Error(`${domain}: recurso ${resource} sem esta operação`);
  };
  return Object.fromEntries(STANDARD_METHODS.map((m) => [m, refuse])) as unknown as DataProvider;
}

export type AppDataProvider = DataProvider &
  PropostasMethods &
  IntegracoesMethods &
  AgendamentoMethods &
  AgendaEnfermagemMethods &
  SincronizacaoMethods &
  ArquivosPdfMethods &
  GestaoFinanceiraMethods &
  ParametrosMethods &
  EntradaMethods &
  VisoesMethods &
  DocumentosMethods &
  UsuarioMethods &
  DashboardMethods &
  RelatoriosMethods &
  TitularMethods &
  RegistrosMethods &
  RascunhosMethods &
  AvaliacaoSaudeMethods &
  CepMethods &
  PmeMethods;

/**
 * One provider per resource, combined by resource name (ra-core's combineDataProviders): the
 * proposal workspace's resources over the spec's `buscar` endpoints (propostasDataProvider.ts),
 * the outbox screen's (integracoesDataProvider.ts), and every declared resource
 * (src/registries/registry.ts) over the stock ra-data-simple-rest provider, which our CRUD
 * routes answer. The workspace's non-CRUD calls (commands, pendency resolution, ...) are added
 * beside the standard methods.
 */
export function buildDataProvider(
  resources: readonly ResourceDefinition[] = RESOURCES,
): AppDataProvider {
  const rest = simpleRestProvider(API_URL, fetchJson as Parameters<typeof simpleRestProvider>[1]);
  const propostas = withPropostas(refusing('propostas'));
  const integracoes = withIntegracoes(refusing('integracoes'));
  const byResource: Record<string, DataProvider> = {
    ...Object.fromEntries(
      [PROPOSTAS, HISTORICO, OBSERVACOES, ANOTACOES, COMUNICACOES].map((name) => [name, propostas]),
    ),
    [INTEGRACOES]: integracoes,
    [MENSAGENS_ENVIADAS]: withMensagensEnviadas(refusing('mensagens-enviadas')),
    [PROPOSTAS_PME]: withPropostasPme(refusing('propostas-pme')),
    ...Object.fromEntries(
      [AVALIACOES_REALIZADAS, ACESSOS_SAUDE_REGISTRO].map((name) => [
        name,
        withAvaliacoesRealizadas(refusing(name)),
      ]),
    ),
    ...Object.fromEntries(resources.map((resource) => [resource.name, rest])),
  };
  const combined = combineDataProviders((resource) => {
    if (!Object.hasOwn(byResource, resource)) {
      throw new Error(`Recurso sem provedor de dados: ${resource}`);
    }
    return byResource[resource];
  });
  const standard = Object.fromEntries(
    STANDARD_METHODS.map((method) => [method, combined[method]]),
  ) as unknown as DataProvider;
  const own = domainMethods({
    propostas: extraMethods(propostas),
    integracoes: extraMethods(integracoes),
    agendamento: agendamentoMethods,
    agendaEnfermagem: agendaEnfermagemMethods,
    sincronizacao: sincronizacaoMethods,
    arquivosPdf: arquivosPdfMethods,
    gestaoFinanceira: gestaoFinanceiraMethods,
    parametros: parametrosMethods,
    entrada: entradaMethods,
    visoes: visoesMethods,
    documentos: documentosMethods,
    usuario: usuarioMethods,
    dashboard: dashboardMethods,
    relatorios: relatoriosMethods,
    titular: titularMethods,
    registros: registrosMethods,
    rascunhos: rascunhosMethods,
    avaliacaoSaude: avaliacaoSaudeMethods,
    cep: cepMethods,
    pme: pmeMethods,
  });
  return { ...standard, ...own } as AppDataProvider;
}

/**
 * Every domain's own calls on one object, as react-admin's custom methods are. They share one
 * namespace, so a name two domains declare would silently be the later one's: refused here,
 * naming both (as react-admin's standard methods are, which no domain may redefine).
 */
export function domainMethods(modules: Record<string, object>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  const owner = new Map<string, string>(STANDARD_METHODS.map((name) => [name, 'react-admin']));
  for (const [domain, methods] of Object.entries(modules)) {
    for (const [name, method] of Object.entries(methods)) {
      const first = owner.get(name);
      if (first) {
        throw new Error(`Método ${name} do provedor de dados declarado em ${first} e em ${domain}`);
      }
      owner.set(name, domain);
      merged[name] = method;
    }
  }
  return merged;
}

/** A domain provider's own calls (everything but react-admin's standard methods). */
function extraMethods<T extends object>(provider: T): Partial<T> {
  const standard = new Set<string>(STANDARD_METHODS);
  return Object.fromEntries(
    Object.entries(provider).filter(([name]) => !standard.has(name)),
  ) as Partial<T>;
}

export const dataProvider: AppDataProvider = buildDataProvider();
