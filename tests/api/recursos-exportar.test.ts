import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { date, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCpf } from '../../src/domain';
import { defineResource } from '../../src/registries/definition';
import { RESOURCES } from '../../src/registries/registry';
import { apiClient, firstDealership, otherDealership } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A throw-away resource with the field kinds the product's lists do not all have: its export
// must appear from the declaration alone, each cell as the generic list shows it.
const eventos = pgTable('eventos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titulo: varchar('titulo', { length: 80 }).notNull(),
  realizadoEm: date('realizado_em', { mode: 'string' }),
  nivel: varchar('nivel', { length: 10 }),
  concessionariaId: integer('concessionaria_id'),
  versao: integer('versao').notNull().default(1),
});
const evento = defineResource({
  name: 'eventos',
  permission: 'corretor',
  label: { singular: 'Evento', plural: 'Eventos', article: 'o' },
  table: 'eventos',
  recordRepresentation: 'titulo',
  sort: { field: 'titulo', order: 'ASC' },
  fields: [
    { source: 'titulo', label: 'Título', type: 'text', searchable: true },
    { source: 'realizadoEm', label: 'Realizado em', type: 'date' },
    {
      source: 'nivel',
      label: 'Nível',
      type: 'select',
      choices: [
        { id: 'alto', name: 'Alto; urgente' },
        { id: 'baixo', name: 'Baixo' },
      ],
      filter: true,
    },
    {
      source: 'concessionariaId',
      label: 'Concessionária',
      type: 'reference',
      reference: { resource: 'concessionarias', optionText: 'nome' },
    },
  ],
  areas: { 'gestao-comercial': { list: 'eventos' } },
});

let t: TestApp;
let as: ReturnType<typeof apiClient>;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

function readCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';' }) as string[][];
}

async function exportar(username: string, url: string) {
  const res = await as(username).get(url);
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...rows] = readCsv(res.body);
  return { res, header, rows };
}

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    resources: [...RESOURCES, evento],
    resourceTables: new Map([['eventos', eventos]]),
  });
  await t.db.execute(
    sql`create table eventos (id integer generated always as identity primary key,
      titulo varchar(80) not null, realizado_em date, nivel varchar(10),
      concessionaria_id integer, versao integer not null default 1)`,
  );
  const dealership = await firstDealership(t.db);
  await t.db.insert(eventos).values([
    {
      titulo: 'Convenção',
      realizadoEm: '2026-03-09',
      nivel: 'alto',
      concessionariaId: dealership.id,
    },
    { titulo: 'Treinamento', realizadoEm: null, nivel: 'baixo', concessionariaId: null },
  ]);
  as = apiClient(t);
});
afterAll(async () => t.close());

describe('GET api/<recurso>/exportar', () => {
  it('writes the list columns with their labels, each cell as the list shows it', async () => {
    const { res, header, rows } = await exportar('gestorcomercial', '/api/eventos/exportar');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="eventos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(header).toEqual(['Título', 'Realizado em', 'Nível', 'Concessionária']);
    const dealership = await firstDealership(t.db);
    expect(rows).toEqual([
      ['Convenção', '09/03/2026', 'Alto; urgente', dealership.nome],
      ['Treinamento', '', 'Baixo', ''],
    ]);
  });

  it("applies the list's filter and search, and refuses what the list refuses", async () => {
    const byChoice = await exportar(
      'gestorcomercial',
      `/api/eventos/exportar?filter=${q({ nivel: 'baixo' })}`,
    );
    expect(byChoice.rows.map((r) => r[0])).toEqual(['Treinamento']);
    const bySearch = await exportar(
      'gestorcomercial',
      `/api/eventos/exportar?filter=${q({ q: 'conv' })}`,
    );
    expect(bySearch.rows.map((r) => r[0])).toEqual(['Convenção']);
    const bad = await as('gestorcomercial').get(
      `/api/eventos/exportar?filter=${q({ senha: 'x' })}`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('exports as many brokers as the list counts, masked, and a dealership only its own', async () => {
    const list = await as('gestorcomercial').get(`/api/corretores?range=${q([0, 0])}`);
    const total = Number(String(list.headers['content-range']).split('/')[1]);
    const all = await exportar('gestorcomercial', '/api/corretores/exportar');
    expect(all.header).toEqual(['Nome', 'CPF', 'E-mail', 'Telefone', 'Concessionária', 'Ativo']);
    expect(all.rows).toHaveLength(total);
    expect(all.rows.every((r) => r[1] === maskCpf(r[1].replace(/\D/g, '')))).toBe(true);
    expect(all.rows.every((r) => ['Sim', 'Não'].includes(r[5]))).toBe(true);

    const mine = await firstDealership(t.db);
    const other = await otherDealership(t.db);
    const own = await exportar('concessionaria', '/api/corretores/exportar');
    // The dealership column is not in a dealership's list, nor in its file.
    expect(own.header).toEqual(['Nome', 'CPF', 'E-mail', 'Telefone', 'Ativo']);
    expect(own.rows.map((r) => r[0]).sort()).toEqual(mine.brokers.map((b) => b.nome).sort());
    expect(own.rows.some((r) => other.brokers.some((b) => b.nome === r[0]))).toBe(false);
  });

  it("shows a dealership's unit by its name and its CNPJ masked", async () => {
    const { header, rows } = await exportar(
      'gestorcomercial',
      `/api/concessionarias/exportar?filter=${q({ ativo: true })}`,
    );
    expect(header.slice(0, 3)).toEqual(['Nome', 'CNPJ', 'Unidade']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(r[1]))).toBe(true);
    expect(rows.every((r) => !/^\d+$/.test(r[2]))).toBe(true);
  });

  it("exports every declared resource of the product with its list's columns", async () => {
    const accounts = [
      'admin',
      'gestorcomercial',
      'gestorcontratos',
      'gestorsaude',
      'gestorcallcenter',
      'dac',
    ];
    for (const definition of RESOURCES) {
      const answers = [];
      for (const account of accounts) {
        answers.push(await as(account).get(`/api/${definition.name}/exportar`));
      }
      // Someone may export it, and nobody meets a database error.
      expect(answers.map((a) => a.statusCode).every((code) => [200, 403].includes(code))).toBe(
        true,
      );
      const allowed = answers.find((a) => a.statusCode === 200);
      expect(allowed, definition.name).toBeDefined();
      const labels = definition.fields.filter((f) => f.inList !== false).map((f) => f.label);
      expect(readCsv(allowed!.body)[0], definition.name).toEqual(labels);
    }
  });

  it('answers 403 to a user who may not list the resource', async () => {
    const res = await as('enfermeiro').get('/api/corretores/exportar');
    expect(res.statusCode).toBe(403);
  });
});
