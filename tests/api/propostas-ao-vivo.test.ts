import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propostasAdesao } from '../../server/db/schema';
import { buildProposta, otherDealership } from '../fixtures/propostas';
import { loginAs } from '../helpers/auth';
import { abrirStream } from '../helpers/sse-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** What the stream says of changed proposals: their ids. */
type Aviso = { ids?: number[] };

describe('GET /api/propostas/eventos (live lists)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  it("tells each user of the changes it may see, never another dealership's", async () => {
    const minha = await buildProposta(t.db);
    const outra = await otherDealership(t.db);
    const alheia = await buildProposta(t.db, {
      concessionariaId: outra.id,
      corretorId: outra.brokers[0]!.id,
    });
    const url = `${base}/api/propostas/eventos`;
    const gestor = await abrirStream<Aviso>(url, await loginAs(t, 'gestorcomercial'), 'propostas');
    const concessionaria = await abrirStream<Aviso>(
      url,
      await loginAs(t, 'concessionaria'),
      'propostas',
    );
    try {
      // Another user (here the database itself) changes both proposals.
      await t.db
        .update(propostasAdesao)
        .set({ possuiPendencia: true })
        .where(eq(propostasAdesao.id, alheia.id));
      await t.db
        .update(propostasAdesao)
        .set({ possuiPendencia: true })
        .where(eq(propostasAdesao.id, minha.id));
      const doGestor = await gestor.proximo((a) => Boolean(a.ids?.includes(minha.id)));
      expect(doGestor.ids).toBeDefined();
      await gestor.proximo((a) => Boolean(a.ids?.includes(alheia.id)));
      await concessionaria.proximo((a) => Boolean(a.ids?.includes(minha.id)));
      // Everything the dealership heard so far: never the other dealership's proposal.
      const ouvidos = concessionaria.avisos.flatMap((a) => a.ids ?? []);
      expect(ouvidos).toContain(minha.id);
      expect(ouvidos).not.toContain(alheia.id);
    } finally {
      gestor.fechar();
      concessionaria.fechar();
    }
  });

  it('refuses a caller without a token, and one whose role sees no proposal list', async () => {
    const url = `${base}/api/propostas/eventos`;
    expect((await fetch(url)).status).toBe(401);
    // The administrator sees no proposal list, so no proposal events either.
    const admin = await fetch(url, { headers: await loginAs(t, 'admin') });
    expect(admin.status).toBe(403);
  });
});
