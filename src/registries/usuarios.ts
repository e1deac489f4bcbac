import { ROLE } from '../domain';
import { defineResource } from './definition';
import { USUARIO_FIELDS } from './usuarioFields';

// The staff accounts the spec's managers maintain (doc 1, 2.2; doc 2, 2.7 to 2.9 and 2.12): the
// same table and fields, one resource per role, at each area's URLs.
const common = {
  table: 'usuarios',
  recordRepresentation: 'firstName',
  sort: { field: 'firstName', order: 'ASC' },
  fields: USUARIO_FIELDS,
  softDelete: 'ativo',
} as const;

export const gestor = defineResource({
  ...common,
  name: 'gestores',
  permission: 'gestor',
  label: { singular: 'Gestor', plural: 'Gestores', article: 'o' },
  usuario: { role: ROLE.GestorComercial },
  areas: {
    'gestao-comercial': {
      list: 'lista-gestores',
      create: 'novo-gestor',
      edit: 'gestor/:id',
      menu: { group: 'gestores', createLabel: 'Novo Gestor', listLabel: 'Gestores' },
    },
    administrador: {
      list: 'lista-gestores',
      create: 'novo-gestor',
      edit: 'gestor/:id',
      menu: { group: 'gestores', createLabel: 'Novo Gestor', listLabel: 'Gestores' },
    },
  },
});

export const usuarioDac = defineResource({
  ...common,
  name: 'usuarios-dac',
  permission: 'usuario-dac',
  label: { singular: 'Usuário DAC', plural: 'Usuários DAC', article: 'o' },
  usuario: { role: ROLE.DAC },
  areas: {
    'gestao-comercial': {
      list: 'lista-dac',
      create: 'novo-dac',
      edit: 'dac/:id',
      menu: { group: 'dac', createLabel: 'Novo DAC', listLabel: 'Lista DAC' },
    },
  },
});

export const enfermeiro = defineResource({
  ...common,
  name: 'enfermeiros',
  permission: 'enfermeiro',
  label: { singular: 'Enfermeiro', plural: 'Enfermeiros', article: 'o' },
  usuario: { role: ROLE.Enfermeiro, enfermeiro: true },
  areas: {
    administrador: {
      list: 'lista-enfermeiros',
      create: 'novo-enfermeiro',
      edit: 'enfermeiro/:id',
      menu: { group: 'enfermeiros', createLabel: 'Novo Enfermeiro', listLabel: 'Enfermeiros' },
    },
    'gestao-saude': {
      list: 'listar-enfermeiros',
      create: 'edicao-enfermeiro',
      edit: 'edicao-enfermeiro/:id',
      menu: { group: 'enfermeiros', createLabel: 'Novo Enfermeiro', listLabel: 'Enfermeiros' },
    },
  },
});

export const enfermeiroExterno = defineResource({
  ...common,
  name: 'enfermeiros-externos',
  permission: 'enfermeiro-externo',
  label: { singular: 'Enfermeiro externo', plural: 'Enfermeiros externos', article: 'o' },
  usuario: { role: ROLE.EnfermeiroExterno, enfermeiroExterno: true },
  areas: {
    administrador: {
      list: 'listar-enfermeiros-externos',
      create: 'edicao-enfermeiro-externo',
      edit: 'edicao-enfermeiro-externo/:id',
      menu: { group: 'enfermeiros-externos', createLabel: 'Novo', listLabel: 'Lista' },
    },
    'gestao-saude': {
      list: 'listar-enfermeiros-externos',
      create: 'edicao-enfermeiro-externo',
      edit: 'edicao-enfermeiro-externo/:id',
      menu: { group: 'enfermeiros-externos', createLabel: 'Novo', listLabel: 'Lista' },
    },
  },
});

export const operadorCallcenter = defineResource({
  ...common,
  name: 'operadores-callcenter',
  permission: 'operador-callcenter',
  label: { singular: 'Operador', plural: 'Operadores', article: 'o' },
  usuario: { role: ROLE.OperadorCallCenter },
  areas: {
    'gestao-callcenter': {
      list: 'operador-callcenter/lista-operadores',
      create: 'novo-operador',
      edit: 'operador-callcenter/:id',
      menu: { group: 'operadores', createLabel: 'Novo Operador', listLabel: 'Listar Operadores' },
    },
  },
});
