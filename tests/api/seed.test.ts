import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/modules/auth/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/users';
import { seedDemo } from '../../server/db/seed';
import { estados, unidades, usuarioRoles, usuarios } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  async function count(table: typeof unidades | typeof estados | typeof usuarios) {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row.n;
  }

  it('creates the nine units, the 27 states and one account per demo role', async () => {
    expect(await count(unidades)).toBe(9);
    expect(await count(estados)).toBe(27);
    expect(await count(usuarios)).toBe(DEMO_ACCOUNTS.length);
  });

  it('is idempotent: a second run adds nothing', async () => {
    await seedDemo(t.db);
    expect(await count(unidades)).toBe(9);
    expect(await count(usuarios)).toBe(DEMO_ACCOUNTS.length);
  });

  it('stores the demo password hashed with argon2id', async () => {
    const [admin] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'admin'));
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'outra-senha')).toBe(false);
  });

  it('gives the commercial manager its roles and ties the broker to a dealership', async () => {
    const [gestor] = await t.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.username, 'gestorcomercial'));
    const roles = await t.db
      .select({ role: usuarioRoles.role })
      .from(usuarioRoles)
      .where(eq(usuarioRoles.usuarioId, gestor.id));
    expect(roles.map((r) => r.role)).toContain('GestorComercial');
    const [corretor] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'corretor'));
    expect(corretor.corretorId).not.toBeNull();
    expect(corretor.concessionariaId).not.toBeNull();
  });
});
