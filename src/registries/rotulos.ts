import type { Choice, FieldDefinition, ResourceDefinition } from './definition';

/**
 * Where a declared registry's texts are in the catalogue's `cadastros` namespace
 * (i18n/pt-BR/cadastros.ts): the definition reads its pt-BR labels there, and the generic
 * screens read the same keys in the chosen language (src/crud/rotulos.ts). Pure keys, no
 * texts: the server and the registry tests use them too. Each list is the keys to try, the
 * registry's own first.
 */
const de = (definition: ResourceDefinition) => `cadastros.${definition.name}`;

/** A field's label: the registry's `campos.<source>` (or its list's rows'), then the shared one. */
export function chavesDoCampo(
  definition: ResourceDefinition,
  field: FieldDefinition,
  lista?: FieldDefinition,
): string[] {
  const own = lista
    ? `${de(definition)}.itens.${lista.source}.campos.${field.source}`
    : `${de(definition)}.campos.${field.source}`;
  return [own, `cadastros.campos.${field.source}`];
}

/**
 * A choice's name: its own `key` when the definition names one outside `cadastros` (the
 * declaration's steps), else the registry's `opcoes.<source>.<id>`, then the shared one (the
 * units and states several registries take from src/domain/places.ts).
 */
export const chavesDaOpcao = (
  definition: ResourceDefinition,
  field: FieldDefinition,
  choice: Choice,
) =>
  choice.key
    ? [choice.key]
    : [
        `${de(definition)}.opcoes.${field.source}.${choice.id}`,
        `cadastros.opcoes.${field.source}.${choice.id}`,
      ];

/** The heading of the run of fields that `field` opens. */
export const chaveDaSecao = (definition: ResourceDefinition, field: FieldDefinition) =>
  `${de(definition)}.secoes.${field.source}`;

/** 'Contato' of 'Contato 2'. */
export const chaveDoItem = (definition: ResourceDefinition, lista: FieldDefinition) =>
  `${de(definition)}.itens.${lista.source}.rotulo`;

export const chaveDoNome = (definition: ResourceDefinition, numero: 'singular' | 'plural') =>
  `${de(definition)}.${numero}`;

/** 'Novo Corretor' / 'Nova Concessionária', the article choosing. */
export const chaveDoNovo = (definition: ResourceDefinition) =>
  definition.label.article === 'a' ? 'cadastros.novaA' : 'cadastros.novoO';

/** A menu link that does not say 'Novo <singular>' or '<plural>', or the group it creates. */
export const chaveDoMenu = (definition: ResourceDefinition, link: 'criar' | 'listar' | 'grupo') =>
  `${de(definition)}.menu.${link}`;
