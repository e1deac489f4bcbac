import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { defineResource } from '../../src/registries/definition';
import { RESOURCES } from '../../src/registries/registry';
import { assertDeclaredTables, tableMismatches } from './tables';

const exemplos = pgTable('exemplos', {
  id: integer('id').primaryKey(),
  nome: varchar('nome', { length: 50 }),
  versao: integer('versao').notNull().default(1),
});

const exemplo = (fields: Parameters<typeof defineResource>[0]['fields']) =>
  defineResource({
    name: 'exemplos',
    permission: 'corretor',
    label: { singular: 'Exemplo', plural: 'Exemplos', article: 'o' },
    table: 'exemplos',
    recordRepresentation: 'nome',
    sort: { field: 'nome', order: 'ASC' },
    fields,
    areas: {},
  });

describe('declared resources against their Drizzle tables', () => {
  it('every resource of the product matches its table', () => {
    expect(() => assertDeclaredTables(RESOURCES)).not.toThrow();
  });

  it('names the resource, the field and the table of a misspelt field', () => {
    const misspelt = exemplo([{ source: 'nmoe', label: 'Nome', type: 'name' }]);
    expect(tableMismatches(misspelt, exemplos)).toEqual([
      "recurso exemplos, tabela exemplos: o campo 'nmoe' não é coluna da tabela",
    ]);
    expect(() => assertDeclaredTables([misspelt], new Map([['exemplos', exemplos]]))).toThrow(
      /recurso exemplos, tabela exemplos: o campo 'nmoe'/,
    );
  });

  it('refuses a field of the wrong kind or longer than its column', () => {
    const wrong = exemplo([
      { source: 'nome', label: 'Nome', type: 'boolean' },
      { source: 'versao', label: 'Versão', type: 'text', maxLength: 10 },
    ]);
    expect(tableMismatches(wrong, exemplos)).toEqual([
      "recurso exemplos, tabela exemplos: o campo 'nome' (boolean) está numa coluna string",
      "recurso exemplos, tabela exemplos: o campo 'versao' (text) está numa coluna number",
    ]);
    const long = exemplo([{ source: 'nome', label: 'Nome', type: 'name', maxLength: 80 }]);
    expect(tableMismatches(long, exemplos)).toEqual([
      "recurso exemplos, tabela exemplos: o campo 'nome' aceita 80 caracteres, a coluna 50",
    ]);
  });

  it('refuses a reference to an undeclared resource or a missing column', () => {
    const reference = exemplo([
      { source: 'nome', label: 'Nome', type: 'name' },
      {
        source: 'versao',
        label: 'Outro',
        type: 'reference',
        reference: { resource: 'exemplos', optionText: 'titulo' },
      },
    ]);
    expect(tableMismatches(reference, exemplos)).toEqual([
      "recurso exemplos, tabela exemplos: o campo 'versao' referencia o recurso 'exemplos', que não está declarado",
    ]);
    expect(tableMismatches(reference, exemplos, () => exemplos)).toEqual([
      "recurso exemplos, tabela exemplos: o campo 'versao' mostra 'titulo', que não é coluna de exemplos",
    ]);
  });

  it('names the resource and the table when the table name matches no table', () => {
    const misnamed = {
      ...exemplo([{ source: 'nome', label: 'Nome', type: 'name' }]),
      table: 'exemlpos',
    };
    const other = { ...misnamed, name: 'outros', table: 'outros' };
    expect(() =>
      assertDeclaredTables([misnamed, other], new Map([['exemplos', exemplos]])),
    ).toThrow(
      "recurso exemplos: a tabela 'exemlpos' não é uma tabela do schema (server/db/schema)\n" +
        "recurso outros: a tabela 'outros' não é uma tabela do schema (server/db/schema)",
    );
  });
});
