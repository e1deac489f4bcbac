import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A mail sandbox: an SMTP server that keeps what it receives, recognises a repeated Message-ID
 * (a retry after a crash) as the same message, and shows an inbox over HTTP for the demo.
 */
export interface SandboxMail {
  messageId: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  recebidaEm: string;
  /** How many times this Message-ID arrived (more than 1: a retry the sandbox recognised). */
  recebimentos: number;
}

export interface SmtpSandbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: SandboxMail[];
  /** Every DATA transaction, repeats included. */
  deliveries: number;
  close(): Promise<void>;
}

export async function startSmtpSandbox(port = 0, host = '127.0.0.1'): Promise<SmtpSandbox> {
  const mails: SandboxMail[] = [];
  const state = { deliveries: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          state.deliveries += 1;
          const messageId = parsed.messageId ?? `sem-id-${state.deliveries}`;
          const known = mails.find((m) => m.messageId === messageId);
          if (known) {
            known.recebimentos += 1;
          } else {
            const to = (
              Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []
            ).flatMap((group) => group.value.map((entry) => entry.address ?? ''));
            mails.push({
              messageId,
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              recebidaEm: new Date().toISOString(),
              recebimentos: 1,
            });
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://${host}:${address.port}`,
    mails,
    get deliveries() {
      return state.deliveries;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The demo's inbox page: every message received, newest first, with its HTML as sent. */
export async function startInbox(sandbox: SmtpSandbox, port: number, host = '127.0.0.1') {
  const app = Fastify();
  app.get('/', async (_request, reply) => {
    const items = [...sandbox.mails]
      .reverse()
      .map(
        (
          m,
          i,
        ) => `<details${i === 0 ? ' open' : ''}><summary><b>${escapeHtml(m.subject)}</b> — ${escapeHtml(m.to.join(', '))} — ${escapeHtml(m.recebidaEm)}</summary>
<iframe style="width:100%;height:420px;border:1px solid #ccc" srcdoc="${escapeHtml(m.html)}"></iframe></details>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída (sandbox)</title></head>
<body style="font-family:Arial,sans-serif;margin:24px"><h1>E-mails enviados pelo Adesão</h1>${items || '<p>Nenhum e-mail recebido.</p>'}</body></html>`);
  });
  app.get('/mensagens', async () => sandbox.mails);
  await app.listen({ port, host });
  return app;
}
