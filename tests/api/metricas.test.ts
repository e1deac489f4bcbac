import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../server/modules/outbox/enqueue';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { CLIENT_ID, requestToken, signIn } from '../helpers/auth';
import { recordLoginPauses } from '../helpers/login-pauses';

const TOKEN = 'token-das-metricas-com-32-caracteres';

/** The value of one sample line of the text format, e.g. `name{label="x"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  // Seven of the twelve wrong passwords below are slowed: the pauses are recorded, not slept.
  const pauses = recordLoginPauses();
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = (options: { remoteAddress?: string; token?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });

  it('answers loopback and the token bearer, refuses other addresses and wrong tokens', async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({ remoteAddress: '203.0.113.9', token: 'errado' })).statusCode).toBe(403);
    const withToken = await scrape({ remoteAddress: '203.0.113.9', token: TOKEN });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('counts requests per route pattern and status, never per URL', async () => {
    const headers = { authorization: `Bearer ${(await signIn(t, 'admin')).access_token}` };
    await t.app.inject({ method: 'GET', url: '/api/propostaAdesao/987654', headers });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const text = (await scrape()).body;
    expect(
      sample(text, 'adesao_http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('987654');
    expect(text).toMatch(/adesao_http_request_duration_seconds_bucket\{le="0\.005"/);
    expect(text).toMatch(/adesao_db_query_duration_seconds_count [1-9]/);
    expect(text).toMatch(/adesao_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain('adesao_process_resident_memory_bytes');
  });

  it('reports the outbox depth per topic, the oldest pending age and dead letters', async () => {
    await enqueue(t.app.db, {
      topic: 'erp.integrar-proposta',
      payload: { propostaId: 1 },
      idempotencyKey: 'metricas-1',
      notBefore: new Date(Date.now() + 3_600_000),
    });
    await enqueue(t.app.db, {
      topic: 'erp.integrar-proposta',
      payload: { propostaId: 2 },
      idempotencyKey: 'metricas-2',
      notBefore: new Date(Date.now() + 3_600_000),
    });
    const text = (await scrape()).body;
    expect(
      sample(text, 'adesao_outbox_pendentes{topic="erp.integrar-proposta"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'adesao_outbox_mais_antiga_segundos')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE adesao_outbox_mortas gauge');
  });

  it('counts refused sign-ins by reason, locks and revoked sessions', async () => {
    const attempt = (password: string) =>
      requestToken(t, { grant_type: 'password', username: 'dac', password, client_id: CLIENT_ID });
    for (let i = 0; i < 12; i++) await attempt(`errada-${i}`);
    // The 4th to the 10th attempts were slowed (the 10th's failure locked the name); the two
    // after it were refused at once, locked.
    expect(pauses).toEqual(Array(7).fill(1000));
    const tokens = await signIn(t, 'supervisor');
    await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: tokens.refresh_token,
        client_id: CLIENT_ID,
      }).toString(),
    });
    const text = (await scrape()).body;
    expect(sample(text, 'adesao_logins_recusados_total{motivo="credenciais"}')).toBeGreaterThan(0);
    expect(sample(text, 'adesao_logins_recusados_total{motivo="bloqueado"}')).toBeGreaterThan(0);
    expect(sample(text, 'adesao_bloqueios_login_total{tipo="usuario"}')).toBe(1);
    expect(sample(text, 'adesao_bloqueios_login_ativos')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/adesao_sessoes_revogadas\{motivo="[^"]+"\} [1-9]/);
  });
});

describe('GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready when the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'pronto',
      database: 'ok',
      migrations: 'ok',
      encerrando: false,
    });
  });

  it('says so when the newest migration is missing', async () => {
    await t.app.db.execute(
      // Forget the newest migration, as a database one release behind would be.
      (await import('drizzle-orm')).sql`delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data.migrations).toBe('pendentes');
    expect(res.json().messages).toEqual(['Há migrações do banco de dados não aplicadas']);
  });
});
