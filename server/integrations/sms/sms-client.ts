import { servidor } from '../../../i18n/pt-BR/servidor';
import { callOutside } from '../outside-call';

/**
 * The SMS adapter: a configurable HTTP provider at SMS_URL that takes `POST {to, text}` (JSON)
 * with an `Idempotency-Key`, so a repeat after a crash is recognised and not sent twice.
 */
export interface SmsClient {
  /** `to` is a Brazilian mobile number, digits only (DDD + 9 digits). */
  enviar(
    message: { to: string; text: string },
    idempotencyKey: string,
  ): Promise<{ id: string | null }>;
}

export function createSmsClient(url: string, timeoutMs: number): SmsClient {
  return {
    async enviar(message, idempotencyKey) {
      const answer = await callOutside<{ id?: string } | null>({
        system: servidor.outbox.chamadas.sistemas.sms,
        method: 'POST',
        url,
        body: { to: message.to, text: message.text },
        idempotencyKey,
        timeoutMs,
      });
      return { id: answer.body?.id ?? null };
    },
  };
}
