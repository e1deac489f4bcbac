import { ageInYears } from './dates';

/**
 * The public applicant area (/mpa): the purchase-intent term, the plan's price table and the
 * feedback rules, shared by the server (evidence, validation) and the applicant's pages.
 */

/** Stored with every acceptance; change it whenever TERMO_INTENCAO_COMPRA's text changes. */
export const VERSAO_TERMO_INTENCAO = '2026.1';

export const TERMO_INTENCAO_COMPRA = [
  'Declaro que tenho interesse em contratar o plano de saúde descrito acima, para mim e para os dependentes listados, pelo valor mensal informado.',
  'Estou ciente de que a contratação depende da declaração de saúde, da avaliação da equipe de enfermagem e da análise da documentação.',
  'Autorizo o uso dos meus dados pessoais para esta contratação, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).',
] as const;

/** The plan the senior line sells (the ERP's catalogue is not reachable from here: demo values). */
export const PLANO_SENIOR = { nome: 'Plano Sênior Essencial', acomodacao: 'Apartamento' } as const;

/** Monthly price by ANS age band (RN 63/2003): from the lower age, in reais. */
export const FAIXAS_PRECO = [
  { idadeMinima: 0, valor: 289.9 },
  { idadeMinima: 19, valor: 339.9 },
  { idadeMinima: 24, valor: 379.9 },
  { idadeMinima: 29, valor: 419.9 },
  { idadeMinima: 34, valor: 459.9 },
  { idadeMinima: 39, valor: 519.9 },
  { idadeMinima: 44, valor: 589.9 },
  { idadeMinima: 49, valor: 689.9 },
  { idadeMinima: 54, valor: 829.9 },
  { idadeMinima: 59, valor: 1099.9 },
] as const;

/** The monthly price of one beneficiary born on `dataNascimento`, at `today`. */
export function valorMensalidade(dataNascimento: string, today: Date): number {
  const age = ageInYears(dataNascimento, today) ?? 0;
  let valor: number = FAIXAS_PRECO[0].valor;
  for (const faixa of FAIXAS_PRECO) if (age >= faixa.idadeMinima) valor = faixa.valor;
  return valor;
}

/** Where the applicant's rating is asked: what is rated and in which process (campaigns). */
export const FEEDBACK_ALVO_AVALIACAO_SAUDE = 'avaliacao-saude';
export const FEEDBACK_PROCESSO_DECLARACAO = 'declaracao-saude';

/** Spec 2.6 / section 7: below 4 stars the reason is required, with at least 8 characters. */
export const FEEDBACK_COMENTARIO_MINIMO = 8;

export function feedbackPodeEnviar(valor: number, comentario: string): boolean {
  if (valor < 1 || valor > 5) return false;
  return valor >= 4 || comentario.trim().length >= FEEDBACK_COMENTARIO_MINIMO;
}
