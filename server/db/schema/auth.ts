import {
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * A sign-in: the family of refresh tokens born from one password grant. Revoking the session
 * (logout, reuse of a rotated token, password change, deactivation) kills every token of the
 * family at once, and the access tokens that carry its id (`sid`) stop working too.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    clientId: varchar('client_id', { length: 60 }).notNull(),
    scope: varchar('scope', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the family: no rotation carries a session past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 40 }),
  },
  (t) => [index('auth_sessions_usuario_idx').on(t.usuarioId)],
);

/** Opaque refresh tokens, stored only as their SHA-256; each use rotates to a new one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle lifetime of this token, never later than its session's absolute end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Single-use password-reset links (stored as SHA-256), valid for one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_usuario_idx').on(t.usuarioId),
  ],
);

/**
 * Failed sign-in counters, keyed by `usuario:<username>` or `ip:<address>`. They live in the
 * database so that every server process sees the same count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_failures_window_idx').on(t.windowStartedAt)],
);

/**
 * Addresses a username has signed in from successfully (login under attack): a username lock
 * built by someone guessing elsewhere does not shut its owner out of a place they have used.
 */
export const enderecosConhecidos = pgTable(
  'enderecos_conhecidos',
  {
    /** The throttle's username key (trimmed, lower-case), so it matches without a join. */
    usuario: varchar('usuario', { length: 200 }).notNull(),
    endereco: varchar('endereco', { length: 60 }).notNull(),
    ultimoAcesso: timestamp('ultimo_acesso', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuario, t.endereco] })],
);
