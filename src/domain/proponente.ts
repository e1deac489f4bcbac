/**
 * The public applicant area (/mpa): the purchase-intent term and the feedback rules, shared by
 * the server (evidence, validation) and the applicant's pages. The prices come from the
 * commercial manager's price tables (precos.ts).
 */

/** Stored with every acceptance; change it whenever TERMO_INTENCAO_COMPRA's text changes. */
export const VERSAO_TERMO_INTENCAO = '2026.1';

export const TERMO_INTENCAO_COMPRA = [
  'Declaro que tenho interesse em contratar o plano de saúde descrito acima, para mim e para os dependentes listados, pelo valor mensal informado.',
  'Estou ciente de que a contratação depende da declaração de saúde, da avaliação da equipe de enfermagem e da análise da documentação.',
  'Autorizo o uso dos meus dados pessoais para esta contratação, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).',
] as const;

/** Where the applicant's rating is asked: what is rated and in which process (campaigns). */
export const FEEDBACK_ALVO_AVALIACAO_SAUDE = 'avaliacao-saude';
export const FEEDBACK_PROCESSO_DECLARACAO = 'declaracao-saude';

/** Spec 2.6 / section 7: below 4 stars the reason is required, with at least 8 characters. */
export const FEEDBACK_COMENTARIO_MINIMO = 8;

export function feedbackPodeEnviar(valor: number, comentario: string): boolean {
  if (valor < 1 || valor > 5) return false;
  return valor >= 4 || comentario.trim().length >= FEEDBACK_COMENTARIO_MINIMO;
}
