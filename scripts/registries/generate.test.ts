import { describe, expect, it } from 'vitest';
import { defineResource } from '../../src/registries/definition';
import { staleFiles } from './generate';
import { renderTables } from './render';
import { limite } from '../../tests/helpers/limites';

describe('npm run registries:generate', () => {
  // Like docs/permissions.md's test: a definition added, removed or changed without running the
  // command leaves a list behind; this names the files to regenerate.
  it(
    'has written every generated file from the current definitions',
    async () => {
      expect(await staleFiles()).toEqual([]);
    },
    limite(30_000),
  );

  it("writes a definition's table as the hand-written ones are written", () => {
    const hospital = defineResource({
      name: 'hospitais',
      permission: 'hospital',
      label: { singular: 'Hospital', plural: 'Hospitais', article: 'o' },
      table: 'hospitais',
      generatedTable: true,
      recordRepresentation: 'nome',
      sort: { field: 'nome', order: 'ASC' },
      fields: [
        { source: 'nome', label: 'Nome', type: 'name', required: true, maxLength: 150 },
        { source: 'cnpj', label: 'CNPJ', type: 'cnpj', required: true, unique: true },
        { source: 'uf', label: 'UF', type: 'select', choices: [{ id: 'SP', name: 'SP' }] },
        { source: 'dataInicio', label: 'Início', type: 'date' },
        { source: 'ativo', label: 'Ativo', type: 'boolean', defaultValue: true },
      ],
      areas: {},
    });
    const text = renderTables([hospital]);
    expect(text).toContain("nome: varchar('nome', { length: 150 }).notNull(),");
    expect(text).toContain("cnpj: varchar('cnpj', { length: 14 }).notNull(),");
    expect(text).toContain("uf: varchar('uf', { length: 2 }),");
    expect(text).toContain("dataInicio: date('data_inicio', { mode: 'string' }),");
    expect(text).toContain("ativo: boolean('ativo').notNull().default(true),");
    expect(text).toContain("uniqueIndex('hospitais_cnpj_key').on(t.cnpj)");
    expect(text).toContain('versao: versao(),');
  });

  it("points a reference's foreign key at the other resource's table, and refuses an unknown one", () => {
    const definition = (resource: string) =>
      defineResource({
        name: 'x',
        permission: 'x',
        label: { singular: 'X', plural: 'Xs', article: 'o' },
        table: 'x',
        generatedTable: true,
        recordRepresentation: 'id',
        sort: { field: 'id', order: 'ASC' },
        fields: [
          {
            source: 'planoId',
            label: 'Plano',
            type: 'reference',
            reference: { resource, optionText: 'nome' },
            required: true,
          },
        ],
        areas: {},
      });
    const target = (resource: string) =>
      resource === 'planos-saude' ? { module: 'planos', name: 'planos' } : undefined;
    const text = renderTables([definition('planos-saude')], target);
    expect(text).toContain("import { planos } from './planos';");
    expect(text).toContain("planoId: integer('plano_id').references(() => planos.id).notNull(),");
    expect(() => renderTables([definition('nenhum')], target)).toThrow(
      /recurso x: campo 'planoId' referencia 'nenhum'/,
    );
  });
});
