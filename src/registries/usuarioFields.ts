import type { FieldDefinition } from './definition';

/**
 * The fields of every staff account (table usuarios): the user name is chosen once, the person
 * chooses the password through the first-access e-mail, the account is deactivated, never
 * deleted.
 */
export const USUARIO_FIELDS = [
  {
    source: 'username',
    label: 'Usuário',
    type: 'text',
    required: true,
    maxLength: 80,
    unique: true,
    createOnly: true,
    searchable: true,
  },
  {
    source: 'firstName',
    label: 'Nome',
    type: 'name',
    required: true,
    maxLength: 80,
    searchable: true,
  },
  { source: 'lastName', label: 'Sobrenome', type: 'name', maxLength: 120, searchable: true },
  {
    source: 'email',
    label: 'E-mail',
    type: 'email',
    required: true,
    maxLength: 120,
    searchable: true,
  },
  { source: 'ativo', label: 'Ativo', type: 'boolean', defaultValue: true, filter: true },
] as const satisfies readonly FieldDefinition[];
