import { cadastros } from '../../i18n/pt-BR/cadastros';
import { FAIXAS_ETARIAS_ANS } from '../domain';
import { planoSaudeField, vigenciaFields } from './planoSaude';
import { defineResource, type FieldDefinition } from './definition';
import { ativoField } from './campoAtivo';

const textos = cadastros['tabelas-preco'];

/** One required price per ANS band: 'all ten bands present' is ten required fields. */
const valoresPorFaixa: FieldDefinition[] = FAIXAS_ETARIAS_ANS.map((faixa) => ({
  source: faixa.campo,
  label: faixa.rotulo,
  type: 'money',
  required: true,
  section: textos.secoes.valor0a18,
  // The list shows the youngest and the oldest band; the record shows all ten.
  inList: faixa.idadeMinima === 0 || faixa.idadeMinima === 59,
}));

/**
 * Price tables (tabela-preco, issue 39): what each plan costs a month in each ANS age band, for
 * a validity period. The commercial manager keeps them; the applicant's purchase-intent term
 * reads the active table of the proposal's plan valid on the term's day
 * (server/modules/proponente/precos.ts). Unlike 'PDF tabela de venda' (a document to download)
 * these are the numbers the product computes with. Two active tables of one plan may not share
 * a day (exclusiveValidity), so the price of a day is never ambiguous.
 */
export const tabelaPreco = defineResource({
  name: 'tabelas-preco',
  permission: 'tabela-preco',
  label: { singular: textos.singular, plural: textos.plural, article: 'a' },
  table: 'tabelas_preco',
  recordRepresentation: 'nome',
  sort: { field: 'vigenciaInicio', order: 'DESC' },
  fields: [
    {
      source: 'nome',
      label: cadastros.campos.nome,
      type: 'text',
      required: true,
      maxLength: 120,
      searchable: true,
    },
    planoSaudeField,
    ...vigenciaFields,
    ...valoresPorFaixa,
    ativoField(textos.campos.ativo),
  ],
  exclusiveValidity: { per: 'planoSaudeId', start: 'vigenciaInicio', end: 'vigenciaFim' },
  softDelete: 'ativo',
  areas: {
    'gestao-comercial': {
      list: 'tabela-preco',
      create: 'tabela-preco/nova',
      edit: 'tabela-preco/:id',
      menu: { group: 'cadastros' },
    },
    administrador: {
      list: 'tabela-preco',
      create: 'tabela-preco/nova',
      edit: 'tabela-preco/:id',
    },
  },
});
