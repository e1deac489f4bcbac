/**
 * The PME form's own lists (document 2, section 3, "PME fill-in data"): registration statuses
 * (Receita Federal) and company types. The spec names the lists, not their items; these are the
 * Receita's registration statuses and the common legal forms of small businesses.
 */
export const SITUACOES_CADASTRAIS = [
  { id: 1, nome: 'Ativa' },
  { id: 2, nome: 'Suspensa' },
  { id: 3, nome: 'Inapta' },
  { id: 4, nome: 'Baixada' },
  { id: 5, nome: 'Nula' },
] as const;

export const TIPOS_SOCIEDADE = [
  { id: 1, nome: 'Empresário individual (EI)' },
  { id: 2, nome: 'Sociedade limitada (LTDA)' },
  { id: 3, nome: 'Sociedade limitada unipessoal (SLU)' },
  { id: 4, nome: 'Sociedade anônima (S/A)' },
  { id: 5, nome: 'Microempreendedor individual (MEI)' },
] as const;
