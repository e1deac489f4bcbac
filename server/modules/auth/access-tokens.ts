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
 */
export function createAccessTokenIssuer(secret: Uint8Array, issuer: string): AccessTokenIssuer {
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
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          audience: AUTH_POLICY.audience,
          algorithms: [...AUTH_POLICY.algorithms],
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
