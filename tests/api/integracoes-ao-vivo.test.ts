import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { loginAs } from '../helpers/auth';
import { abrirStream } from '../helpers/sse-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/integracoes/eventos (live Integrações screen)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  it('tells an open screen when a message is queued and when the worker changes it', async () => {
    const stream = await abrirStream(
      `${base}/api/integracoes/eventos`,
      await loginAs(t, 'gestorcomercial'),
      'integracoes',
    );
    try {
      const [mensagem] = await t.db
        .insert(outbox)
        .values({ topic: 'comunicacao.enviar', payload: {}, idempotencyKey: 'ao-vivo-1' })
        .returning({ id: outbox.id });
      await stream.alem(0);
      const depoisDaCriacao = stream.avisos.length;
      await t.db
        .update(outbox)
        .set({ status: 'dead', lastError: 'recusada' })
        .where(eq(outbox.id, mensagem!.id));
      await stream.alem(depoisDaCriacao);
      expect(stream.avisos.length).toBeGreaterThan(depoisDaCriacao);
    } finally {
      stream.fechar();
    }
  });

  it('refuses a caller without a token, and a role that may not open Integrações', async () => {
    const url = `${base}/api/integracoes/eventos`;
    expect((await fetch(url)).status).toBe(401);
    const concessionaria = await fetch(url, { headers: await loginAs(t, 'concessionaria') });
    expect(concessionaria.status).toBe(403);
  });
});
