import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'ra-core';
import { api, request } from './httpClient';
import { buscarPropostas, comId } from './buscaDePropostas';
import type { Aprovacao } from '../resources/propostas/types';

export {
  SEARCH_FILTER,
  STATUS_FILTER,
  toBuscarBody,
  toSearchBody,
  type BuscarBody,
  type BuscarMeta,
} from './buscaDePropostas';

/**
 * The proposal workspace's resources over the spec's own endpoints, spread over the stock
 * ra-data-simple-rest provider (docs/architecture.md: wrap, do not rewrite). Lists by status go to
 * POST api/adesao/buscar; the side panel's timelines are read-only lists keyed by proposal.
 */
/** The permission table's resource name: react-admin's List and Show ask canAccess with it. */
export const PROPOSTAS = 'proposta';
export const HISTORICO = 'propostas-historico';
export const OBSERVACOES = 'propostas-observacoes';
export const ANOTACOES = 'anotacoes-enfermagem';
export const COMUNICACOES = 'propostas-comunicacoes';

function proposalIdOf(params: Partial<GetListParams>): number {
  const id = Number((params.filter ?? {}).propostaAdesaoId);
  if (!Number.isInteger(id) || id <= 0) throw new Error('propostaAdesaoId ausente no filtro');
  return id;
}

/** Read-only lists of a proposal: the endpoint for each, given the proposal id. */
const PER_PROPOSTA: Record<string, (id: number) => string> = {
  [HISTORICO]: (id) => `/api/adesao/${id}/listarHistorico`,
  [OBSERVACOES]: (id) => `/api/observacaoPropostaAdesao/obterObservacoes/${id}`,
  [ANOTACOES]: (id) => `/api/anotacaoEnfermagem/${id}`,
  [COMUNICACOES]: (id) => `/api/logHistoricoEnvio/${id}`,
};

async function listPerProposta(resource: string, params: GetListParams): Promise<GetListResult> {
  const rows = await api.get<RaRecord[] | null>(PER_PROPOSTA[resource](proposalIdOf(params)));
  const data = (rows ?? []).map((row, index) => ({ ...row, id: row.id ?? index }));
  return { data, total: data.length };
}

export interface NovaObservacao {
  propostaAdesaoId: number;
  observacao: string;
  tipoObservacaoId: number;
  setorResponsavel: number | null;
  resolvido: boolean;
}

export interface ResolucaoPendenciaInput {
  propostaAdesaoId: number;
  observacaoPropostaAdesaoId: number;
  resolucao: string;
}

/**
 * What a command that changes a proposal answers (server/modules/propostas/action-answer.ts):
 * its new status, pendency flag and version, written into the cached records at once.
 */
export interface ActionAnswer {
  id: number;
  versao: number;
  situacaoPropostaAdesaoId: number | null;
  situacaoPropostaAdesaoNome: string;
  situacaoAnteriorId: number | null;
  possuiPendencia: boolean;
  inativa: boolean;
  diaVencimento: number | null;
  liberacaoIdadePendente: boolean;
  dataAlteracaoSituacao: string;
  /** The detail's three approvals: the lifecycle actions' answers carry them. */
  aprovacoes?: Aprovacao[];
}

/** One command of the proposal screen (an action, the due day, a resend, a communication). */
export interface Comando {
  url: string;
  method: 'POST' | 'PUT';
  body?: unknown;
}

/** What a command answers: the envelope's data and its pt-BR messages (the success notice). */
export interface RespostaComando {
  data: unknown;
  messages: string[];
}

/** Calls of the workspace that are not CRUD: pendency resolution, commands, the view's parts. */
export interface PropostasMethods {
  /** Answers the proposal's new state (the pendency flag, maybe the status). */
  resolverPendencia(input: ResolucaoPendenciaInput): Promise<ActionAnswer>;
  enviarComando(comando: Comando): Promise<RespostaComando>;
  /** POST api/adesao/obterRepostasDeclaracaoSaude/{id}. */
  obterRespostasDeclaracao(propostaId: number, signal?: AbortSignal): Promise<unknown[]>;
  /** GET api/documento/propostaAdesao/{id}/listarDocumentosAnexosSemArquivo. */
  listarDocumentos(propostaId: number, signal?: AbortSignal): Promise<unknown[]>;
}

export type PropostasDataProvider = DataProvider & PropostasMethods;

/**
 * Everything the workspace adds to the stock provider. (`as never` below: react-admin's methods
 * are generic over a record type only the caller knows; the answers are the API's records.)
 */
export function withPropostas(base: DataProvider): PropostasDataProvider {
  return {
    ...base,

    resolverPendencia: (input) =>
      api.post<ActionAnswer>('/api/observacaoPropostaAdesao/resolverPendencia', input),

    async enviarComando({ url, method, body }) {
      const answer = await request(url, { method, body });
      return { data: answer.data, messages: answer.messages };
    },

    obterRespostasDeclaracao: async (id, signal) =>
      (await api.post<unknown[] | null>(
        `/api/adesao/obterRepostasDeclaracaoSaude/${id}`,
        undefined,
        { signal },
      )) ?? [],

    listarDocumentos: async (id, signal) =>
      (await api.get<unknown[] | null>(
        `/api/documento/propostaAdesao/${id}/listarDocumentosAnexosSemArquivo`,
        { signal },
      )) ?? [],

    async getList(resource, params) {
      if (resource === PROPOSTAS) return buscarPropostas(params) as never;
      if (resource in PER_PROPOSTA) return listPerProposta(resource, params);
      return base.getList(resource, params);
    },

    async getOne(resource, params) {
      if (resource === PROPOSTAS) {
        const data = await api.get<RaRecord>(`/api/adesao/${params.id}`, {
          signal: params.signal,
        });
        return { data: comId(data) } as never;
      }
      return base.getOne(resource, params);
    },

    async create(resource, params) {
      if (resource === OBSERVACOES) {
        const data = params.data as NovaObservacao;
        // The spec's two calls: a pendency goes through criarComPendencia (born unresolved).
        const path = data.resolvido
          ? '/api/observacaoPropostaAdesao/criar'
          : '/api/observacaoPropostaAdesao/criarComPendencia';
        const created = await api.post<RaRecord | null>(path, data);
        return { data: { ...data, ...(created ?? {}), id: created?.id ?? Date.now() } } as never;
      }
      if (resource === ANOTACOES) {
        const { texto, propostaAdesaoId } = params.data as {
          texto: string;
          propostaAdesaoId: number;
        };
        const created = await api.post<RaRecord | null>('/api/anotacaoEnfermagem', {
          texto,
          PropostaAdesaoId: propostaAdesaoId,
        });
        return { data: { texto, ...(created ?? {}), id: created?.id ?? Date.now() } } as never;
      }
      return base.create(resource, params);
    },
  };
}
