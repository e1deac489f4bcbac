import { createCepSandbox } from '../../server/integrations/cep/sandbox';
import { createErpSandbox } from '../../server/integrations/erp/sandbox';
import { createReceitaSandbox } from '../../server/integrations/receita/sandbox';
import { listenSandbox } from '../../server/integrations/sandbox-kit';
import { createSignatureSandbox } from '../../server/integrations/signature/sandbox';
import { createSmsSandbox } from '../../server/integrations/sms/sandbox';
import { startInbox, startSmtpSandbox } from './smtp-sandbox';

/**
 * Runs the sandboxes of the outside systems for the demo, on 127.0.0.1:
 *   npm run sandboxes            all of them
 *   npm run erp:sandbox          (or signature:sandbox, sms:sandbox, cep:sandbox, smtp:sandbox)
 *   npm run sandboxes receita    the Receita Federal CPF check alone
 * and prints the variables that point the server at them. Ports: SANDBOX_<NAME>_PORT.
 */
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const port = (name: string, fallback: number) =>
  Number(process.env[`SANDBOX_${name}_PORT`] ?? fallback);

const SANDBOXES: Record<string, () => Promise<string[]>> = {
  erp: async () => {
    const processingMs = Number(process.env.ERP_SANDBOX_PROCESSING_MS ?? 5000);
    const url = await listenSandbox(
      createErpSandbox({ processingMs }).app,
      port('ERP', 4010),
      host,
    );
    return [`ERP_URL=${url}`];
  },
  assinatura: async () => {
    const url = await listenSandbox(createSignatureSandbox().app, port('SIGNATURE', 4020), host);
    return [`SIGNATURE_URL=${url}`];
  },
  sms: async () => {
    const { app } = createSmsSandbox({
      onMessage: (sms) => console.log(`[sms] para ${sms.to}: ${sms.text}`),
    });
    const url = await listenSandbox(app, port('SMS', 4030), host);
    return [`SMS_URL=${url}/sms`];
  },
  cep: async () => {
    const url = await listenSandbox(createCepSandbox().app, port('CEP', 4040), host);
    return [`CEP_URL_TEMPLATE=${url}/ws/{cep}/json/`];
  },
  receita: async () => {
    const url = await listenSandbox(createReceitaSandbox().app, port('RECEITA', 4060), host);
    return [`RECEITA_URL=${url}`];
  },
  smtp: async () => {
    const smtp = await startSmtpSandbox(port('SMTP', 2525), host);
    const inboxPort = port('INBOX', 4050);
    await startInbox(smtp, inboxPort, host);
    return [`SMTP_URL=${smtp.url}`, `# caixa de saída: http://${host}:${inboxPort}/`];
  },
};

async function main() {
  const wanted = process.argv.slice(2);
  const names = wanted.length === 0 || wanted.includes('all') ? Object.keys(SANDBOXES) : wanted;
  const unknown = names.filter((name) => !SANDBOXES[name]);
  if (unknown.length) {
    console.error(
      `Sandbox desconhecido: ${unknown.join(', ')}. Use: ${Object.keys(SANDBOXES).join(', ')}`,
    );
    process.exit(1);
  }
  const lines: string[] = [];
  for (const name of names) lines.push(...(await SANDBOXES[name]()));
  console.log(['Sandboxes prontos. Inicie o servidor com:', ...lines].join('\n'));
}

main().catch((err: unknown) => {
  console.error('Falha ao iniciar os sandboxes:', err instanceof Error ? err.message : err);
  process.exit(1);
});
