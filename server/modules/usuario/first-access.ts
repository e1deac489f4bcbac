import { eq } from 'drizzle-orm';
import { usuarios } from '../../db/schema';
import { firstAccessEmail } from '../../integrations/email/templates/first-access';
import { smtpError, smtpNotAccepted, stableMessageId } from '../integracoes/comunicacoes/handler';
import { PermanentDeliveryError, type TopicHandler } from '../outbox/types';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { issueResetToken, resetLink } from './password-reset';

/**
 * 'usuario.primeiro-acesso': the e-mail of a new staff account, with a single-use link to choose
 * the password. The link is issued at delivery, so the outbox never holds a usable token; a
 * retry within the resend pause reuses nothing and is skipped (the first mail already left).
 */
export const primeiroAcessoHandler: TopicHandler = {
  async deliver({ message, db, integrations, config }) {
    const usuarioId = Number((message.payload as { usuarioId?: unknown }).usuarioId);
    const [usuario] = await db
      .select({
        id: usuarios.id,
        username: usuarios.username,
        firstName: usuarios.firstName,
        email: usuarios.email,
        ativo: usuarios.ativo,
      })
      .from(usuarios)
      .where(eq(usuarios.id, usuarioId));
    if (!usuario) throw new PermanentDeliveryError(servidor.outbox.falhas.usuarioNaoEncontrado);
    const N = servidor.outbox.notas;
    if (!usuario.ativo) return { kind: 'skipped', reason: N.usuarioInativo };
    if (!integrations.emailConfigured) return { kind: 'skipped', reason: N.canalNaoConfigurado };
    const token = await issueResetToken(db, usuario.id);
    if (!token) return { kind: 'skipped', reason: N.linkRecente };
    const email = firstAccessEmail({
      to: usuario.email,
      firstName: usuario.firstName,
      username: usuario.username,
      link: resetLink(config.publicUrl, token),
    });
    const host = new URL(config.publicUrl).hostname;
    const result = await integrations.email
      .send({ ...email, messageId: stableMessageId(message.idempotencyKey, host) })
      .catch((error: unknown) => {
        throw smtpError(error);
      });
    if (!result.delivered) throw smtpNotAccepted();
    return { kind: 'delivered' };
  },
};
