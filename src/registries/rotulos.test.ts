import { describe, expect, it } from 'vitest';
import ptBR from '../../i18n/pt-BR';
import en from '../../i18n/en';
import { format } from '../../i18n/catalog';
import type { FieldDefinition } from './definition';
import { RESOURCES } from './registry';
import { recordSchema, MENSAGENS_PT_BR } from './schema';
import {
  chaveDaSecao,
  chaveDoItem,
  chaveDoMenu,
  chaveDoNome,
  chavesDaOpcao,
  chavesDoCampo,
} from './rotulos';

/** The text at a dotted key ('cadastros.feriados.singular'), or undefined. */
function at(catalog: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as never)[part] : undefined),
      catalog,
    );
}
const first = (catalog: object, keys: readonly string[]) =>
  keys.map((key) => at(catalog, key)).find((text) => typeof text === 'string');

// Every declared registry's texts are the catalogue's (`cadastros`, i18n/pt-BR/cadastros.ts) at
// the keys the screens read (src/registries/rotulos.ts), so English has them too: a registry
// that writes a label of its own, or reads it from another key, fails here.
describe('the declared registries read their texts in the catalogue', () => {
  for (const definition of RESOURCES) {
    describe(definition.name, () => {
      it('names itself with the catalogue', () => {
        expect(at(ptBR, chaveDoNome(definition, 'singular'))).toBe(definition.label.singular);
        expect(at(ptBR, chaveDoNome(definition, 'plural'))).toBe(definition.label.plural);
      });

      it("labels its fields, rows and sections with the catalogue's texts", () => {
        const check = (field: FieldDefinition, lista?: FieldDefinition) => {
          const keys = chavesDoCampo(definition, field, lista);
          expect(first(ptBR, keys), `${field.source}`).toBe(field.label);
          expect(first(en, keys), `${field.source} in English`).toEqual(expect.any(String));
          // A row's own section (the registry's top-level runs are checked below).
          if (lista && field.section && field.section !== lista.section) {
            expect(at(ptBR, chaveDaSecao(definition, field))).toBe(field.section);
          }
          // Every choice, the declaration's steps too (their own `key`, outside `cadastros`).
          for (const choice of field.choices ?? []) {
            const keys = chavesDaOpcao(definition, field, choice);
            expect(first(ptBR, keys), `${field.source} ${choice.id}`).toBe(choice.name);
            expect(first(en, keys), `${choice.id} in English`).toEqual(expect.any(String));
          }
          if (field.item) {
            expect(at(ptBR, chaveDoItem(definition, field))).toBe(field.item.label);
            for (const inner of field.item.fields) check(inner, field);
          }
        };
        const sections = new Set<string>();
        for (const field of definition.fields) {
          if (field.section && !sections.has(field.section)) {
            sections.add(field.section);
            expect(at(ptBR, chaveDaSecao(definition, field)), field.section).toBe(field.section);
          }
          check(field);
        }
      });

      it("says its own menu labels with the catalogue's texts", () => {
        for (const placement of Object.values(definition.areas)) {
          if (!placement?.menu) continue;
          if (placement.menu.createLabel) {
            expect(at(ptBR, chaveDoMenu(definition, 'criar'))).toBe(placement.menu.createLabel);
          }
          if (placement.menu.listLabel) {
            expect(at(ptBR, chaveDoMenu(definition, 'listar'))).toBe(placement.menu.listLabel);
          }
          if (placement.menu.groupLabel) {
            expect(at(ptBR, chaveDoMenu(definition, 'grupo'))).toBe(placement.menu.groupLabel);
          }
        }
      });
    });
  }
});

describe("the shared schema's own messages", () => {
  const tabela = RESOURCES.find((definition) => definition.name === 'tabelas-preco')!;
  const valores = {
    nome: 'Tabela',
    planoSaudeId: 4,
    vigenciaInicio: '2026-02-01',
    vigenciaFim: '2026-01-01',
    valor0a18: '1,234',
  };
  const mensagens = (options: Parameters<typeof recordSchema>[1]) => {
    try {
      recordSchema(tabela, options).validateSync(valores, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it("are the server's pt-BR words, to the letter", () => {
    const errors = mensagens({ mode: 'create', scoped: false });
    expect(errors).toContain('Deve ser igual ou posterior a Início da vigência');
    expect(errors).toContain('Informe no máximo 2 casas decimais');
    expect(MENSAGENS_PT_BR('listaMaxima', { maximo: 20 })).toBe('Informe no máximo 20 itens');
  });

  it("are the chosen language's when the form hands its own in", () => {
    const errors = mensagens({
      mode: 'create',
      scoped: false,
      mensagens: (key, values) => format(en.cadastros.validacao[key], values),
    });
    expect(errors).toContain('Must be on or after Início da vigência');
    expect(errors).toContain('Enter at most 2 decimal places');
  });
});
