import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../server/db/client';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The API tests copy a template built once per run (tests/helpers/database-template.ts) instead
 * of migrating and seeding per file. These tests keep the copy honest: every migration is in
 * it, the seeded copy holds the demo accounts and the plain one none, and what one copy writes
 * no other copy sees.
 */
describe('cada arquivo de teste começa de uma cópia nova do banco modelo', () => {
  let first: TestApp;
  let second: TestApp;
  let plain: TestApp;

  beforeAll(async () => {
    [first, second, plain] = [
      await createTestApp({ seed: true }),
      await createTestApp({ seed: true }),
      await createTestApp(),
    ];
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), plain?.close()]);
  });

  const count = async (t: TestApp, query: ReturnType<typeof sql>) => {
    // Both drivers answer { rows }; the Database type leaves the result open.
    const result = (await t.db.execute(query)) as unknown as { rows: { n: unknown }[] };
    return Number(result.rows[0].n);
  };

  it('has every committed migration applied', async () => {
    const committed = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length;
    const applied = await count(plain, sql`select count(*) as n from drizzle.__drizzle_migrations`);
    expect(applied).toBe(committed);
  });

  it('holds the demo data only when the test asks for it', async () => {
    expect(await count(first, sql`select count(*) as n from usuarios`)).toBeGreaterThan(10);
    expect(await count(plain, sql`select count(*) as n from usuarios`)).toBe(0);
  });

  it('keeps what one copy writes out of every other copy', async () => {
    const before = await count(second, sql`select count(*) as n from usuarios`);
    await first.db.execute(sql`update usuarios set ativo = false`);
    expect(await count(first, sql`select count(*) as n from usuarios where ativo`)).toBe(0);
    expect(await count(second, sql`select count(*) as n from usuarios`)).toBe(before);
    expect(await count(second, sql`select count(*) as n from usuarios where ativo`)).toBe(before);
    const fresh = await createTestApp({ seed: true });
    try {
      expect(await count(fresh, sql`select count(*) as n from usuarios`)).toBe(before);
    } finally {
      await fresh.close();
    }
  });
});
