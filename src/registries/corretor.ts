import { cadastros } from '../../i18n/pt-BR/cadastros';
import { defineResource } from './definition';
import { ativoField } from './campoAtivo';

const textos = cadastros.corretores;
const campos = cadastros.campos;

/**
 * Brokers (corretores), each tied to one dealership (spec 2.2 and 2.3). The commercial manager
 * sees them all; a dealership only its own, and its new brokers are its own.
 */
export const corretor = defineResource({
  name: 'corretores',
  permission: 'corretor',
  label: { singular: textos.singular, plural: textos.plural, article: 'o' },
  table: 'corretores',
  recordRepresentation: 'nome',
  sort: { field: 'nome', order: 'ASC' },
  fields: [
    {
      source: 'nome',
      label: campos.nome,
      type: 'name',
      required: true,
      maxLength: 150,
      searchable: true,
    },
    {
      source: 'cpf',
      label: campos.cpf,
      type: 'cpf',
      required: true,
      unique: true,
      searchable: true,
      createOnly: true,
    },
    { source: 'email', label: campos.email, type: 'email', maxLength: 120 },
    { source: 'telefone', label: campos.telefone, type: 'phone' },
    {
      source: 'concessionariaId',
      label: campos.concessionariaId,
      type: 'reference',
      reference: { resource: 'concessionarias', optionText: 'nome' },
      required: true,
      filter: true,
    },
    ativoField(),
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
      menu: { group: 'corretores' },
    },
  },
});
