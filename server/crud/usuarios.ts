import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { ResourceDefinition } from '../../src/registries/definition';
import type { Transaction } from '../db/client';
import { usuarioRoles, usuarios } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { newOpaqueToken, revokeUserSessions } from '../modules/auth/sessions';
import { enqueue } from '../modules/outbox/enqueue';

/**
 * What a staff-account resource (definition.usuario) adds to the generic CRUD: its records are
 * the users holding its role, a new account gets the role, the nurse flags, an unusable password
 * and a first-access e-mail, and a deactivation ends every session of the account at once.
 */
export interface UsuarioExtension {
  scope(): SQL;
  beforeInsert(values: Record<string, unknown>): Promise<Record<string, unknown>>;
  afterInsert(tx: Transaction, id: number): Promise<void>;
  afterDeactivate(tx: Transaction, id: number): Promise<void>;
}

export function usuarioExtension(definition: ResourceDefinition): UsuarioExtension | null {
  const kind = definition.usuario;
  if (!kind) return null;
  return {
    scope: () =>
      exists(
        sql`(select 1 from ${usuarioRoles} where ${and(
          eq(usuarioRoles.usuarioId, usuarios.id),
          eq(usuarioRoles.role, kind.role),
        )})`,
      ),
    async beforeInsert(values) {
      return {
        ...values,
        // Nobody knows this password: the account is entered through the first-access link.
        passwordHash: await hashPassword(newOpaqueToken()),
        enfermeiro: kind.enfermeiro === true,
        enfermeiroExterno: kind.enfermeiroExterno === true,
      };
    },
    async afterInsert(tx, id) {
      await tx.insert(usuarioRoles).values({ usuarioId: id, role: kind.role });
      await enqueue(tx, {
        topic: 'usuario.primeiro-acesso',
        payload: { usuarioId: id },
        idempotencyKey: `usuario.primeiro-acesso:${id}`,
      });
    },
    async afterDeactivate(tx, id) {
      await revokeUserSessions(tx, id, 'deactivated', new Date());
    },
  };
}
