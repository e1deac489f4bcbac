import { errors, jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { AUTH_POLICY } from './policy';

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
          return { userId, sessionId: payload.sid };
        } catch (err) {
          // A signature by another key may be by the next one; anything else ends the check.
          if (err instanceof errors.JWSSignatureVerificationFailed) continue;
          if (err instanceof errors.JOSEError) return null;
          throw err;
        }
      }
      return null;
    },
  };
}
