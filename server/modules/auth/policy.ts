/**
 * Lifetimes and limits of the identity server, in one place (docs/decisions/0011-access-tokens.md
 * to 0014-password-reset.md and 0064-session-across-tabs.md explain them).
 */
export const AUTH_POLICY = {
  /** JWT audience of every access token this server issues and accepts. */
  audience: 'adesao-api',
  /** Only these signature algorithms are accepted: never `none`, never an asymmetric swap. */
  algorithms: ['HS256'] as const,
  accessTokenSeconds: 3600,
  /** A refresh token unused for this long dies (idle timeout). */
  refreshIdleSeconds: 12 * 3600,
  /** No rotation keeps a sign-in alive past this: then the password is asked again. */
  sessionAbsoluteSeconds: 24 * 3600,
  /**
   * A rotated refresh token presented again this soon is a retry (two tabs, a lost answer),
   * not a theft: it gets a fresh token instead of revoking the family.
   */
  refreshGraceSeconds: 10,
  passwordResetSeconds: 3600,
  /**
   * How long a process trusts its copy of a session without hearing from the database. Changes
   * reach every process at once through NOTIFY; this only bounds a message lost in transit.
   */
  sessionCacheSeconds: 60,
  sessionCacheMaxEntries: 20_000,
  /** At most one reset e-mail per user in this interval (the answer is the same either way). */
  passwordResetResendSeconds: 60,
} as const;

/**
 * The only OAuth client: the product's own SPA (docs/decisions/0010-password-grant-first-party.md).
 */
export const CLIENTS: Record<string, { scopes: readonly string[] }> = {
  'comercial-web': { scopes: ['openid', 'profile', 'email', 'offline_access'] },
};

/**
 * Failed sign-ins, counted per username and per client address in a sliding 15-minute window.
 * From the 3rd failure of a username every attempt answers 1 s later; the 10th locks the username
 * for 15 minutes. An address is locked after 30 failures (offices share one address behind NAT,
 * so its limit is looser).
 */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  slowAfter: 3,
  slowDelayMs: 1000,
  usernameLockAfter: 10,
  addressLockAfter: 30,
  lockSeconds: 15 * 60,
} as const;
