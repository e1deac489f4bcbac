import { ESTADOS, rotuloUnidade, UNIDADES } from '../domain';
import { defineResource } from './definition';

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
      choices: UNIDADES.map((u) => ({ id: u.codigoUnidade, name: rotuloUnidade(u) })),
      filter: true,
    },
    { source: 'email', label: 'E-mail', type: 'email', maxLength: 120 },
    { source: 'telefone', label: 'Telefone', type: 'phone' },
    { source: 'ativo', label: 'Ativo', type: 'boolean', defaultValue: true, filter: true },
    // The address is optional (dealerships from before it, and the CSV sync, have none); a
    // complete CEP fills street, district, city and state from the entry form's CEP service.
    {
      source: 'cep',
      label: 'CEP',
      type: 'cep',
      inList: false,
      section: 'Endereço',
      cepLookup: { logradouro: 'logradouro', bairro: 'bairro', cidade: 'cidade', uf: 'uf' },
    },
    { source: 'logradouro', label: 'Logradouro', type: 'text', maxLength: 150, inList: false },
    { source: 'numero', label: 'Número', type: 'text', maxLength: 10, inList: false },
    { source: 'complemento', label: 'Complemento', type: 'text', maxLength: 60, inList: false },
    { source: 'bairro', label: 'Bairro', type: 'text', maxLength: 80, inList: false },
    { source: 'cidade', label: 'Cidade', type: 'text', maxLength: 80, inList: false },
    {
      source: 'uf',
      label: 'UF',
      type: 'select',
      choices: ESTADOS.map((e) => ({ id: e.sigla, name: `${e.sigla} - ${e.nome}` })),
      inList: false,
    },
    // Contacts live inside the dealership (a JSON column, field type 'list'): they are only
    // ever read and written with it, so a child table and its own CRUD would add nothing.
    {
      source: 'contatos',
      label: 'Contatos',
      type: 'list',
      inList: false,
      section: 'Contatos',
      item: {
        label: 'Contato',
        max: 20,
        fields: [
          { source: 'nome', label: 'Nome', type: 'name', required: true, maxLength: 150 },
          { source: 'cargo', label: 'Cargo', type: 'text', maxLength: 80 },
          { source: 'telefone', label: 'Telefone', type: 'phone' },
          { source: 'email', label: 'E-mail', type: 'email', maxLength: 120 },
        ],
      },
    },
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
