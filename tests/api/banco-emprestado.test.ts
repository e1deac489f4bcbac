import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { reusedDatabases, spareDatabases } from '../helpers/pglite-pool';

/**
 * The next file's database holds the template's state, whatever the file before did with its
 * own. In the PGlite pass a closed test app's database is put back to the template's state and
 * lent to the next file (tests/helpers/pglite-pool.ts) instead of being loaded again; in the
 * PostgreSQL pass each app gets a new database copied from the template. Both passes run these
 * tests; the assertions on the lending itself (a database lent again, none lent after a schema
 * change, the lent client's refusal) hold in the PGlite pass, where it happens.
 */
const lends = !process.env.TEST_DATABASE_URL;

describe('o banco do arquivo seguinte volta ao estado do modelo', () => {
  const one = async (t: TestApp, query: ReturnType<typeof sql>) => {
    const result = (await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows[0];
  };
  const state = async (t: TestApp) => ({
    usuarios: await one(
      t,
      sql`select count(*)::int as n, count(*) filter (where ativo)::int as ativos from usuarios`,
    ),
    feriados: await one(t, sql`select count(*)::int as n from feriados`),
    sequencia: await one(
      t,
      sql`select last_value::text from pg_sequences where sequencename = 'usuarios_id_seq'`,
    ),
  });

  it('holds the rows and sequences of the template, not the last file’s', async () => {
    const first = await createTestApp({ seed: true });
    const template = await state(first);
    expect(template.usuarios.ativos).toBeGreaterThan(10);
    expect(template.feriados.n).toBeGreaterThan(0);
    await first.db.execute(sql`update usuarios set ativo = false`);
    await first.db.execute(sql`delete from feriados`);
    await first.db.execute(sql`select nextval('usuarios_id_seq') from generate_series(1, 5)`);
    expect(await state(first)).not.toEqual(template);
    const lentBefore = reusedDatabases();
    await first.close();

    const second = await createTestApp({ seed: true });
    try {
      if (lends) expect(reusedDatabases()).toBe(lentBefore + 1);
      expect(await state(second)).toEqual(template);
    } finally {
      await second.close();
    }
  });

  it('refuses a closed app’s late query instead of writing into the next file’s data', async () => {
    const app = await createTestApp({ seed: true });
    const db = app.db;
    await app.close();
    const late = db.execute(sql`update usuarios set ativo = false`);
    if (lends) {
      await expect(late).rejects.toMatchObject({
        cause: new Error('Este banco de teste já foi devolvido.'),
      });
    } else {
      await expect(late).rejects.toThrow();
    }
    const next = await createTestApp({ seed: true });
    try {
      const { ativos, n } = (await one(
        next,
        sql`select count(*)::int as n, count(*) filter (where ativo)::int as ativos from usuarios`,
      )) as { n: number; ativos: number };
      expect(ativos).toBeGreaterThan(10);
      expect(ativos).toBeLessThanOrEqual(n);
    } finally {
      await next.close();
    }
  });

  it('never hands on a schema a file changed', async () => {
    const changed = await createTestApp();
    await changed.db.execute(sql`create table tabela_do_teste (id int)`);
    const sparesBefore = spareDatabases('migrado');
    await changed.close();
    if (lends) expect(spareDatabases('migrado')).toBe(sparesBefore);

    const next = await createTestApp();
    try {
      const found = await one(
        next,
        sql`select to_regclass('tabela_do_teste') is not null as existe`,
      );
      expect(found.existe).toBe(false);
    } finally {
      await next.close();
    }
  });
});
