import type { Choice, FieldDefinition, ResourceDefinition } from '../registries/definition';
import type { Mensagens } from '../registries/schema';
import {
  chaveDaSecao,
  chaveDoItem,
  chaveDoMenu,
  chaveDoNome,
  chaveDoNovo,
  chavesDaOpcao,
  chavesDoCampo,
} from '../registries/rotulos';
import { DEFAULT_LOCALE, i18nProvider, translate } from '../providers/i18nProvider';

/**
 * A declared registry's texts in the chosen language: the catalogue's `cadastros` key the
 * definition's pt-BR text came from (src/registries/rotulos.ts), the definition's text when
 * the catalogue has none. Called while rendering (or when a locale's menu is built).
 */
function first(keys: readonly string[], fallback: string): string {
  return keys.reduceRight((inner, key) => translate(key, { _: inner }), fallback);
}

export const rotuloCampo = (
  definition: ResourceDefinition,
  field: FieldDefinition,
  lista?: FieldDefinition,
) => first(chavesDoCampo(definition, field, lista), field.label);

export const rotuloOpcoes = (definition: ResourceDefinition, field: FieldDefinition): Choice[] =>
  (field.choices ?? []).map((choice) => ({
    id: choice.id,
    name: first(chavesDaOpcao(definition, field, choice), choice.name),
  }));

export const rotuloSecao = (definition: ResourceDefinition, field: FieldDefinition) =>
  translate(chaveDaSecao(definition, field), { _: field.section ?? '' });

export const rotuloItem = (definition: ResourceDefinition, lista: FieldDefinition) =>
  translate(chaveDoItem(definition, lista), { _: lista.item?.label ?? '' });

export const rotuloSingular = (definition: ResourceDefinition) =>
  translate(chaveDoNome(definition, 'singular'), { _: definition.label.singular });

export const rotuloPlural = (definition: ResourceDefinition) =>
  translate(chaveDoNome(definition, 'plural'), { _: definition.label.plural });

/**
 * A registry's name inside a sentence: the spec's pt-BR titles capitalise it ('Nova Tabela de
 * preços'), English writes it in lower case ('New price table') unless it opens with an
 * acronym ('New DAC user').
 */
function nomeNaFrase(singular: string): string {
  if (i18nProvider.getLocale() === DEFAULT_LOCALE) return singular;
  if (/^.[A-Z]/.test(singular)) return singular;
  return singular.charAt(0).toLowerCase() + singular.slice(1);
}

/** 'Novo Corretor' in the chosen language, of a definition as `definicaoNaLingua` shows it. */
export const rotuloNovo = (shown: ResourceDefinition) =>
  translate(chaveDoNovo(shown), { singular: nomeNaFrase(shown.label.singular) });

const CACHE = new WeakMap<ResourceDefinition, Map<string, ResourceDefinition>>();

function campoNaLingua(
  definition: ResourceDefinition,
  field: FieldDefinition,
  lista?: FieldDefinition,
): FieldDefinition {
  return {
    ...field,
    label: rotuloCampo(definition, field, lista),
    ...(field.choices ? { choices: rotuloOpcoes(definition, field) } : {}),
    ...(field.section ? { section: rotuloSecao(definition, field) } : {}),
    ...(field.item
      ? {
          item: {
            ...field.item,
            label: rotuloItem(definition, field),
            fields: field.item.fields.map((inner) => campoNaLingua(definition, inner, field)),
          },
        }
      : {}),
  };
}

/**
 * The definition as the chosen language shows it: its names, field labels, choices, sections
 * and menu labels read in the catalogue; everything else (names, paths, rules) as declared.
 * One object per definition and language, so a screen's memo keeps it.
 */
export function definicaoNaLingua(definition: ResourceDefinition, locale: string) {
  let byLocale = CACHE.get(definition);
  if (!byLocale) CACHE.set(definition, (byLocale = new Map()));
  let shown = byLocale.get(locale);
  if (!shown) {
    shown = {
      ...definition,
      label: {
        ...definition.label,
        singular: rotuloSingular(definition),
        plural: rotuloPlural(definition),
      },
      fields: definition.fields.map((field) => campoNaLingua(definition, field)),
      areas: Object.fromEntries(
        Object.entries(definition.areas).map(([area, placement]) => [
          area,
          placement?.menu
            ? {
                ...placement,
                menu: {
                  ...placement.menu,
                  ...(placement.menu.createLabel
                    ? {
                        createLabel: translate(chaveDoMenu(definition, 'criar'), {
                          _: placement.menu.createLabel,
                        }),
                      }
                    : {}),
                  ...(placement.menu.listLabel
                    ? {
                        listLabel: translate(chaveDoMenu(definition, 'listar'), {
                          _: placement.menu.listLabel,
                        }),
                      }
                    : {}),
                  ...(placement.menu.groupLabel
                    ? {
                        groupLabel: translate(chaveDoMenu(definition, 'grupo'), {
                          _: placement.menu.groupLabel,
                        }),
                      }
                    : {}),
                },
              }
            : placement,
        ]),
      ),
    };
    byLocale.set(locale, shown);
  }
  return shown;
}

/** The shared schema's own messages in the chosen language (the server says them in pt-BR). */
export const mensagensNaLingua: Mensagens = (key, values) =>
  translate(`cadastros.validacao.${key}`, values);
