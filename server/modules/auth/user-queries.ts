import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authSessions, corretores, usuarioRoles, usuarios } from '../../db/schema';
import type { CurrentUser } from './current-user';

/** The user's roles as a text array, computed in the same query (one round trip per request). */
const rolesOf = sql<string[]>`coalesce((
  select array_agg(${usuarioRoles.role} order by ${usuarioRoles.role})
  from ${usuarioRoles} where ${usuarioRoles.usuarioId} = ${usuarios.id}
), '{}')::text[]`;

const currentUserColumns = {
  id: usuarios.id,
  username: usuarios.username,
  firstName: usuarios.firstName,
  lastName: usuarios.lastName,
  ativo: usuarios.ativo,
  enfermeiro: usuarios.enfermeiro,
  enfermeiroExterno: usuarios.enfermeiroExterno,
  corretorId: usuarios.corretorId,
  // A broker account may carry only its broker record: the dealership then comes from it.
  concessionariaId: sql<
    number | null
  >`coalesce(${usuarios.concessionariaId}, ${corretores.concessionariaId})`,
  roles: rolesOf,
};

type CurrentUserRow = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  ativo: boolean;
  enfermeiro: boolean;
  enfermeiroExterno: boolean;
  corretorId: number | null;
  concessionariaId: number | null;
  roles: string[];
};

export type LoginCandidate = CurrentUserRow & { passwordHash: string };

function toCurrentUser(row: CurrentUserRow, sessionId: string | null): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    nome: `${row.firstName} ${row.lastName}`.trim(),
    roles: row.roles,
    concessionariaId: row.concessionariaId,
    corretorId: row.corretorId,
    enfermeiro: row.enfermeiro,
    enfermeiroExterno: row.enfermeiroExterno,
    sessionId,
  };
}

/** The account a password grant names; usernames match without regard to case. */
export async function findLoginCandidate(
  db: Executor,
  username: string,
): Promise<LoginCandidate | null> {
  const [row] = await db
    .select({ ...currentUserColumns, passwordHash: usuarios.passwordHash })
    .from(usuarios)
    .leftJoin(corretores, eq(corretores.id, usuarios.corretorId))
    .where(eq(sql`lower(${usuarios.username})`, username.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The account behind a live refresh token, for the refresh grant. */
export async function findUserById(db: Executor, userId: number): Promise<CurrentUserRow | null> {
  const [row] = await db
    .select(currentUserColumns)
    .from(usuarios)
    .leftJoin(corretores, eq(corretores.id, usuarios.corretorId))
    .where(eq(usuarios.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The caller of an authenticated request: only an active user whose session is neither revoked
 * nor past its absolute end. Roles come from the database, so a change applies at once (the
 * session cache drops its copy when one is made, see session-cache.ts).
 */
export async function loadSession(
  db: Executor,
  userId: number,
  sessionId: string,
  now = new Date(),
): Promise<{ user: CurrentUser; sessionExpiresAt: Date } | null> {
  const [row] = await db
    .select({ ...currentUserColumns, sessionExpiresAt: authSessions.expiresAt })
    .from(authSessions)
    .innerJoin(usuarios, eq(usuarios.id, authSessions.usuarioId))
    .leftJoin(corretores, eq(corretores.id, usuarios.corretorId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(usuarios.id, userId),
        eq(usuarios.ativo, true),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row
    ? { user: toCurrentUser(row, sessionId), sessionExpiresAt: row.sessionExpiresAt }
    : null;
}

export async function loadSessionUser(
  db: Executor,
  userId: number,
  sessionId: string,
  now = new Date(),
): Promise<CurrentUser | null> {
  return (await loadSession(db, userId, sessionId, now))?.user ?? null;
}
