import { sql } from 'drizzle-orm';
import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../src/registries/definition';
import { RESOURCES } from '../../src/registries/registry';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A throw-away resource and its table: the server's CRUD must appear from the declaration alone.
const lembretes = pgTable('lembretes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titulo: varchar('titulo', { length: 80 }).notNull(),
  prioridade: integer('prioridade'),
  versao: integer('versao').notNull().default(1),
});
const lembrete = defineResource({
  name: 'lembretes',
  permission: 'corretor',
  label: { singular: 'Lembrete', plural: 'Lembretes', article: 'o' },
  table: 'lembretes',
  recordRepresentation: 'titulo',
  sort: { field: 'titulo', order: 'ASC' },
  fields: [
    {
      source: 'titulo',
      label: 'Título',
      type: 'text',
      required: true,
      maxLength: 80,
      searchable: true,
    },
    { source: 'prioridade', label: 'Prioridade', type: 'integer' },
  ],
  areas: { 'gestao-comercial': { list: 'lembretes' } },
});

let t: TestApp;
let as: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    resources: [...RESOURCES, lembrete],
    resourceTables: new Map([['lembretes', lembretes]]),
  });
  await t.db.execute(
    sql`create table lembretes (id integer generated always as identity primary key, titulo varchar(80) not null, prioridade integer, versao integer not null default 1)`,
  );
  as = apiClient(t);
});
afterAll(async () => t.close());

describe('a resource declared once, on the server', () => {
  it('gets list, read, create, update and delete routes in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/docs/json' })).json().paths as Record<
      string,
      object
    >;
    expect(Object.keys(paths['/api/lembretes']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/lembretes/{id}']).sort()).toEqual(['delete', 'get', 'put']);
  });

  it('validates with the messages of its fields and serves the CRUD contract', async () => {
    const bad = await as('gestorcomercial').post('/api/lembretes', {
      titulo: 'x'.repeat(81),
      prioridade: 'alta',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      titulo: 'Excedeu o limite de caracteres',
      prioridade: 'Somente números',
    });
    const created = await as('gestorcomercial').post('/api/lembretes', {
      titulo: 'Ligar',
      prioridade: 2,
    });
    expect(created.json().data).toEqual({ id: 1, versao: 1, titulo: 'Ligar', prioridade: 2 });
    const list = await as('gestorcomercial').get('/api/lembretes');
    expect(list.headers['content-range']).toBe('lembretes 0-0/1');
    const updated = await as('gestorcomercial').put('/api/lembretes/1', {
      titulo: 'Ligar já',
      versao: 1,
    });
    expect(updated.json().data).toMatchObject({ titulo: 'Ligar já', versao: 2 });
    // A hard delete needs the 'delete' action, which the borrowed 'corretor' row does not give.
    expect((await as('gestorcomercial').delete('/api/lembretes/1')).statusCode).toBe(403);
    expect((await as('gestorcomercial').get('/api/lembretes/2')).statusCode).toBe(404);
    expect((await as('dac').get('/api/lembretes')).statusCode).toBe(403);
  });
});
