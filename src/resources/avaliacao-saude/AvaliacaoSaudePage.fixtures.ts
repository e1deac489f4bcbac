import { HttpResponse } from 'msw';

/** The API's envelope around an answer, as msw hands it to the screen. */
export const ok = (data: unknown, messages: string[] = []) =>
  HttpResponse.json({ success: true, data, messages });

/** GET api/adesao/{id}/v2: the health part of the nurse's view, nothing answered yet. */
export const SAUDE = {
  possuiPendencia: false,
  respondeuPecFast: false,
  possuiRespostaDeclaracaoSaude: false,
  avaliacaoSaudeConcluida: false,
  aprovacao: {
    tipoAprovacaoId: 2,
    chave: 'AprovacaoAvaliacaoSaude',
    descricao: 'Aprovação da avaliação de saúde',
    aprovado: false,
    indicador: 'attention',
    data: null,
    usuario: null,
  },
  declaracaoSaude: { respostas: [], nomeEnfermeiro: null },
  pecFast: null,
};
