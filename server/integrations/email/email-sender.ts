/** One e-mail, already rendered (see templates/). */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template name, for logs: the only thing about a message that may be logged. */
  template?: string;
}

/**
 * The e-mail adapter. Deliberately small: the outbox worker will call `send` for queued
 * messages and retry when `delivered` is false or the promise rejects.
 */
export interface EmailSender {
  send(message: EmailMessage): Promise<{ delivered: boolean }>;
}
