import { cadastros } from '../../i18n/pt-BR/cadastros';
import { defineResource } from './definition';
import { ativoField } from './campoAtivo';

const textos = cadastros.feriados;

/**
 * Holidays (issue 39, item 4): on an active holiday nobody is offered a nursing-evaluation slot,
 * whatever the nurses' weekly or extra hours (server/modules/agendamento/horarios.ts). National
 * in scope: one date blocks every nurse and city. Kept by the health manager and the
 * administrator in the menu 'Agenda da enfermagem'; unticking 'Ativo' gives the day back.
 */
export const feriado = defineResource({
  name: 'feriados',
  permission: 'feriado',
  label: { singular: textos.singular, plural: textos.plural, article: 'o' },
  table: 'feriados',
  recordRepresentation: 'nome',
  // The latest first: next year's holidays on top, past years sink to later pages.
  sort: { field: 'data', order: 'DESC' },
  fields: [
    {
      source: 'data',
      label: textos.campos.data,
      type: 'date',
      required: true,
      unique: true,
      uniqueMessage: cadastros.validacao.feriadoRepetido,
    },
    {
      source: 'nome',
      label: cadastros.campos.nome,
      type: 'text',
      required: true,
      maxLength: 120,
      searchable: true,
    },
    ativoField(),
  ],
  softDelete: 'ativo',
  areas: {
    'gestao-saude': {
      list: 'feriados',
      create: 'feriados/novo',
      edit: 'feriados/:id',
      menu: { group: 'agenda-enfermagem' },
    },
    administrador: {
      list: 'feriados',
      create: 'feriados/novo',
      edit: 'feriados/:id',
      menu: { group: 'agenda-enfermagem' },
    },
  },
});
