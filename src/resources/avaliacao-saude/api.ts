import type { PecFastPergunta, PecFastRespostas } from '../../domain';
import { api } from '../../providers/httpClient';
import type { Aprovacao, PropostaDetalhe, RespostaDeclaracao } from '../propostas/types';

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

export const propostaEnfermagemKey = (id: number) => ['proposta-enfermagem', id] as const;
/** The PecFast questionnaire in force; `id` null while the built-in one is. */
export interface ModeloPecFast {
  id: number | null;
  perguntas: PecFastPergunta[];
  alteradoPor: string | null;
  alteradoEm: string | null;
}

export const pecFastKey = (id: number) => ['pecfast', id] as const;

export const avaliacaoSaudeApi = {
  /**
   * The proposal's cards read the staff detail (GET api/adesao/{id}: dependents, approvals,
   * unit); the health data comes from the nurse's view (GET api/adesao/{id}/v2, access-logged).
   */
  async proposta(id: number, signal?: AbortSignal): Promise<PropostaEnfermagem> {
    const [detalhe, saude] = await Promise.all([
      api.get<PropostaDetalhe>(`/api/adesao/${id}`, { signal }),
      api.get<Omit<PropostaEnfermagem, keyof PropostaDetalhe>>(`/api/adesao/${id}/v2`, { signal }),
    ]);
    return { ...detalhe, ...saude } as PropostaEnfermagem;
  },

  aprovar: (id: number) => api.post<{ message: string }>(`/api/enfermeiro/${id}/aprovar`),

  concluir: (id: number) =>
    api.post<{ message: string }>(`/api/enfermeiro/propostaAdesao/${id}/avaliacaoSaude/concluir`),

  declaracaoAtiva: (signal?: AbortSignal) =>
    api.get<DeclaracaoAtiva>('/api/enfermeiro/declaracaoSaude', { signal }),

  registrarDeclaracao: (body: {
    propostaAdesaoId: number;
    declaracaoSaudeId: number;
    respostas: RespostaNova[];
  }) =>
    api.post<{ message: string }>('/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro', body),

  pecFast: (id: number, signal?: AbortSignal) =>
    api.get<AvaliacaoPecFast>(`/api/AvaliacaoSaude/propostaAdesao/${id}`, { signal }),

  modeloPecFast: () => api.get<ModeloPecFast>('/api/AvaliacaoSaude/pecfast/modelo'),

  salvarModeloPecFast: (perguntas: PecFastPergunta[]) =>
    api.put<ModeloPecFast>('/api/AvaliacaoSaude/pecfast/modelo', { perguntas }),

  registrarPecFast: (id: number, respostasJson: PecFastRespostas) =>
    api.post<{ message: string }>(`/api/AvaliacaoSaude/propostaAdesao/${id}/registrar`, {
      respostasJson,
    }),

  /** Saves a phone typed in the invite on the proposal's contacts (409 when already there). */
  adicionarContato: (id: number, telefone: string) =>
    api.post<unknown>(`/api/adesao/${id}/contatos`, { telefone }),

  abrirSala: (id: number, numerosCelular: string[]) =>
    api.post<SalaVideo>(`/api/enfermeiro/${id}/abrirSala`, { numerosCelular }),

  reenviarConvite: (body: {
    propostaAdesaoId: number;
    celulares: string[];
    linkSalaVideo: string;
    email: string | null;
    nome: string;
  }) => api.post<{ message: string }>('/api/enfermeiro/reenviar/link', body),

  ingressoSala: (salaId: number) =>
    api.post<IngressoSala>(`/api/enfermeiro/sala-video/${salaId}/ingresso`),

  /** The call's recording, sent by the nurse's browser when the call ends. */
  enviarGravacao: (salaId: number, gravacao: Blob) => {
    const form = new FormData();
    form.append('arquivo', gravacao, 'atendimento.webm');
    return api.post<{ id: string; status: string; url: string }>(
      `/api/enfermeiro/sala-video/${salaId}/gravacao`,
      form,
    );
  },

  encerrarSala: (salaId: number) =>
    api.post<{ message: string }>(`/api/enfermeiro/sala-video/${salaId}/encerrar`),

  /** A nursing pendency: one observation born unresolved, in the Enfermagem sector. */
  marcarPendencia: (body: {
    propostaAdesaoId: number;
    observacao: string;
    setorResponsavel: number;
  }) =>
    api.post('/api/observacaoPropostaAdesao/criarComPendencia', {
      ...body,
      tipoObservacaoId: 2,
    }),
};
