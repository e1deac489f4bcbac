import { cadastros } from '../../i18n/pt-BR/cadastros';
import { ROLE } from '../domain';
import { defineResource } from './definition';
import { USUARIO_FIELDS } from './usuarioFields';

const dac = cadastros['usuarios-dac'];
const externo = cadastros['enfermeiros-externos'];
const operador = cadastros['operadores-callcenter'];
const nomes = ({ singular, plural }: { singular: string; plural: string }) => ({
  singular,
  plural,
});

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
  label: { ...nomes(cadastros.gestores), article: 'o' },
  usuario: { role: ROLE.GestorComercial },
  areas: {
    'gestao-comercial': {
      list: 'lista-gestores',
      create: 'novo-gestor',
      edit: 'gestor/:id',
      menu: { group: 'gestores' },
    },
    administrador: {
      list: 'lista-gestores',
      create: 'novo-gestor',
      edit: 'gestor/:id',
      menu: { group: 'gestores' },
    },
  },
});

export const usuarioDac = defineResource({
  ...common,
  name: 'usuarios-dac',
  permission: 'usuario-dac',
  label: { ...nomes(dac), article: 'o' },
  usuario: { role: ROLE.DAC },
  areas: {
    'gestao-comercial': {
      list: 'lista-dac',
      create: 'novo-dac',
      edit: 'dac/:id',
      menu: { group: 'dac', createLabel: dac.menu.criar, listLabel: dac.menu.listar },
    },
  },
});

export const enfermeiro = defineResource({
  ...common,
  name: 'enfermeiros',
  permission: 'enfermeiro',
  label: { ...nomes(cadastros.enfermeiros), article: 'o' },
  usuario: { role: ROLE.Enfermeiro, enfermeiro: true },
  areas: {
    administrador: {
      list: 'lista-enfermeiros',
      create: 'novo-enfermeiro',
      edit: 'enfermeiro/:id',
      menu: { group: 'enfermeiros' },
    },
    'gestao-saude': {
      list: 'listar-enfermeiros',
      create: 'edicao-enfermeiro',
      edit: 'edicao-enfermeiro/:id',
      menu: { group: 'enfermeiros' },
    },
  },
});

export const enfermeiroExterno = defineResource({
  ...common,
  name: 'enfermeiros-externos',
  permission: 'enfermeiro-externo',
  label: { ...nomes(externo), article: 'o' },
  usuario: { role: ROLE.EnfermeiroExterno, enfermeiroExterno: true },
  areas: {
    administrador: {
      list: 'listar-enfermeiros-externos',
      create: 'edicao-enfermeiro-externo',
      edit: 'edicao-enfermeiro-externo/:id',
      menu: {
        group: 'enfermeiros-externos',
        createLabel: externo.menu.criar,
        listLabel: externo.menu.listar,
      },
    },
    'gestao-saude': {
      list: 'listar-enfermeiros-externos',
      create: 'edicao-enfermeiro-externo',
      edit: 'edicao-enfermeiro-externo/:id',
      menu: {
        group: 'enfermeiros-externos',
        createLabel: externo.menu.criar,
        listLabel: externo.menu.listar,
      },
    },
  },
});

export const operadorCallcenter = defineResource({
  ...common,
  name: 'operadores-callcenter',
  permission: 'operador-callcenter',
  label: { ...nomes(operador), article: 'o' },
  usuario: { role: ROLE.OperadorCallCenter },
  areas: {
    'gestao-callcenter': {
      list: 'operador-callcenter/lista-operadores',
      create: 'novo-operador',
      edit: 'operador-callcenter/:id',
      menu: { group: 'operadores', listLabel: operador.menu.listar },
    },
  },
});
