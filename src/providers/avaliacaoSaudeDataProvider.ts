import type { PecFastPergunta, PecFastRespostas } from '../domain';
import type { DataProvider } from 'ra-core';
import type {
  Aprovacao,
  Observacao,
  PropostaDetalhe,
  RespostaDeclaracao,
} from '../resources/propostas/types';
import type { ActionAnswer } from './propostasDataProvider';
import { api } from './httpClient';

/** GET api/adesao/{id}/v2: the proposal with its health data (nurse's view). */
export interface PropostaEnfermagem extends PropostaDetalhe {
  possuiPendencia: boolean;
  respondeuPecFast: boolean;
  aprovacao: Aprovacao;
  declaracaoSaude: { respostas: RespostaDeclaracao[]; nomeEnfermeiro: string | null };
  pecFast: {
    avaliacao: { respostasJson: PecFastRespostas };
    /** The questions the answers were given under. */
    modeloJson: PecFastPergunta[];
    nomeEnfermeiro: string | null;
  } | null;
}

export interface AvaliacaoPecFast {
  modeloJson: PecFastPergunta[];
  avaliacao: { respostasJson: PecFastRespostas } | null;
}

export interface RespostaNova {
  perguntaRegistrada: string;
  seAplica: boolean;
  detalhamento: string | null;
  etapaId: number;
}

/**
 * POST api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro's answer: the notice, the
 * proposal's new state and the declaration as the nurse's view reads it (decisions/0157).
 */
export interface DeclaracaoRegistrada {
  message: string;
  proposta: ActionAnswer & { possuiRespostaDeclaracaoSaude: boolean };
  declaracaoSaude: PropostaEnfermagem['declaracaoSaude'];
}

/**
 * POST api/AvaliacaoSaude/propostaAdesao/{id}/registrar's answer: the notice, the proposal's new
 * state and the assessment as the nurse's view reads it (decisions/0158).
 */
export interface PecFastRegistrado {
  message: string;
  proposta: ActionAnswer & { respondeuPecFast: boolean };
  pecFast: PropostaEnfermagem['pecFast'];
}

/** GET api/enfermeiro/declaracaoSaude: the active declaration the nurse fills in. */
export interface DeclaracaoAtiva {
  id: number;
  titulo: string;
  possuiCpt: boolean;
  perguntas: { id: number; etapaId: number; ordem: number; texto: string; dadoSaude: boolean }[];
}

/** POST api/enfermeiro/{id}/abrirSala. */
export interface SalaVideo {
  urlBeneficiarioEncurtada: string;
  urlBeneficiario: string;
  urlEnfermeiro: string;
}

/** POST api/enfermeiro/sala-video/{id}/ingresso: the signalling path with a one-time ticket. */
export interface IngressoSala {
  salaId: number;
  propostaAdesaoId: number;
  nomeBeneficiario: string;
  sinalizacao: string;
  iceServers: RTCIceServer[];
}

/** The PecFast questionnaire in force; `id` null while the built-in one is. */
export interface ModeloPecFast {
  id: number | null;
  perguntas: PecFastPergunta[];
  alteradoPor: string | null;
  alteradoEm: string | null;
}

export interface VideoAuditoria {
  id: string;
  status: string;
  url: string | null;
  dataCriacao: string;
}

/**
 * The nurse's and the health manager's calls (spec 1, section 7): the proposal's health view,
 * the declaration and PecFast, the video room, the nursing pendency, the audit of assessments,
 * accesses and recordings. Inferred from the object below, which is its single definition.
 */
export type AvaliacaoSaudeMethods = typeof avaliacaoSaudeMethods;

export type AvaliacaoSaudeDataProvider = DataProvider & AvaliacaoSaudeMethods;

