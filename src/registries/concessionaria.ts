import { cadastros } from '../../i18n/pt-BR/cadastros';
import { ESTADOS, rotuloEstado, rotuloUnidade, UNIDADES } from '../domain';
import { defineResource } from './definition';
import { ativoField } from './campoAtivo';

const textos = cadastros.concessionarias;
const campos = cadastros.campos;

/** Dealerships (concessionárias), the companies whose brokers sell the plans (spec 2.2). */
export const concessionaria = defineResource({
  name: 'concessionarias',
  permission: 'concessionaria',
  label: { singular: textos.singular, plural: textos.plural, article: 'a' },
  table: 'concessionarias',
  recordRepresentation: 'nome',
  sort: { field: 'nome', order: 'ASC' },
  fields: [
    {
      source: 'nome',
      label: campos.nome,
      type: 'text',
      required: true,
      maxLength: 150,
      searchable: true,
    },
    {
      source: 'cnpj',
      label: campos.cnpj,
      type: 'cnpj',
      required: true,
      unique: true,
      searchable: true,
    },
    {
      source: 'codigoUnidade',
      label: campos.codigoUnidade,
      type: 'select',
      choices: UNIDADES.map((u) => ({ id: u.codigoUnidade, name: rotuloUnidade(u) })),
      filter: true,
    },
    { source: 'email', label: campos.email, type: 'email', maxLength: 120 },
    { source: 'telefone', label: campos.telefone, type: 'phone' },
    ativoField(),
    // The address is optional (dealerships from before it, and the CSV sync, have none); a
    // complete CEP fills street, district, city and state from the entry form's CEP service.
    {
      source: 'cep',
      label: textos.campos.cep,
      type: 'cep',
      inList: false,
      section: textos.secoes.cep,
      cepLookup: { logradouro: 'logradouro', bairro: 'bairro', cidade: 'cidade', uf: 'uf' },
    },
    {
      source: 'logradouro',
      label: textos.campos.logradouro,
      type: 'text',
      maxLength: 150,
      inList: false,
    },
    { source: 'numero', label: textos.campos.numero, type: 'text', maxLength: 10, inList: false },
    {
      source: 'complemento',
      label: textos.campos.complemento,
      type: 'text',
      maxLength: 60,
      inList: false,
    },
    { source: 'bairro', label: textos.campos.bairro, type: 'text', maxLength: 80, inList: false },
    { source: 'cidade', label: textos.campos.cidade, type: 'text', maxLength: 80, inList: false },
    {
      source: 'uf',
      label: campos.uf,
      type: 'select',
      choices: ESTADOS.map((e) => ({ id: e.sigla, name: rotuloEstado(e) })),
      inList: false,
    },
    // Contacts live inside the dealership (a JSON column, field type 'list'): they are only
    // ever read and written with it, so a child table and its own CRUD would add nothing.
    {
      source: 'contatos',
      label: textos.campos.contatos,
      type: 'list',
      inList: false,
      section: textos.secoes.contatos,
      item: {
        label: textos.itens.contatos.rotulo,
        max: 20,
        fields: [
          { source: 'nome', label: campos.nome, type: 'name', required: true, maxLength: 150 },
          {
            source: 'cargo',
            label: textos.itens.contatos.campos.cargo,
            type: 'text',
            maxLength: 80,
          },
          { source: 'telefone', label: campos.telefone, type: 'phone' },
          { source: 'email', label: campos.email, type: 'email', maxLength: 120 },
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
