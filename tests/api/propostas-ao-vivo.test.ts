import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propostasAdesao } from '../../server/db/schema';
import { buildProposta, otherDealership } from '../fixtures/propostas';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** An open event stream of one user, read as the browser reads it (fetch, not EventSource). */
async function abrirStream(url: string, headers: { authorization: string }) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const avisos: unknown[] = [];
  const esperando: { teste: (a: unknown) => boolean; resolve: (a: unknown) => void }[] = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      buffer += value;
      let fim: number;
      while ((fim = buffer.indexOf('\n\n')) >= 0) {
        const bloco = buffer.slice(0, fim);
        buffer = buffer.slice(fim + 2);
        const data = bloco.split('\n').find((l) => l.startsWith('data: '));
        if (!bloco.includes('event: propostas') || !data) continue;
        const aviso = JSON.parse(data.slice(6)) as unknown;
        avisos.push(aviso);
        for (const w of esperando.filter((e) => e.teste(aviso))) {
          esperando.splice(esperando.indexOf(w), 1);
          w.resolve(aviso);
        }
      }
    }
  })();
  return {
    avisos,
    /** The first notice (received or to come) that passes the test. */
    proximo(teste: (aviso: { ids?: number[] }) => boolean) {
      const ja = avisos.find((a) => teste(a as { ids?: number[] }));
      if (ja) return Promise.resolve(ja as { ids?: number[] });
      return new Promise<{ ids?: number[] }>((resolve) =>
        esperando.push({ teste: teste as (a: unknown) => boolean, resolve: resolve as never }),
      );
    },
    fechar: () => controller.abort(),
  };
}

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
    const gestor = await abrirStream(url, await loginAs(t, 'gestorcomercial'));
    const concessionaria = await abrirStream(url, await loginAs(t, 'concessionaria'));
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
      const ouvidos = concessionaria.avisos.flatMap((a) => (a as { ids?: number[] }).ids ?? []);
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
