/**
 * Units of the operator (codigoUnidade, uf, nomeUnidade exactly as the spec writes them, without
 * accents) and the 27 Brazilian federative units.
 */
export const UNIDADES = [
  { codigoUnidade: 1, uf: 'ES', nomeUnidade: 'Matriz-Vitória' },
  { codigoUnidade: 2, uf: 'MG', nomeUnidade: 'Minas Gerais BH' },
  { codigoUnidade: 3, uf: 'DF', nomeUnidade: 'Brasília' },
  { codigoUnidade: 4, uf: 'PR', nomeUnidade: 'Curitiba' },
  { codigoUnidade: 5, uf: 'RS', nomeUnidade: 'Porto Alegre' },
  { codigoUnidade: 8, uf: 'RJ', nomeUnidade: 'Rio de Janeiro' },
  { codigoUnidade: 9, uf: 'SP', nomeUnidade: 'São Paulo' },
  { codigoUnidade: 10, uf: 'SP', nomeUnidade: 'Campinas' },
  { codigoUnidade: 11, uf: 'PE', nomeUnidade: 'Recife' },
] as const;

export type Unidade = (typeof UNIDADES)[number];
export type CodigoUnidade = Unidade['codigoUnidade'];

export function getUnidade(codigo: number | null | undefined): Unidade | undefined {
  return UNIDADES.find((u) => u.codigoUnidade === codigo);
}

/** 'ES - Matriz-Vitória': how every screen names a unit (several states have more than one). */
export function rotuloUnidade(unidade: { uf: string; nomeUnidade: string }): string {
  return `${unidade.uf} - ${unidade.nomeUnidade}`;
}

/** A state as lists and choices name it: 'ES - Espírito Santo'. */
export function rotuloEstado(estado: { sigla: string; nome: string }): string {
  return `${estado.sigla} - ${estado.nome}`;
}

/** The spec only says "the 27 state codes"; names are the official ones (IBGE), with accents. */
export const ESTADOS = [
  { sigla: 'AC', nome: 'Acre' },
  { sigla: 'AL', nome: 'Alagoas' },
  { sigla: 'AP', nome: 'Amapá' },
  { sigla: 'AM', nome: 'Amazonas' },
  { sigla: 'BA', nome: 'Bahia' },
  { sigla: 'CE', nome: 'Ceará' },
  { sigla: 'DF', nome: 'Distrito Federal' },
  { sigla: 'ES', nome: 'Espírito Santo' },
  { sigla: 'GO', nome: 'Goiás' },
  { sigla: 'MA', nome: 'Maranhão' },
  { sigla: 'MT', nome: 'Mato Grosso' },
  { sigla: 'MS', nome: 'Mato Grosso do Sul' },
  { sigla: 'MG', nome: 'Minas Gerais' },
  { sigla: 'PA', nome: 'Pará' },
  { sigla: 'PB', nome: 'Paraíba' },
  { sigla: 'PR', nome: 'Paraná' },
  { sigla: 'PE', nome: 'Pernambuco' },
  { sigla: 'PI', nome: 'Piauí' },
  { sigla: 'RJ', nome: 'Rio de Janeiro' },
  { sigla: 'RN', nome: 'Rio Grande do Norte' },
  { sigla: 'RS', nome: 'Rio Grande do Sul' },
  { sigla: 'RO', nome: 'Rondônia' },
  { sigla: 'RR', nome: 'Roraima' },
  { sigla: 'SC', nome: 'Santa Catarina' },
  { sigla: 'SP', nome: 'São Paulo' },
  { sigla: 'SE', nome: 'Sergipe' },
  { sigla: 'TO', nome: 'Tocantins' },
] as const;

export type Uf = (typeof ESTADOS)[number]['sigla'];

/** Alias with the usual Brazilian name of the list. */
export const UFS = ESTADOS;

export function isUf(value: string): value is Uf {
  return ESTADOS.some((e) => e.sigla === value);
}
