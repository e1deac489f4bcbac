import type { FastifyReply, FastifyRequest } from 'fastify';
import { canAccess } from '../../../src/domain';
import { forbidden, unauthorized } from '../../http/errors';

/** Who is calling, as the authentication hook reads it from the access token. */
export interface CurrentUser {
  id: number;
  username: string;
  nome: string;
  roles: string[];
  concessionariaId: number | null;
  corretorId: number | null;
  enfermeiro: boolean;
  enfermeiroExterno: boolean;
  /** The sign-in (refresh-token family) the access token belongs to; logout revokes it. */
  sessionId?: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every non-public route; null on public ones. */
    currentUser: CurrentUser | null;
  }
}

/** The caller of a protected route; throws 401 if the hook did not authenticate one. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/**
 * Guard that lets the call through only when the shared permission table (src/domain)
 * allows it: the same table the SPA reads to hide the button.
 */
export function requirePermission(resource: string, action: string) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = requireUser(request);
    if (!canAccess(user.roles, { resource, action } as never)) throw forbidden();
  };
  // The route catalog (server/http/route-catalog.ts) reads which permission guards a route.
  return Object.assign(guard, { permission: { resource, action } });
}

export interface PermissionGuard {
  permission: { resource: string; action: string };
}
