import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { SessionCache } from '../../server/modules/auth/session-cache';
import type { CurrentUser } from '../../server/modules/auth/current-user';
import { CLIENT_ID, DEMO_PASSWORD, SCOPE } from '../helpers/auth';
import { limite } from '../helpers/limites';

/**
 * Two API "nodes" over one database, each with its own session cache: two handles on one
 * PostgreSQL database when TEST_DATABASE_URL is set (two connections, NOTIFY between them), or
 * two apps on the one in-process embedded database.
 */
async function twoNodes() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-cache-'));
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    WORKER_ENABLED: 'false',
  });
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handles: [DatabaseHandle, DatabaseHandle];
  let drop = async () => {};
  if (serverUrl) {
    const name = `t_cache_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handles = [
      await openDatabase({ url: url.toString() }),
      await openDatabase({ url: url.toString() }),
    ];
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const shared = await openDatabase({});
    // The second app must not close the database the first one still uses.
    handles = [shared, { ...shared, close: async () => {} }];
  }
  await handles[0].migrate();
  await seedDemo(handles[0].db);
  const apps: FastifyInstance[] = [];
  for (const database of handles) {
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    db: handles[0].db,
    close: async () => {
      for (const app of apps.reverse()) await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the session cache answers from memory and forgets at once what the database ends', () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    nodes = await twoNodes();
    [a, b] = nodes.apps;
  }, limite(180_000));
  afterAll(() => nodes.close());

  async function signIn(app: FastifyInstance, username: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username,
        password: DEMO_PASSWORD,
        scope: SCOPE,
        client_id: CLIENT_ID,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  }

  const meusDados = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/User/MeusDados',
      headers: { authorization: `Bearer ${token}` },
    });

  /** Another node hears the database's NOTIFY a moment after the commit: 1 s, scaled in CI (limites.ts). */
  const refusedWithinASecond = (app: FastifyInstance, token: string) =>
    vi.waitFor(async () => expect((await meusDados(app, token)).statusCode).toBe(401), {
      timeout: limite(1000),
      interval: 10,
    });

  it('keeps a signed-in session after the first call', async () => {
    const token = await signIn(a, 'dac');
    const before = b.sessionCache.size;
    expect((await meusDados(b, token)).statusCode).toBe(200);
    expect(b.sessionCache.size).toBe(before + 1);
    expect((await meusDados(b, token)).statusCode).toBe(200);
  });

  it('refuses a logged-out token on the node that logged it out, right away', async () => {
    const token = await signIn(a, 'supervisor');
    expect((await meusDados(a, token)).statusCode).toBe(200);
    const logout = await a.inject({
      method: 'POST',
      url: '/connect/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, client_id: CLIENT_ID }).toString(),
    });
    expect(logout.statusCode).toBe(200);
    expect((await meusDados(a, token)).statusCode).toBe(401);
  });

  it('refuses it on every other node as soon as the revocation commits', async () => {
    const token = await signIn(a, 'gestorsaude');
    expect((await meusDados(b, token)).statusCode).toBe(200);
    // Revoked by another process: the way this one hears of it is the database's NOTIFY alone.
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      sid: string;
    };
    await nodes.db.execute(sql`update auth_sessions set revoked_at = now() where id = ${sid}`);
    await refusedWithinASecond(b, token);
  });

  it('drops a user whose account is deactivated or whose roles change outside any route', async () => {
    const token = await signIn(a, 'liberacao49menos');
    expect((await meusDados(b, token)).statusCode).toBe(200);
    const roles = async () =>
      ((await meusDados(b, token)).json() as { data: { roles: string[] } }).data.roles;
    expect(await roles()).toContain('Liberacao49Menos');
    await nodes.db.execute(sql`
      insert into usuario_roles (usuario_id, role)
      select id, 'DAC' from usuarios where username = 'liberacao49menos'`);
    await vi.waitFor(async () => expect(await roles()).toContain('DAC'), { timeout: limite(1000) });
    await nodes.db.execute(
      sql`update usuarios set ativo = false where username = 'liberacao49menos'`,
    );
    await refusedWithinASecond(b, token);
  });
});

describe('SessionCache', () => {
  const user = { id: 7, username: 'x', nome: 'X', roles: [] } as unknown as CurrentUser;
  const listening = {
    listen: async () => async () => {},
    close: async () => {},
  };

  it('does not keep an answer read before a change it heard of meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(async () => {
      await gate;
      return { user, sessionExpiresAt: new Date(Date.now() + 60_000) };
    });
    const cache = new SessionCache(load);
    await cache.start(listening);
    const pending = cache.get(7, 'sessao');
    cache.invalidate('s:sessao');
    release();
    expect(await pending).toBe(user);
    expect(cache.size).toBe(0);
    await cache.get(7, 'sessao');
    expect(cache.size).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never serves a session past its absolute end', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => ({ user, sessionExpiresAt: new Date(Date.now() + 1000) }));
      const cache = new SessionCache(load);
      await cache.start(listening);
      await cache.get(7, 's');
      await cache.get(7, 's');
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.get(7, 's');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops every copy of a user, and everything on a reset', async () => {
    const load = vi.fn(async (_u: number, _s: string) => ({
      user,
      sessionExpiresAt: new Date(Date.now() + 60_000),
    }));
    const cache = new SessionCache(load);
    await cache.start(listening);
    await cache.get(7, 'a');
    await cache.get(7, 'b');
    expect(cache.size).toBe(2);
    cache.invalidate('u:8');
    expect(cache.size).toBe(2);
    cache.invalidate('u:7');
    expect(cache.size).toBe(0);
    await cache.get(7, 'a');
    cache.invalidate('*');
    expect(cache.size).toBe(0);
  });
});
