/** One e-mail, already rendered (see templates/). */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template name, for logs: the only thing about a message that may be logged. */
  template?: string;
  /**
   * A stable Message-ID (`<id@host>`) for messages sent from the outbox: a repeat after a crash
   * carries the same id, so the receiving side can recognise it as the same message.
   */
  messageId?: string;
}

/**
 * The e-mail adapter. Deliberately small: the outbox worker will call `send` for queued
 * messages and retry when `delivered` is false or the promise rejects.
 */
export interface EmailSender {
  send(message: EmailMessage): Promise<{ delivered: boolean }>;
  /**
   * True for the built-in outbox (server/integrations/caixa-local): outside production it
   * delivers even without SMTP_URL, so the channel counts as configured.
   */
  guardaLocal?: boolean;
}
