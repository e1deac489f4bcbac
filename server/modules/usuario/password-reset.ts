import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { problemaDaSenha } from '../../../src/domain/senhas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { passwordResetTokens, usuarios } from '../../db/schema';
import type { EmailSender } from '../../integrations/email';
import { passwordResetEmail } from '../../integrations/email/templates/password-reset';
import { badRequest } from '../../http/errors';
import { clearFailures } from '../auth/login-throttle';
import { hashPassword } from '../auth/passwords';
import { AUTH_POLICY } from '../auth/policy';
import { hashToken, newOpaqueToken, revokeUserSessions } from '../auth/sessions';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const RESET_REQUESTED = servidor.usuario.resetSolicitado;
export const RESET_DONE = servidor.usuario.senhaRedefinidaSucesso;
export const RESET_LINK_INVALID = ptBR.app.usuario.reset_password.missing_token;

export interface ResetRequestDeps {
  db: Database;
  email: EmailSender;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Collects the e-mail deliveries, so the app can wait for them when it closes. */
  track(delivery: Promise<unknown>): void;
}

export function resetLink(publicUrl: string, token: string): string {
  const url = new URL('/usuario/redefinir-senha', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Forgot password: a single-use link for each active account whose username or e-mail is
 * `login`. The caller learns nothing (same answer, and the e-mail leaves after the answer).
 */
export async function requestPasswordReset(deps: ResetRequestDeps, login: string): Promise<void> {
  const wanted = login.trim().toLowerCase();
  if (!wanted) return;
  const accounts = await deps.db
    .select({ id: usuarios.id, firstName: usuarios.firstName, email: usuarios.email })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.ativo, true),
        or(eq(sql`lower(${usuarios.username})`, wanted), eq(sql`lower(${usuarios.email})`, wanted)),
      ),
    );
  for (const account of accounts) {
    const token = await issueResetToken(deps.db, account.id);
    if (!token) continue;
    const message = passwordResetEmail({
      to: account.email,
      firstName: account.firstName,
      link: resetLink(deps.publicUrl, token),
      validForMinutes: AUTH_POLICY.passwordResetSeconds / 60,
    });
    deps.track(
      deps.email.send(message).catch((err: unknown) => {
        deps.log.error(
          { template: message.template, err },
          'falha ao enviar o e-mail de redefinição de senha',
        );
      }),
    );
  }
}

/**
 * A new link replaces the user's earlier unused ones. Null when one was sent moments ago, so a
 * repeated click (or a script) cannot flood the mailbox.
 */
export async function issueResetToken(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<string | null> {
  const recent = new Date(now.getTime() - AUTH_POLICY.passwordResetResendSeconds * 1000);
  return db.transaction(async (tx) => {
    const [justSent] = await tx
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.usuarioId, userId), gt(passwordResetTokens.createdAt, recent)),
      )
      .limit(1);
    if (justSent) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.usuarioId, userId), isNull(passwordResetTokens.usedAt)));
    const token = newOpaqueToken();
    await tx.insert(passwordResetTokens).values({
      usuarioId: userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_POLICY.passwordResetSeconds * 1000),
    });
    return token;
  });
}

/**
 * Spends the link (once, atomically) and sets the new password, which must pass the policy
 * (src/domain/senhas.ts; a refusal leaves the link unspent). Every sign-in of the account
 * ends, and its failed-login lock is lifted: the owner of the mailbox has proved who they are.
 */
export async function resetPassword(
  db: Database,
  token: string,
  novaSenha: string,
): Promise<{ usuarioId: number; desbloqueado: boolean }> {
  const problema = problemaDaSenha(novaSenha);
  if (problema) throw badRequest(problema);
  const passwordHash = await hashPassword(novaSenha);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.usuarioId });
    const [account] = spent
      ? await tx
          .update(usuarios)
          .set({ passwordHash, dataAlteracao: now })
          .where(and(eq(usuarios.id, spent.userId), eq(usuarios.ativo, true)))
          .returning({ id: usuarios.id, username: usuarios.username })
      : [];
    if (!account) throw badRequest(RESET_LINK_INVALID);
    await revokeUserSessions(tx, account.id, 'password_reset', now);
    const desbloqueado = await clearFailures(tx, account.username, now);
    return { usuarioId: account.id, desbloqueado };
  });
}
