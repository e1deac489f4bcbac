import { defineResource } from './definition';

/**
 * Brokers (corretores), each tied to one dealership (spec 2.2 and 2.3). The commercial manager
 * sees them all; a dealership only its own, and its new brokers are its own.
 */
export const corretor = defineResource({
  name: 'corretores',
  permission: 'corretor',
  label: { singular: 'Corretor', plural: 'Corretores', article: 'o' },
  table: 'corretores',
  recordRepresentation: 'nome',
  sort: { field: 'nome', order: 'ASC' },
  fields: [
    {
      source: 'nome',
      label: 'Nome',
      type: 'name',
      required: true,
      maxLength: 150,
      searchable: true,
    },
    {
      source: 'cpf',
      label: 'CPF',
      type: 'cpf',
      required: true,
      unique: true,
      searchable: true,
      createOnly: true,
    },
    { source: 'email', label: 'E-mail', type: 'email', maxLength: 120 },
    { source: 'telefone', label: 'Telefone', type: 'phone' },
    {
      source: 'concessionariaId',
      label: 'Concessionária',
      type: 'reference',
      reference: { resource: 'concessionarias', optionText: 'nome' },
      required: true,
      filter: true,
    },
    { source: 'ativo', label: 'Ativo', type: 'boolean', defaultValue: true, filter: true },
  ],
  scope: { concessionaria: 'concessionariaId' },
  softDelete: 'ativo',
  areas: {
    'gestao-comercial': {
      list: 'corretor/lista-corretores',
      create: 'corretor/novo-corretor',
      edit: 'corretor/:id',
      menu: { group: 'cadastros' },
    },
    concessionaria: {
      list: 'lista-corretores',
      create: 'novo-corretor',
      edit: 'corretor/:id',
      menu: { group: 'corretores', listLabel: 'Corretores', createLabel: 'Novo Corretor' },
    },
  },
});
