import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender';

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpSender(smtpUrl: string, from: string): EmailSender & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: EmailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
      return { delivered: true };
    },
    close: () => transport.close(),
  };
}
