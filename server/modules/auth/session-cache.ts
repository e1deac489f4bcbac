import type { Notifications, Unlisten } from '../../db/notifications';
import type { CurrentUser } from './current-user';
import { AUTH_POLICY } from './policy';

export const SESSION_CHANNEL = 'adesao_sessoes';

interface Entry {
  user: CurrentUser;
  /** The session's absolute end: a cached sign-in never outlives it. */
  sessionExpiresAt: number;
  /** When this copy must be read again even if nothing was heard (a missed message's bound). */
  staleAt: number;
}

/**
 * Sessions revoked by this process, remembered for a few seconds: from the moment the revoking
 * transaction starts until its NOTIFY has surely come back, this process asks the database again
 * instead of trusting a copy (a request running alongside the revocation could otherwise cache
 * the pre-commit answer). Module-wide on purpose: any app in this process benefits, none is hurt.
 */
const recentlyRevoked = { sessions: new Map<string, number>(), users: new Map<number, number>() };
const REVOCATION_MEMORY_MS = 5000;

export function noteRevocation(target: { sessionId: string } | { userId: number }): void {
  const until = Date.now() + REVOCATION_MEMORY_MS;
  if ('sessionId' in target) recentlyRevoked.sessions.set(target.sessionId, until);
  else recentlyRevoked.users.set(target.userId, until);
}

function revokedHereLately(sessionId: string, userId: number, now: number): boolean {
  for (const [map, key] of [
    [recentlyRevoked.sessions, sessionId],
    [recentlyRevoked.users, userId],
  ] as const) {
    const until = (map as Map<typeof key, number>).get(key);
    if (until === undefined) continue;
    if (until > now) return true;
    (map as Map<typeof key, number>).delete(key);
  }
  return false;
}

export type LoadSession = (
  userId: number,
  sessionId: string,
) => Promise<{ user: CurrentUser; sessionExpiresAt: Date } | null>;

/**
 * Who is behind a session, kept in memory so an authenticated call does not pay a database round
 * trip. Correctness comes from the database's NOTIFY (migration 0017): revoking a session, changing
 * or deactivating a user, or changing roles drops the affected copies in every process as soon as
 * the change commits. `generation` closes the race where a lookup that started before a change
 * finishes after its message: such a lookup's answer is not kept.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private unlisten: Unlisten | null = null;

  constructor(
    private readonly load: LoadSession,
    private readonly options = {
      ttlMs: AUTH_POLICY.sessionCacheSeconds * 1000,
      maxEntries: AUTH_POLICY.sessionCacheMaxEntries,
    },
  ) {}

  async start(notifications: Notifications): Promise<void> {
    this.unlisten = await notifications.listen(SESSION_CHANNEL, {
      onMessage: (payload) => this.invalidate(payload),
      onReset: () => this.clear(),
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  async get(userId: number, sessionId: string): Promise<CurrentUser | null> {
    const now = Date.now();
    const bypass = revokedHereLately(sessionId, userId, now);
    const cached = bypass ? undefined : this.entries.get(sessionId);
    if (
      cached &&
      cached.user.id === userId &&
      cached.staleAt > now &&
      cached.sessionExpiresAt > now
    ) {
      return cached.user;
    }
    if (cached) this.entries.delete(sessionId);
    const generation = this.generation;
    const found = await this.load(userId, sessionId);
    // Not listening (stopped) means nobody would tell us of a revocation: keep nothing.
    if (!found || bypass || !this.unlisten || generation !== this.generation) {
      return found?.user ?? null;
    }
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest copy.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, {
      user: found.user,
      sessionExpiresAt: found.sessionExpiresAt.getTime(),
      staleAt: now + this.options.ttlMs,
    });
    return found.user;
  }

  /** A message of SESSION_CHANNEL: 's:<session>', 'u:<user>' or '*'. */
  invalidate(payload: string): void {
    this.generation += 1;
    if (payload.startsWith('s:')) {
      this.entries.delete(payload.slice(2));
      return;
    }
    if (payload.startsWith('u:')) {
      const userId = Number(payload.slice(2));
      for (const [key, entry] of this.entries)
        if (entry.user.id === userId) this.entries.delete(key);
      return;
    }
    this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
