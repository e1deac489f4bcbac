import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { mensagensEnviadas } from '../../db/schema';
import type { EmailSender } from '../email/email-sender';
import type { SmsClient } from '../sms/sms-client';

/**
 * The built-in outbox ('Mensagens enviadas'): outside production every e-mail and SMS the
 * product sends is also kept in the database, where the administrator reads it, so one machine
 * runs a whole journey without a mail or SMS server. Where a channel is not configured the
 * outbox IS the channel (the message counts as sent); where it is, the message goes out and a
 * copy is kept. In production none of this exists.
 */
export function caixaLocalAtiva(config: Pick<AppConfig, 'appEnv'>): boolean {
  return config.appEnv !== 'production';
}

export interface MensagemGuardada {
  canal: 'email' | 'sms';
  destinatario: string;
  assunto: string | null;
  texto: string;
  modelo: string | null;
  chave: string | null;
}

/** Keeps one message; a repeat of the same key (a retried delivery) is kept once. */
export async function guardarMensagem(db: Database, mensagem: MensagemGuardada): Promise<void> {
  await db
    .insert(mensagensEnviadas)
    .values({
      ...mensagem,
      destinatario: mensagem.destinatario.slice(0, 254),
      assunto: mensagem.assunto?.slice(0, 300) ?? null,
      chave: mensagem.chave?.slice(0, 300) ?? null,
    })
    .onConflictDoNothing();
}

/**
 * The e-mail adapter with the built-in outbox: `inner` (SMTP) delivers when configured, and
 * only a delivered message is kept. Without it, keeping is delivering.
 */
export function emailComCaixaLocal(db: Database, inner: EmailSender | null): EmailSender {
  return {
    guardaLocal: true,
    async send(message) {
      if (inner) {
        const result = await inner.send(message);
        if (!result.delivered) return result;
      }
      await guardarMensagem(db, {
        canal: 'email',
        destinatario: message.to,
        assunto: message.subject,
        texto: message.text,
        modelo: message.template ?? null,
        chave: message.messageId ?? null,
      });
      return { delivered: true };
    },
  };
}

/** The SMS adapter with the built-in outbox, as emailComCaixaLocal. */
export function smsComCaixaLocal(db: Database, inner: SmsClient | null): SmsClient {
  return {
    async enviar(message, idempotencyKey) {
      const answer = inner ? await inner.enviar(message, idempotencyKey) : { id: null };
      await guardarMensagem(db, {
        canal: 'sms',
        destinatario: message.to,
        assunto: null,
        texto: message.text,
        modelo: null,
        chave: `sms:${idempotencyKey}`,
      });
      return answer;
    },
  };
}
