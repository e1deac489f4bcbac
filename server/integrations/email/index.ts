import type { FastifyInstance } from 'fastify';
import { caixaLocalAtiva, emailComCaixaLocal } from '../caixa-local';
import { createDisabledSender } from './disabled-sender';
import type { EmailSender } from './email-sender';
import { createSmtpSender } from './smtp-sender';

export type { EmailMessage, EmailSender } from './email-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail adapter: SMTP when SMTP_URL is set, otherwise one that delivers nothing. */
    email: EmailSender;
  }
}

/**
 * Decorates `app.email` from the configuration and closes the SMTP pool with the app. Outside
 * production the built-in outbox keeps every message (and delivers when SMTP is absent).
 */
export function registerEmail(app: FastifyInstance): void {
  const { smtpUrl, mailFrom } = app.config;
  const smtp = smtpUrl ? createSmtpSender(smtpUrl, mailFrom) : null;
  if (smtp) app.addHook('onClose', async () => smtp.close());
  if (caixaLocalAtiva(app.config)) {
    app.decorate('email', emailComCaixaLocal(app.db, smtp));
    return;
  }
  app.decorate('email', smtp ?? createDisabledSender(app.log));
}
