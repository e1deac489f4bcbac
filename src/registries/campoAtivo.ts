import { cadastros } from '../../i18n/pt-BR/cadastros';
import type { FieldDefinition } from './definition';

/**
 * The 'Ativo' tick of a registry whose records are deactivated, never deleted (softDelete
 * 'ativo'), or switched off and on: a new record starts active, and the list filters by it.
 * What varies is only the word: a registry whose name is feminine says 'Ativa', its own
 * `campos.ativo` in the catalogue (`label`); and the health declaration and its questions,
 * edited inside the declaration's screen, offer no list filter (`filter: false`).
 */
export const ativoField = (
  label: string = cadastros.campos.ativo,
  { filter = true }: { filter?: boolean } = {},
): FieldDefinition => ({
  source: 'ativo',
  label,
  type: 'boolean',
  defaultValue: true,
  ...(filter ? { filter: true } : {}),
});