export const avaliacaoSaudeMethods = {
  /**
   * The proposal's cards read the staff detail (GET api/adesao/{id}: dependents, approvals,
   * unit); the health data comes from the nurse's view (GET api/adesao/{id}/v2, access-logged).
   */
  async obterPropostaEnfermagem(id: number, signal?: AbortSignal): Promise<PropostaEnfermagem> {
    const [detalhe, saude] = await Promise.all([
      api.get<PropostaDetalhe>(`/api/adesao/${id}`, { signal }),
      api.get<Omit<PropostaEnfermagem, keyof PropostaDetalhe>>(`/api/adesao/${id}/v2`, { signal }),
    ]);
    return { ...detalhe, ...saude } as PropostaEnfermagem;
  },

  aprovarPeloEnfermeiro: (id: number) =>
    api.post<{ message: string }>(`/api/enfermeiro/${id}/aprovar`),

  concluirAvaliacaoSaude: (id: number) =>
    api.post<{ message: string }>(`/api/enfermeiro/propostaAdesao/${id}/avaliacaoSaude/concluir`),

  obterDeclaracaoAtiva: (signal?: AbortSignal) =>
    api.get<DeclaracaoAtiva>('/api/enfermeiro/declaracaoSaude', { signal }),

  registrarDeclaracaoPeloEnfermeiro: (body: {
    propostaAdesaoId: number;
    declaracaoSaudeId: number;
    respostas: RespostaNova[];
  }) =>
    api.post<DeclaracaoRegistrada>('/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro', body),

  obterPecFast: (id: number, signal?: AbortSignal) =>
    api.get<AvaliacaoPecFast>(`/api/AvaliacaoSaude/propostaAdesao/${id}`, { signal }),

  obterModeloPecFast: () => api.get<ModeloPecFast>('/api/AvaliacaoSaude/pecfast/modelo'),

  salvarModeloPecFast: (perguntas: PecFastPergunta[]) =>
    api.put<ModeloPecFast>('/api/AvaliacaoSaude/pecfast/modelo', { perguntas }),

  registrarPecFast: (id: number, respostasJson: PecFastRespostas) =>
    api.post<PecFastRegistrado>(`/api/AvaliacaoSaude/propostaAdesao/${id}/registrar`, {
      respostasJson,
    }),

  /** Saves a phone typed in the invite on the proposal's contacts (409 when already there). */
  adicionarContatoProposta: (id: number, telefone: string) =>
    api.post<unknown>(`/api/adesao/${id}/contatos`, { telefone }),

  abrirSalaVideo: (id: number, numerosCelular: string[]) =>
    api.post<SalaVideo>(`/api/enfermeiro/${id}/abrirSala`, { numerosCelular }),

  reenviarConviteSala: (body: {
    propostaAdesaoId: number;
    celulares: string[];
    linkSalaVideo: string;
    email: string | null;
    nome: string;
  }) => api.post<{ message: string }>('/api/enfermeiro/reenviar/link', body),

  obterIngressoSala: (salaId: number) =>
    api.post<IngressoSala>(`/api/enfermeiro/sala-video/${salaId}/ingresso`),

  /** The call's recording, sent by the nurse's browser when the call ends. */
  enviarGravacaoSala: (salaId: number, gravacao: Blob) => {
    const form = new FormData();
    form.append('arquivo', gravacao, 'atendimento.webm');
    return api.post<{ id: string; status: string; url: string }>(
      `/api/enfermeiro/sala-video/${salaId}/gravacao`,
      form,
    );
  },

  encerrarSalaVideo: (salaId: number) =>
    api.post<{ message: string }>(`/api/enfermeiro/sala-video/${salaId}/encerrar`),

  /**
   * A nursing pendency: one observation born unresolved, in the Enfermagem sector. The answer
   * carries the proposal's new state under `proposta` (decisions/0134).
   */
  marcarPendenciaEnfermagem: (body: {
    propostaAdesaoId: number;
    observacao: string;
    setorResponsavel: number;
  }) =>
    api.post<Observacao & { proposta?: ActionAnswer }>(
      '/api/observacaoPropostaAdesao/criarComPendencia',
      {
        ...body,
        tipoObservacaoId: 2,
      },
    ),

  listarVideosAuditoria: (propostaId: number, signal?: AbortSignal) =>
    api.get<VideoAuditoria[]>(`/api/AvaliacaoSaude/propostaAdesao/${propostaId}/videos-auditoria`, {
      signal,
    }),

  /** A recording, read with the user's token (a plain link would carry none). */
  baixarVideo: (url: string) =>
    api.get<Blob>(url, { responseType: 'blob', headers: { Accept: 'video/webm' } }),
};
