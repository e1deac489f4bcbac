import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../server/db/schema';
import { throttleState } from '../../server/modules/auth/login-throttle';
import { passwordChecks } from '../../server/modules/auth/passwords';
import { issueResetToken, resetPassword } from '../../server/modules/usuario/password-reset';
import { CLIENT_ID, DEMO_PASSWORD } from '../helpers/auth';
import { recordLoginPauses } from '../helpers/login-pauses';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { limite } from '../helpers/limites';

/**
 * Login under attack (issue 'Quality gates'): a thousand wrong passwords spread over many user
 * names — the victim's among them — and many addresses. The limits must refuse before hashing
 * once a name or an address is over them, and the victim, from an address where it has signed
 * in before, must still get in at once.
 */
const ATTEMPTS = 1_000;
const USERNAMES = [...Array.from({ length: 49 }, (_, i) => `ataque${i}`), 'supervisor'];
const ADDRESSES = Array.from({ length: 20 }, (_, i) => `10.66.0.${i + 1}`);
const VICTIM_ADDRESS = '10.9.0.1';
const CONCURRENCY = 50;

describe('login sob ataque', () => {
  let t: TestApp;
  // The slow-down's pauses are recorded, not slept: a thousand attempts, many of them slowed,
  // would otherwise spend their seconds waiting.
  const pauses = recordLoginPauses();
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, remoteAddress: string) =>
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

  it(
    'recusa antes do hash e não tranca nem atrasa quem entra de um endereço conhecido',
    async () => {
      // The victim has used this address before.
      expect((await attempt('supervisor', DEMO_PASSWORD, VICTIM_ADDRESS)).statusCode).toBe(200);

      const checksBefore = passwordChecks.count;
      const statuses = new Map<number, number>();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < ATTEMPTS) {
            const i = next++;
            const res = await attempt(
              USERNAMES[i % USERNAMES.length],
              `errada-${i}`,
              ADDRESSES[i % ADDRESSES.length],
            );
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          }
        }),
      );
      const hashed = passwordChecks.count - checksBefore;

      // Only wrong-password answers and lock refusals: nothing failed, nothing got in.
      expect([...statuses.keys()].sort()).toEqual([400, 429]);
      // Each name locks after 10 failures and each address after 30: past those limits the
      // attempt is refused before its password is hashed (a few more slip in while concurrent
      // attempts read the counters before any of them is written).
      expect(hashed).toBeLessThanOrEqual(USERNAMES.length * 10 + CONCURRENCY);
      expect(statuses.get(429)).toBeGreaterThanOrEqual(ATTEMPTS - hashed);

      // The victim's name is locked for the guessers...
      const stranger = await attempt('supervisor', DEMO_PASSWORD, '10.66.0.200');
      expect(stranger.statusCode).toBe(429);
      // ...but not for its owner at a known address, and not slowed there either.
      expect(
        await throttleState(t.db, { username: 'supervisor', address: VICTIM_ADDRESS }),
      ).toEqual({
        lockedUntil: null,
        delayMs: 0,
      });
      const pausesBefore = pauses.length;
      expect((await attempt('supervisor', DEMO_PASSWORD, VICTIM_ADDRESS)).statusCode).toBe(200);
      expect(pauses.length).toBe(pausesBefore);
      // The owner's success does not lift the guessers' lock.
      expect((await attempt('supervisor', 'outra-tentativa', '10.66.0.202')).statusCode).toBe(429);
    },
    limite(180_000),
  );

  it(
    'a redefinição de senha desbloqueia o nome e diz que desbloqueou',
    async () => {
      const [row] = await t.db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(eq(usuarios.username, 'supervisor'));
      const token = await issueResetToken(t.db, row.id);
      expect(token).not.toBeNull();
      const reset = await resetPassword(t.db, token!, 'NovaSenha@2026x');
      expect(reset).toEqual({ usuarioId: row.id, desbloqueado: true });
      expect((await attempt('supervisor', 'NovaSenha@2026x', '10.66.0.201')).statusCode).toBe(200);
    },
    limite(60_000),
  );
});
