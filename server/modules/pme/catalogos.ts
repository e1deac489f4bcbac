import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * The PME form's own lists (document 2, section 3, "PME fill-in data"): registration statuses
 * (Receita Federal) and company types. The spec names the lists, not their items; these are the
 * Receita's registration statuses and the common legal forms of small businesses. The names are
 * the catalogue's (servidor.pme.situacoesCadastrais, servidor.pme.tiposSociedade); the ids are
 * what a proposal stores.
 */
const SITUACAO = servidor.pme.situacoesCadastrais;
export const SITUACOES_CADASTRAIS = [
  { id: 1, nome: SITUACAO.ativa },
  { id: 2, nome: SITUACAO.suspensa },
  { id: 3, nome: SITUACAO.inapta },
  { id: 4, nome: SITUACAO.baixada },
  { id: 5, nome: SITUACAO.nula },
] as const;

const TIPO = servidor.pme.tiposSociedade;
export const TIPOS_SOCIEDADE = [
  { id: 1, nome: TIPO.ei },
  { id: 2, nome: TIPO.ltda },
  { id: 3, nome: TIPO.slu },
  { id: 4, nome: TIPO.sa },
  { id: 5, nome: TIPO.mei },
] as const;
