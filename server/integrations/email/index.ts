import type { FastifyInstance } from 'fastify';
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

/** Decorates `app.email` from the configuration and closes the SMTP pool with the app. */
export function registerEmail(app: FastifyInstance): void {
  const { smtpUrl, mailFrom } = app.config;
  if (!smtpUrl) {
    app.decorate('email', createDisabledSender(app.log));
    return;
  }
  const sender = createSmtpSender(smtpUrl, mailFrom);
  app.decorate('email', sender);
  app.addHook('onClose', async () => sender.close());
}
