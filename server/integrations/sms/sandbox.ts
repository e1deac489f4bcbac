import { randomUUID } from 'node:crypto';
import { createSandbox } from '../sandbox-kit';

/**
 * A small SMS provider for the demo (`npm run sms:sandbox`) and the tests: POST /sms {to, text}
 * with an Idempotency-Key; GET /__sandbox/mensagens lists what was "sent" (and prints it on the
 * console when run for the demo).
 */
export interface SandboxSms {
  id: string;
  to: string;
  text: string;
  recebidaEm: string;
}

export function createSmsSandbox(
  options: { logger?: boolean; onMessage?: (sms: SandboxSms) => void } = {},
) {
  const { app, kit } = createSandbox({ name: 'sms', logger: options.logger });
  const messages: SandboxSms[] = [];

  app.post<{ Body: { to?: string; text?: string } }>('/sms', (request, reply) =>
    kit.idempotent(request, reply, () => {
      const { to, text } = request.body ?? {};
      if (!to || !/^\d{10,13}$/.test(to) || !text) {
        return { status: 400, body: { erro: 'to (somente dígitos) e text são obrigatórios' } };
      }
      const sms: SandboxSms = { id: randomUUID(), to, text, recebidaEm: new Date().toISOString() };
      messages.push(sms);
      options.onMessage?.(sms);
      return { status: 202, body: { id: sms.id } };
    }),
  );
  app.get('/__sandbox/mensagens', async () => messages);
  app.post('/__sandbox/reiniciar', async () => {
    kit.resetKit();
    messages.length = 0;
    return { ok: true };
  });
  return { app, kit, messages };
}
