import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOutside, OutsideCallError } from './outside-call';
import { createSandbox, listenSandbox } from './sandbox-kit';

/** The idempotency and fault rules every sandbox shares, and how the adapters read them. */
describe('sandbox kit and outside calls', () => {
  const { app, kit } = createSandbox({ name: 'teste' });
  let effects = 0;
  app.post<{ Body: { valor: number } }>('/efeitos', (request, reply) =>
    kit.idempotent(request, reply, () => {
      effects += 1;
      return { status: 201, body: { efeito: effects, valor: request.body.valor } };
    }),
  );
  let url = '';
  beforeAll(async () => {
    url = await listenSandbox(app);
  });
  afterAll(() => app.close());

  const post = (key: string | undefined, valor: number) =>
    callOutside<{ efeito: number }>({
      system: 'Teste',
      method: 'POST',
      url: `${url}/efeitos`,
      body: { valor },
      idempotencyKey: key,
      timeoutMs: 2000,
    });

  it('replays the first answer for a repeated key without a second effect', async () => {
    const first = await post('chave-1', 10);
    const again = await post('chave-1', 10);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(effects).toBe(1);
    expect(kit.calls.at(-1)?.replayed).toBe(true);
  });

  it('refuses the same key with another body (422, not retryable) and a call without key (400)', async () => {
    await expect(post('chave-1', 99)).rejects.toMatchObject({
      retryable: false,
      status: 422,
      message: 'Teste respondeu HTTP 422',
    });
    await expect(post(undefined, 1)).rejects.toMatchObject({ retryable: false, status: 400 });
  });

  it('classifies injected 5xx and 429 as retryable', async () => {
    for (const status of [503, 500, 429]) {
      await fetch(`${url}/__sandbox/falhas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ quantidade: 1, status }),
      });
      await expect(post(`chave-${status}`, 1)).rejects.toMatchObject({ retryable: true, status });
    }
  });

  it('treats a refused connection and a time-out as retryable', async () => {
    const refused = callOutside({
      system: 'Fora do ar',
      method: 'GET',
      url: 'http://127.0.0.1:1/nada',
      timeoutMs: 2000,
    });
    await expect(refused).rejects.toBeInstanceOf(OutsideCallError);
    await expect(refused).rejects.toMatchObject({ retryable: true });

    await fetch(`${url}/__sandbox/atrasos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quantidade: 1, ms: 500 }),
    });
    await expect(post('chave-lenta', 1).then(() => 'ok')).resolves.toBe('ok');
    await fetch(`${url}/__sandbox/atrasos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quantidade: 1, ms: 1500 }),
    });
    const slow = callOutside({
      system: 'Lento',
      method: 'POST',
      url: `${url}/efeitos`,
      body: { valor: 2 },
      idempotencyKey: 'chave-timeout',
      timeoutMs: 300,
    });
    await expect(slow).rejects.toMatchObject({
      retryable: true,
      message: 'Lento indisponível (tempo esgotado)',
    });
  });
});
