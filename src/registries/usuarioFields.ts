import { cadastros } from '../../i18n/pt-BR/cadastros';
import type { FieldDefinition } from './definition';
import { ativoField } from './campoAtivo';

const campos = cadastros.campos;

/**
 * The fields of every staff account (table usuarios): the user name is chosen once, the person
 * chooses the password through the first-access e-mail, the account is deactivated, never
 * deleted.
 */
export const USUARIO_FIELDS = [
  {
    source: 'username',
    label: campos.username,
    type: 'text',
    required: true,
    maxLength: 80,
    unique: true,
    createOnly: true,
    searchable: true,
  },
  {
    source: 'firstName',
    label: campos.firstName,
    type: 'name',
    required: true,
    maxLength: 80,
    searchable: true,
  },
  { source: 'lastName', label: campos.lastName, type: 'name', maxLength: 120, searchable: true },
  {
    source: 'email',
    label: campos.email,
    type: 'email',
    required: true,
    maxLength: 120,
    searchable: true,
  },
  ativoField(),
] as const satisfies readonly FieldDefinition[];
