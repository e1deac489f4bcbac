import { cadastros } from '../../i18n/pt-BR/cadastros';
import { ageInYears } from './dates';

// The bands' names are the price table's field labels in the catalogue, keyed by `campo`.
const faixas = cadastros['tabelas-preco'].campos;

/**
 * Prices of the purchase-intent term: a plan's price table (tabela-preco) holds one monthly
 * value per ANS age band (RN 63/2003, ten bands) and a validity period. Shared by the registry's
 * declaration, the server (which table and band a proposal pays) and the applicant's page.
 */
export const FAIXAS_ETARIAS_ANS = [
  { campo: 'valor0a18', idadeMinima: 0, rotulo: faixas.valor0a18 },
  { campo: 'valor19a23', idadeMinima: 19, rotulo: faixas.valor19a23 },
  { campo: 'valor24a28', idadeMinima: 24, rotulo: faixas.valor24a28 },
  { campo: 'valor29a33', idadeMinima: 29, rotulo: faixas.valor29a33 },
  { campo: 'valor34a38', idadeMinima: 34, rotulo: faixas.valor34a38 },
  { campo: 'valor39a43', idadeMinima: 39, rotulo: faixas.valor39a43 },
  { campo: 'valor44a48', idadeMinima: 44, rotulo: faixas.valor44a48 },
  { campo: 'valor49a53', idadeMinima: 49, rotulo: faixas.valor49a53 },
  { campo: 'valor54a58', idadeMinima: 54, rotulo: faixas.valor54a58 },
  { campo: 'valor59mais', idadeMinima: 59, rotulo: faixas.valor59mais },
] as const;

export type FaixaEtaria = (typeof FAIXAS_ETARIAS_ANS)[number];
export type CampoFaixaEtaria = FaixaEtaria['campo'];
/** The ten monthly values of a price table, in reais, by band. */
export type ValoresPorFaixa = Record<CampoFaixaEtaria, number>;

/** The band of an age in whole years (the last band whose lower age it has reached). */
export function faixaDaIdade(idade: number): FaixaEtaria {
  let faixa: FaixaEtaria = FAIXAS_ETARIAS_ANS[0];
  for (const f of FAIXAS_ETARIAS_ANS) if (idade >= f.idadeMinima) faixa = f;
  return faixa;
}

/** The monthly price of someone born on `dataNascimento`, by their age on `dia`. */
export function valorDaFaixa(tabela: ValoresPorFaixa, dataNascimento: string, dia: Date): number {
  return tabela[faixaDaIdade(ageInYears(dataNascimento, dia) ?? 0).campo];
}

/** A validity period of yyyy-MM-dd days, the end optional (open-ended), both inclusive. */
export interface Vigencia {
  vigenciaInicio: string;
  vigenciaFim: string | null;
}

/** Whether `dia` (yyyy-MM-dd) is inside the period. ISO days compare as text. */
export function vigenteEm(vigencia: Vigencia, dia: string): boolean {
  return (
    vigencia.vigenciaInicio <= dia && (vigencia.vigenciaFim == null || dia <= vigencia.vigenciaFim)
  );
}

/** Whether two periods share at least one day. */
export function vigenciasSeSobrepoem(a: Vigencia, b: Vigencia): boolean {
  return (
    (b.vigenciaFim == null || a.vigenciaInicio <= b.vigenciaFim) &&
    (a.vigenciaFim == null || b.vigenciaInicio <= a.vigenciaFim)
  );
}

/**
 * Money typed the Brazilian way ('1.234,56', '1234,56', 'R$ 89,90') or sent as a JSON number.
 * Anything else is NaN, which the schema refuses with its message. A dot is a thousands
 * separator only in groups of three; '289.90' is not pt-BR and is refused rather than guessed.
 */
export function parseReais(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.replace(/^R\$\s*/, '').trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(text)) return Number.NaN;
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

/** At most two decimal places (a float such as 0.29 is 28.999… cents: compare with a margin). */
export function temAteDuasCasas(valor: number): boolean {
  const centavos = valor * 100;
  return Math.abs(centavos - Math.round(centavos)) < 1e-6;
}

const REAIS = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.099,90'. */
export function formatReais(valor: number): string {
  return REAIS.format(valor);
}
