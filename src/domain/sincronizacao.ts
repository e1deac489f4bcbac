/**
 * The administrator's synchronization file (sincronizacao, spec 2.7): brokers and dealerships in
 * one CSV, one per line, separated by ';' or ','. The header names the columns (any order,
 * case and accents ignored); 'tipo' says which of the two a line is.
 */
export const SINCRONIZACAO_COLUNAS = [
  'tipo',
  'nome',
  'documento',
  'email',
  'telefone',
  'unidade',
  'cnpj_concessionaria',
  'ativo',
] as const;

export const SINCRONIZACAO_EXEMPLO = [
  'tipo;nome;documento;email;telefone;unidade;cnpj_concessionaria;ativo',
  'concessionaria;Auto Center Vitória;11.222.333/0001-81;contato@autocenter.com.br;(27) 3222-1000;1;;S',
  'corretor;Paula Ribeiro;529.982.247-25;paula@autocenter.com.br;(27) 99876-5432;;11.222.333/0001-81;S',
].join('\n');

/**
 * What the preview says a line will do: codes the server and the screen compare, never shown
 * as they are (the screen labels them from the catalogue, `sincronizacao.*`).
 */
export const ACOES_SINCRONIZACAO = ['criar', 'atualizar', 'sem-alteracao'] as const;

export type AcaoSincronizacao = (typeof ACOES_SINCRONIZACAO)[number];

export interface LinhaSincronizacao {
  /** The line number in the file (the header is line 1). */
  linha: number;
  tipo: 'concessionaria' | 'corretor' | null;
  nome: string | null;
  documento: string | null;
  acao: AcaoSincronizacao | null;
  erros: string[];
}
