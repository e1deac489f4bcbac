import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../server/db/schema';
import { passwordGrant } from '../../server/modules/auth/grants';
import { recordFailure } from '../../server/modules/auth/login-throttle';
import { OAuthError } from '../../server/modules/auth/oauth';
import { CLIENT_ID, DEMO_PASSWORD } from '../helpers/auth';
import { recordLoginPauses } from '../helpers/login-pauses';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { limite } from '../helpers/limites';

describe('repeated sign-in failures are slowed, then locked', () => {
  let t: TestApp;
  const pauses = recordLoginPauses();
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username,
        password,
        client_id: CLIENT_ID,
      }).toString(),
    });
  /** The answer, and the pauses the server asked for while answering it. */
  const paused = async (run: () => Promise<{ statusCode: number }>) => {
    const before = pauses.length;
    const res = await run();
    return { res, pauses: pauses.slice(before) };
  };

  it(
    'slows from the 4th attempt and locks the username on the 10th failure',
    async () => {
      for (let i = 1; i <= 3; i++) {
        const early = await paused(() => attempt('gestorsaude', 'errada123'));
        expect(early.res.statusCode).toBe(400);
        expect(early.pauses).toEqual([]);
      }
      const fourth = await paused(() => attempt('gestorsaude', 'errada123'));
      expect(fourth.res.statusCode).toBe(400);
      expect(fourth.pauses).toEqual([1000]);

      for (let i = 5; i <= 9; i++) {
        expect((await attempt('gestorsaude', 'errada123')).statusCode).toBe(400);
      }
      const tenth = await attempt('gestorsaude', 'errada123');
      expect(tenth.statusCode).toBe(429);
      expect(tenth.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'Muitas tentativas sem sucesso. Aguarde 15 minutos e tente novamente.',
      });
      expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(890);

      // Locked: even the right password is refused, at once and without a check.
      const right = await paused(() => attempt('gestorsaude', DEMO_PASSWORD));
      expect(right.res.statusCode).toBe(429);
      expect(right.pauses).toEqual([]);
      // Other accounts are not affected (same address, far below its own limit).
      expect((await attempt('gestorcomercial', DEMO_PASSWORD)).statusCode).toBe(200);
    },
    limite(30000),
  );

  it('lets the user in once the lock has run out, and forgets the failures', async () => {
    await t.db
      .update(loginFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginFailures.key, 'usuario:gestorsaude'));
    const afterLock = await paused(() => attempt('gestorsaude', DEMO_PASSWORD));
    expect(afterLock.res.statusCode).toBe(200);
    // The count the lock was built on no longer slows the user down.
    expect(afterLock.pauses).toEqual([]);
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, 'usuario:gestorsaude'));
    expect(rows).toEqual([]);
  });

  it('counts a username typed in another case as the same username', async () => {
    await attempt('DAC', 'errada123');
    await attempt('dac', 'errada123');
    const [row] = await t.db
      .select({ count: loginFailures.count })
      .from(loginFailures)
      .where(eq(loginFailures.key, 'usuario:dac'));
    expect(row.count).toBe(2);
  });

  it('starts a new count once the 15-minute window has passed', async () => {
    await t.db
      .update(loginFailures)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.key, 'usuario:dac'));
    await attempt('dac', 'errada123');
    const [row] = await t.db
      .select({ count: loginFailures.count })
      .from(loginFailures)
      .where(eq(loginFailures.key, 'usuario:dac'));
    expect(row.count).toBe(1);
  });

  it(
    'locks an address after 30 failures across many usernames',
    async () => {
      const address = '10.1.2.3';
      for (let i = 1; i < 30; i++) {
        expect((await attempt(`ninguem${i}`, 'errada123', address)).statusCode).toBe(400);
      }
      expect((await attempt('ninguem30', 'errada123', address)).statusCode).toBe(429);
      expect((await attempt('supervisor', DEMO_PASSWORD, address)).statusCode).toBe(429);
      expect((await attempt('supervisor', DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(200);
    },
    limite(30000),
  );

  it(
    'logs the lockout, with the username and never the password',
    async () => {
      const logged: { obj: object; msg: string }[] = [];
      const log = {
        warn: (obj: object, msg: string) => logged.push({ obj, msg }),
        info: () => {},
      } as unknown as FastifyBaseLogger;
      const subject = { username: 'enfermeiroexterno', address: '10.7.7.7' };
      for (let i = 1; i <= 9; i++) await recordFailure(t.db, subject);

      const attemptGrant = passwordGrant(
        {
          db: t.db,
          tokens: t.app.accessTokens,
          log,
          client: { id: CLIENT_ID, scopes: ['openid'] },
          address: subject.address,
        },
        { username: subject.username, password: 'senha-secreta-errada' },
      );
      await expect(attemptGrant).rejects.toBeInstanceOf(OAuthError);
      await expect(attemptGrant).rejects.toMatchObject({ statusCode: 429, code: 'invalid_grant' });
      expect(logged).toEqual([
        {
          obj: { lock: 'usuario', username: 'enfermeiroexterno' },
          msg: 'acesso bloqueado por excesso de tentativas sem sucesso',
        },
      ]);
      expect(JSON.stringify(logged)).not.toContain('senha-secreta-errada');
    },
    limite(20000),
  );
});
