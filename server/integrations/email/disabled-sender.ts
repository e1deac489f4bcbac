import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, EmailSender } from './email-sender';

/**
 * Without SMTP_URL nothing is delivered. The log says only which template was not sent: never
 * the address, the subject or the body (a reset link is a credential).
 */
export function createDisabledSender(log: FastifyBaseLogger): EmailSender {
  return {
    async send(message: EmailMessage) {
      log.warn(
        { template: message.template ?? 'desconhecido' },
        'e-mail não enviado: SMTP_URL não configurado',
      );
      return { delivered: false };
    },
  };
}
