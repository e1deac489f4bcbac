import { and, eq, isNull } from 'drizzle-orm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { authSessions, refreshTokens, usuarios } from '../../db/schema';
import { AUTH_POLICY } from './policy';
import { noteRevocation } from './session-cache';

/** 256 random bits, URL-safe: refresh tokens and reset links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are random, so a fast hash is enough: only the hash is ever stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const seconds = (n: number) => n * 1000;

/** Why a sign-in ended; stored on the session for the audit trail. */
export type RevokeReason =
  'logout' | 'reuse' | 'password_changed' | 'password_reset' | 'deactivated' | 'refused';

async function insertRefreshToken(
  db: Executor,
  sessionId: string,
  sessionExpiresAt: Date,
  now: Date,
): Promise<{ id: string; token: string }> {
  const token = newOpaqueToken();
  const id = randomUUID();
  const idleEnd = new Date(now.getTime() + seconds(AUTH_POLICY.refreshIdleSeconds));
  await db.insert(refreshTokens).values({
    id,
    sessionId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: idleEnd < sessionExpiresAt ? idleEnd : sessionExpiresAt,
  });
  return { id, token };
}

/** A new sign-in and the first refresh token of its family. */
export async function startSession(
  db: Database,
  input: { userId: number; clientId: string; scope: string; now?: Date },
): Promise<{ sessionId: string; refreshToken: string }> {
  const now = input.now ?? new Date();
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + seconds(AUTH_POLICY.sessionAbsoluteSeconds));
  return db.transaction(async (tx) => {
    await tx.insert(authSessions).values({
      id: sessionId,
      usuarioId: input.userId,
      clientId: input.clientId,
      scope: input.scope,
      createdAt: now,
      expiresAt,
    });
    const { token } = await insertRefreshToken(tx, sessionId, expiresAt, now);
    return { sessionId, refreshToken: token };
  });
}

export type RotationResult =
  | { ok: true; sessionId: string; userId: number; scope: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  | { ok: false; reason: 'reused'; sessionId: string };

/**
 * Exchanges a refresh token for its successor. A token already rotated is a retry inside the
 * grace window (it gets a sibling) and a theft after it: the whole family is revoked, so
 * whoever holds the other copy is signed out too.
 */
export async function rotateRefreshToken(
  db: Database,
  input: { token: string; clientId: string; now?: Date },
): Promise<RotationResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [found] = await tx
      .select({
        id: refreshTokens.id,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
        sessionId: authSessions.id,
        userId: authSessions.usuarioId,
        clientId: authSessions.clientId,
        scope: authSessions.scope,
        sessionExpiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(input.token)))
      // Two concurrent refreshes with one token are serialised here: the second sees rotatedAt.
      .for('update')
      .limit(1);
    // A token issued to another client is, for this client, a token that does not exist.
    if (!found || found.clientId !== input.clientId) return { ok: false, reason: 'unknown' };
    if (found.revokedAt) return { ok: false, reason: 'revoked' };
    if (found.expiresAt <= now || found.sessionExpiresAt <= now) {
      return { ok: false, reason: 'expired' };
    }
    if (found.rotatedAt) {
      const graceEnd = found.rotatedAt.getTime() + seconds(AUTH_POLICY.refreshGraceSeconds);
      if (now.getTime() > graceEnd) {
        await revokeSession(tx, found.sessionId, 'reuse', now);
        return { ok: false, reason: 'reused', sessionId: found.sessionId };
      }
      const sibling = await insertRefreshToken(tx, found.sessionId, found.sessionExpiresAt, now);
      return { ok: true, ...pick(found), refreshToken: sibling.token };
    }
    const next = await insertRefreshToken(tx, found.sessionId, found.sessionExpiresAt, now);
    await tx
      .update(refreshTokens)
      .set({ rotatedAt: now, replacedById: next.id })
      .where(eq(refreshTokens.id, found.id));
    return { ok: true, ...pick(found), refreshToken: next.token };
  });
}

function pick(found: { sessionId: string; userId: number; scope: string }) {
  return { sessionId: found.sessionId, userId: found.userId, scope: found.scope };
}

export async function revokeSession(
  db: Executor,
  sessionId: string,
  reason: RevokeReason,
  now = new Date(),
): Promise<void> {
  noteRevocation({ sessionId });
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every sign-in of a user: password change or reset, deactivation. */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  reason: RevokeReason,
  now = new Date(),
): Promise<number> {
  noteRevocation({ userId });
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.usuarioId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return revoked.length;
}

/** RFC 7009: the session of a refresh token issued to this client, if any. */
export async function findSessionOfRefreshToken(
  db: Executor,
  token: string,
  clientId: string,
): Promise<string | null> {
  const [found] = await db
    .select({ sessionId: authSessions.id, clientId: authSessions.clientId })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return found && found.clientId === clientId ? found.sessionId : null;
}

/**
 * Deactivates an account and ends its sign-ins in one transaction. User management must call
 * this rather than flipping `ativo` alone, so that reactivating later cannot revive old tokens.
 */
export async function deactivateUser(db: Database, userId: number): Promise<void> {
  noteRevocation({ userId });
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(usuarios)
      .set({ ativo: false, dataAlteracao: now })
      .where(eq(usuarios.id, userId));
    await revokeUserSessions(tx, userId, 'deactivated', now);
  });
}
