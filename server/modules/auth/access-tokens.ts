import { errors, jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { AUTH_POLICY } from './policy';

/** At most this many checked tokens are remembered (a few hundred bytes each). */
const VERIFIED_MAX = 10_000;

export interface AccessTokenSubject {
  userId: number;
  username: string;
  roles: string[];
  sessionId: string;
  clientId: string;
  scope: string;
}

/** The claims the authentication hook relies on, once the signature and lifetime are checked. */
export interface VerifiedAccessToken {
  userId: number;
  sessionId: string;
}

export interface AccessTokenIssuer {
  issue(subject: AccessTokenSubject): Promise<string>;
  /** Null for anything that is not a valid, unexpired token of this server for this API. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
}

/**
 * JWT access tokens (HS256). The roles claim is for the client's convenience only: the server
 * reloads roles, the active flag and the session from the database on every request.
 * Tokens are signed with `secret` and accepted when signed with it or any of `accepted`: during
 * a key rotation (JWT_SECRET_ACCEPTED, docs/operations.md) no one is signed out.
 */
export function createAccessTokenIssuer(
  secret: Uint8Array,
  issuer: string,
  accepted: readonly Uint8Array[] = [],
): AccessTokenIssuer {
  const verifiers = [secret, ...accepted];
  /**
   * Tokens whose signature this process already checked, until they expire: the same token
   * comes with every call of a signed-in screen, and an HMAC check with its key import costs more
   * than the session lookup. Only the signature is remembered: whether the session still holds
   * is asked on every call (session-cache.ts), so a revocation is not delayed by this.
   */
  const verified = new Map<string, { claims: VerifiedAccessToken; expiresAt: number }>();
  return {
    issue: (subject) =>
      new SignJWT({
        sid: subject.sessionId,
        client_id: subject.clientId,
        scope: subject.scope,
        preferred_username: subject.username,
        roles: subject.roles,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(AUTH_POLICY.audience)
        .setSubject(String(subject.userId))
        .setIssuedAt()
        .setExpirationTime(`${AUTH_POLICY.accessTokenSeconds}s`)
        .setJti(randomUUID())
        .sign(secret),

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      const claims = await checkSignature(token);
      if (claims) remember(token, claims);
      return claims?.claims ?? null;
    },
  };

  /** The signature, issuer, audience and lifetime, by each accepted key in turn. */
  async function checkSignature(
    token: string,
  ): Promise<{ claims: VerifiedAccessToken; expiresAt: number } | null> {
    for (const key of verifiers) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: AUTH_POLICY.audience,
          algorithms: [...AUTH_POLICY.algorithms],
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
        return {
          claims: { userId, sessionId: payload.sid },
          expiresAt: (payload.exp as number) * 1000,
        };
      } catch (err) {
        // A signature by another key may be by the next one; anything else ends the check.
        if (err instanceof errors.JWSSignatureVerificationFailed) continue;
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    }
    return null;
  }

  function remember(token: string, entry: { claims: VerifiedAccessToken; expiresAt: number }) {
    if (verified.size >= VERIFIED_MAX) {
      // Maps iterate in insertion order: the first key is the oldest.
      verified.delete(verified.keys().next().value!);
    }
    verified.set(token, entry);
  }
}
