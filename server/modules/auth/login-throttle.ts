import { and, eq, gt, inArray, lt, or, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { enderecosConhecidos, loginFailures } from '../../db/schema';
import { LOGIN_THROTTLE } from './policy';

/** Who the failures are counted against: the username typed and the caller's address. */
export interface ThrottleSubject {
  username: string;
  address: string;
}

export type ThrottleKeyKind = 'usuario' | 'ip';

const normalised = (username: string) => username.trim().toLowerCase();

function keysOf(subject: ThrottleSubject) {
  return {
    usuario: `usuario:${normalised(subject.username)}`,
    ip: `ip:${subject.address}`,
  };
}

/** How long a successful sign-in keeps its address recognised for that username. */
const KNOWN_ADDRESS_DAYS = 30;

export interface ThrottleState {
  /** Set while either key is locked: the attempt is refused without checking the password. */
  lockedUntil: Date | null;
  /** Pause before answering, once the username has failed a few times. */
  delayMs: number;
}

/**
 * The slow-down's pause, as an object so the API tests can record the pauses the server asks
 * for instead of sleeping through them (tests/helpers/login-pauses.ts): a test then proves
 * "paused 1 s before checking" by what the server asked, not by timing the answer on a busy
 * machine, and spends no real seconds waiting.
 */
export const loginSlowDown = {
  pause: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

const isoTimestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function throttleState(
  db: Executor,
  subject: ThrottleSubject,
  now = new Date(),
): Promise<ThrottleState> {
  const keys = keysOf(subject);
  const [rows, known] = await Promise.all([
    db
      .select()
      .from(loginFailures)
      .where(inArray(loginFailures.key, [keys.usuario, keys.ip])),
    isKnownAddress(db, subject, now),
  ]);
  const windowStart = now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000;
  let lockedUntil: Date | null = null;
  let delayMs = 0;
  for (const row of rows) {
    // Someone guessing a username elsewhere must not lock its owner out of a known address:
    // there only the address's own limit applies.
    if (known && row.key === keys.usuario) continue;
    if (row.lockedUntil && row.lockedUntil > now) {
      if (!lockedUntil || row.lockedUntil > lockedUntil) lockedUntil = row.lockedUntil;
    }
    // As in recordFailure: a lock that has run out wipes the count it was built on.
    const restarted = row.lockedUntil !== null && row.lockedUntil <= now;
    const inWindow = row.windowStartedAt.getTime() > windowStart && !restarted;
    if (row.key === keys.usuario && inWindow && row.count >= LOGIN_THROTTLE.slowAfter) {
      delayMs = LOGIN_THROTTLE.slowDelayMs;
    }
  }
  return { lockedUntil, delayMs };
}

/**
 * Counts one failure against the username and the address (an atomic upsert each, so parallel
 * processes never lose a count) and answers which of them this failure locked.
 */
export async function recordFailure(
  db: Executor,
  subject: ThrottleSubject,
  now = new Date(),
): Promise<ThrottleKeyKind[]> {
  const keys = keysOf(subject);
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000);
  const lockEnd = new Date(now.getTime() + LOGIN_THROTTLE.lockSeconds * 1000);
  // A failure after the window or after a lock has run out starts a new count.
  const restarts = sql`(${loginFailures.windowStartedAt} <= ${isoTimestamp(windowStart)}
    or (${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= ${isoTimestamp(now)}))`;
  const newlyLocked: ThrottleKeyKind[] = [];
  const limits: [ThrottleKeyKind, string, number][] = [
    ['usuario', keys.usuario, LOGIN_THROTTLE.usernameLockAfter],
    ['ip', keys.ip, LOGIN_THROTTLE.addressLockAfter],
  ];
  for (const [kind, key, lockAfter] of limits) {
    const [row] = await db
      .insert(loginFailures)
      .values({ key, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          count: sql`case when ${restarts} then 1 else ${loginFailures.count} + 1 end`,
          windowStartedAt: sql`case when ${restarts} then ${isoTimestamp(now)} else ${loginFailures.windowStartedAt} end`,
          lockedUntil: sql`case
            when ${restarts} then null
            when ${loginFailures.count} + 1 >= ${lockAfter} then ${isoTimestamp(lockEnd)}
            else ${loginFailures.lockedUntil} end`,
        },
      })
      .returning({ count: loginFailures.count });
    if (row && row.count === lockAfter) newlyLocked.push(kind);
  }
  // Counters of usernames nobody retried are noise: drop the ones long past their window.
  const stale = new Date(now.getTime() - 24 * 3600 * 1000);
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.windowStartedAt, stale),
        or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now)),
      ),
    );
  return newlyLocked;
}

async function isKnownAddress(db: Executor, subject: ThrottleSubject, now: Date) {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const rows = await db
    .select({ usuario: enderecosConhecidos.usuario })
    .from(enderecosConhecidos)
    .where(
      and(
        eq(enderecosConhecidos.usuario, normalised(subject.username)),
        eq(enderecosConhecidos.endereco, subject.address),
        gt(enderecosConhecidos.ultimoAcesso, isoTimestamp(since)),
      ),
    );
  return rows.length > 0;
}

/**
 * A successful sign-in forgives the username's failures (not the address's) unless they built a
 * lock still in force, and remembers the address as one the username's owner uses.
 */
export async function recordSuccess(
  db: Executor,
  subject: ThrottleSubject,
  now = new Date(),
): Promise<void> {
  // The owner's own typos are forgiven; a lock in force (someone guessing elsewhere) stays.
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.key, keysOf(subject).usuario),
        or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now)),
      ),
    );
  await db
    .insert(enderecosConhecidos)
    .values({ usuario: normalised(subject.username), endereco: subject.address, ultimoAcesso: now })
    .onConflictDoUpdate({
      target: [enderecosConhecidos.usuario, enderecosConhecidos.endereco],
      set: { ultimoAcesso: now },
    });
}

/**
 * Forgets the username's failures (a password reset: the mailbox's owner proved who they are);
 * true when that lifted a lock in force, which the caller logs as an unlock.
 */
export async function clearFailures(
  db: Executor,
  username: string,
  now = new Date(),
): Promise<boolean> {
  const removed = await db
    .delete(loginFailures)
    .where(eq(loginFailures.key, keysOf({ username, address: '' }).usuario))
    .returning({ lockedUntil: loginFailures.lockedUntil });
  return removed.some((row) => row.lockedUntil !== null && row.lockedUntil > now);
}

/** True when the username alone is locked right now (change-password attempts share it). */
export async function isUsernameLocked(
  db: Executor,
  username: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ key: loginFailures.key })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.key, keysOf({ username, address: '' }).usuario),
        gt(loginFailures.lockedUntil, now),
      ),
    );
  return rows.length > 0;
}
