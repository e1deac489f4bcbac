import { UNIDADES } from '../../domain';
import { defineResource } from '../definition';

/** Dealerships (concessionárias), the companies whose brokers sell the plans (spec 2.2). */
export const concessionaria = defineResource({
  name: 'concessionarias',
  permission: 'concessionaria',
  label: { singular: 'Concessionária', plural: 'Concessionárias', article: 'a' },
  table: 'concessionarias',
  recordRepresentation: 'nome',
  sort: { field: 'nome', order: 'ASC' },
  fields: [
    {
      source: 'nome',
      label: 'Nome',
      type: 'text',
      required: true,
      maxLength: 150,
      searchable: true,
    },
    { source: 'cnpj', label: 'CNPJ', type: 'cnpj', required: true, unique: true, searchable: true },
    {
      source: 'codigoUnidade',
      label: 'Unidade',
      type: 'select',
      choices: UNIDADES.map((u) => ({ id: u.codigoUnidade, name: `${u.uf} - ${u.nomeUnidade}` })),
      filter: true,
    },
    { source: 'email', label: 'E-mail', type: 'email', maxLength: 120 },
    { source: 'telefone', label: 'Telefone', type: 'phone' },
    { source: 'ativo', label: 'Ativo', type: 'boolean', defaultValue: true, filter: true },
  ],
  softDelete: 'ativo',
  areas: {
    'gestao-comercial': {
      list: 'concessionaria/lista-concessionarias',
      create: 'concessionaria/nova-concessionaria',
      edit: 'concessionaria/:id',
      // The menu table places these: 'Nova Concessionária' stands alone in the spec's menu.
      menu: false,
    },
  },
});
