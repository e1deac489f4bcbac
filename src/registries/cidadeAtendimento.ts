import { cadastros } from '../../i18n/pt-BR/cadastros';
import { ESTADOS, rotuloEstado, rotuloUnidade, UNIDADES } from '../domain';
import { defineResource } from './definition';
import { ativoField } from './campoAtivo';

const textos = cadastros['cidades-atendimento'];

/**
 * Cities with in-person nursing evaluations (issue 39): an in-person weekly period or extra
 * hours names one of these, and the booking screens offer a unit's active cities
 * (GET api/agendamento/obterCidades/{unidade}). Kept by the health manager and the administrator
 * in the menu 'Agenda da enfermagem'; unticking 'Ativo' keeps the periods and bookings already
 * made there but offers the city to no new one. Units are the fixed list of the domain
 * (UNIDADES), not a declared resource, hence a select.
 */
export const cidadeAtendimento = defineResource({
  name: 'cidades-atendimento',
  permission: 'cidade-atendimento',
  label: { singular: textos.singular, plural: textos.plural, article: 'a' },
  table: 'agendamento_cidades',
  recordRepresentation: 'nome',
  sort: { field: 'nome', order: 'ASC' },
  fields: [
    {
      source: 'codigoUnidade',
      label: cadastros.campos.codigoUnidade,
      type: 'select',
      required: true,
      choices: UNIDADES.map((u) => ({ id: u.codigoUnidade, name: rotuloUnidade(u) })),
      filter: true,
    },
    {
      source: 'nome',
      label: textos.campos.nome,
      type: 'text',
      required: true,
      maxLength: 80,
      searchable: true,
    },
    {
      source: 'uf',
      label: cadastros.campos.uf,
      type: 'select',
      required: true,
      choices: ESTADOS.map((e) => ({ id: e.sigla, name: rotuloEstado(e) })),
      filter: true,
    },
    ativoField(),
  ],
  softDelete: 'ativo',
  areas: {
    'gestao-saude': {
      list: 'cidades-atendimento',
      create: 'cidades-atendimento/nova',
      edit: 'cidades-atendimento/:id',
      menu: { group: 'agenda-enfermagem', createLabel: textos.menu.criar },
    },
    administrador: {
      list: 'cidades-atendimento',
      create: 'cidades-atendimento/nova',
      edit: 'cidades-atendimento/:id',
      menu: { group: 'agenda-enfermagem', createLabel: textos.menu.criar },
    },
  },
});
