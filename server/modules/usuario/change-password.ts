import { eq } from 'drizzle-orm';
import { problemaDaSenha } from '../../../src/domain/senhas';
import type { Database } from '../../db/client';
import { usuarios } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { isUsernameLocked, recordFailure } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const PASSWORD_CHANGED = servidor.usuario.senhaAlteradaSucesso;
export const WRONG_CURRENT_PASSWORD = servidor.usuario.senhaAtualIncorreta;

/**
 * Change password, current one required. The new one must pass the policy (src/domain/senhas.ts:
 * length, not a common password, not the current one), checked before any hash is computed.
 * Wrong guesses count against the same lock as the
 * sign-in (a stolen access token must not become a password oracle). On success every sign-in
 * of the account ends, this one included: the client signs in again with the new password.
 */
export async function changePassword(
  db: Database,
  caller: { userId: number; username: string; address: string },
  senhaAtual: string,
  novaSenha: string,
): Promise<void> {
  const problema = problemaDaSenha(novaSenha, senhaAtual);
  if (problema) throw badRequest(problema);
  if (await isUsernameLocked(db, caller.username)) {
    throw new HttpError(429, [servidor.usuario.muitasTentativas]);
  }
  const [account] = await db
    .select({ passwordHash: usuarios.passwordHash })
    .from(usuarios)
    .where(eq(usuarios.id, caller.userId));
  if (!account || !(await verifyPassword(account.passwordHash, senhaAtual))) {
    await recordFailure(db, { username: caller.username, address: caller.address });
    throw badRequest(WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = await hashPassword(novaSenha);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(usuarios)
      .set({ passwordHash, dataAlteracao: now })
      .where(eq(usuarios.id, caller.userId));
    await revokeUserSessions(tx, caller.userId, 'password_changed', now);
  });
}
