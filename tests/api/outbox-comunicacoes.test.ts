import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comunicacoesPropostasAdesao } from '../../server/db/schema';
import { startSmtpSandbox, type SmtpSandbox } from '../../scripts/sandboxes/smtp-sandbox';
import { loginAs } from '../helpers/auth';
import { eventually, startSmsSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { criarFamilia, mensagens, SITUACAO } from './outbox-fixtures';

interface Envio {
  id: number;
  canal: string;
  modelo: string;
  status: string;
  erro: string | null;
  dataEnvio: string | null;
}

async function reenviarTermo(
  t: TestApp,
  headers: Record<string, string>,
  id: number,
  canal: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/adesao/${id}/reenviar/termo/${canal}`,
    headers,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Envio;
}

/** The address the log row delivers (a fresh token per term send: read it back). */
async function linkDoEnvio(t: TestApp, id: number): Promise<string | null> {
  const [row] = await t.db
    .select({ link: comunicacoesPropostasAdesao.link })
    .from(comunicacoesPropostasAdesao)
    .where(eq(comunicacoesPropostasAdesao.id, id));
  return row?.link ?? null;
}

async function envios(t: TestApp, headers: Record<string, string>, id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/logHistoricoEnvio/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Envio[];
}

describe('communications with SMTP and SMS configured', () => {
  let t: TestApp;
  let smtp: SmtpSandbox;
  let sms: RunningSandbox;
  let gestor: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpSandbox();
    sms = await startSmsSandbox();
    t = await createTestApp({
      seed: true,
      env: {
        SMTP_URL: smtp.url,
        SMS_URL: `${sms.url}/sms`,
        PUBLIC_URL: 'https://adesao.example.com.br',
        OUTBOX_RETRY_BASE_MS: '10',
      },
    });
    gestor = await loginAs(t, 'gestorcomercial');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });

  it('e-mails the purchase-intent link in pt-BR, with accents, and marks the log row sent', async () => {
    const { titular } = await criarFamilia(t.db, {
      situacao: SITUACAO.AguardandoAprovacaoTermo,
      email: 'conceicao.goncalves@example.com',
    });
    const queued = await reenviarTermo(t, gestor, titular.id, 'email');
    expect(queued.status).toBe('pendente');
    // The row holds the live link only until it is delivered (then without its token).
    const link = (await linkDoEnvio(t, queued.id))!;
    expect(link).toMatch(/^https:\/\/adesao\.example\.com\.br\/mpa\/[A-Za-z0-9_-]{43}$/);

    await t.app.outboxWorker.runOnce();

    const mail = smtp.mails.find((m) => m.to.includes('conceicao.goncalves@example.com'));
    expect(mail).toBeDefined();
    expect(await linkDoEnvio(t, queued.id)).toBe('https://adesao.example.com.br/mpa/[removido]');
    expect(mail!.subject).toBe('Adesão: confirme sua intenção de compra');
    expect(mail!.text).toContain('Olá, Conceição!');
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain('Confirmar intenção de compra');
    // The Message-ID is stable: derived from the outbox key, so a retry is recognisable.
    expect(mail!.messageId).toBe(`<comunicacao.${queued.id}@adesao.example.com.br>`);

    const [row] = await envios(t, gestor, titular.id);
    expect(row).toMatchObject({ id: queued.id, status: 'enviado', erro: null });
    expect(row.dataEnvio).not.toBeNull();
  });

  it('sends the link by SMS with the idempotency key of the message', async () => {
    const { titular } = await criarFamilia(t.db, {
      situacao: SITUACAO.AguardandoAprovacaoTermo,
      telefone: '27988776655',
    });
    const queued = await reenviarTermo(t, gestor, titular.id, 'sms');
    const link = await linkDoEnvio(t, queued.id);
    await sms.failNext(1, { chamada: 'POST /sms' });

    await eventually(
      async () => {
        await t.app.outboxWorker.runOnce();
        const rows = await envios(t, gestor, titular.id);
        return rows.find((r) => r.id === queued.id && r.status === 'enviado');
      },
      { what: 'SMS enviado' },
    );
    const received = await sms.control<{ to: string; text: string }[]>('GET', '/mensagens');
    const mine = received.filter((m) => m.to === '27988776655');
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toBe(
      `Adesão: confirme sua intenção de compra do plano de saúde em ${link}`,
    );
    const calls = (await sms.calls()).chamadas.filter((c) => c.path === '/sms');
    expect(calls.map((c) => c.idempotencyKey)).toEqual([
      `comunicacao:${queued.id}`,
      `comunicacao:${queued.id}`,
    ]);
  });

  it('a message that keeps failing becomes a dead letter and the log says falhou', async () => {
    const local = await createTestApp({
      seed: true,
      env: { SMS_URL: `${sms.url}/sms`, OUTBOX_MAX_ATTEMPTS: '2', OUTBOX_RETRY_BASE_MS: '10' },
    });
    try {
      const headers = await loginAs(local, 'gestorcomercial');
      const { titular } = await criarFamilia(local.db, {
        situacao: SITUACAO.AguardandoAprovacaoTermo,
        telefone: '27911112222',
      });
      const queued = await reenviarTermo(local, headers, titular.id, 'sms');
      await sms.failNext(5, { chamada: 'POST /sms' });
      const [failed] = await eventually(
        async () => {
          await local.app.outboxWorker.runOnce();
          const rows = await envios(local, headers, titular.id);
          return rows[0]?.status === 'falhou' && rows;
        },
        { what: 'falha definitiva' },
      );
      expect(failed).toMatchObject({ id: queued.id, erro: 'SMS respondeu HTTP 503' });
      const [message] = await mensagens(local.db, 'comunicacao.enviar');
      expect(message).toMatchObject({ status: 'dead', attempts: 2 });
    } finally {
      await sms.failNext(0);
      await local.close();
    }
  });
});

// Outside production the built-in outbox is the channel (tests/api/mensagens-enviadas.test.ts).
describe('communications without SMTP or SMS configured, in production', () => {
  let t: TestApp;
  let gestor: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: { APP_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' },
    });
    gestor = await loginAs(t, 'gestorcomercial');
  });
  afterAll(async () => t?.close());

  it('records the message as not sent, with the reason, and sends nothing', async () => {
    const { titular } = await criarFamilia(t.db, { situacao: SITUACAO.AguardandoAprovacaoTermo });
    await reenviarTermo(t, gestor, titular.id, 'email');
    await reenviarTermo(t, gestor, titular.id, 'sms');

    await t.app.outboxWorker.runOnce();

    const rows = await envios(t, gestor, titular.id);
    expect(rows.map((r) => [r.canal, r.status, r.erro])).toEqual(
      expect.arrayContaining([
        ['email', 'nao_enviado', 'canal não configurado'],
        ['sms', 'nao_enviado', 'canal não configurado'],
      ]),
    );
    const outbox = await mensagens(t.db, 'comunicacao.enviar');
    expect(outbox.map((m) => m.status)).toEqual(['skipped', 'skipped']);
    expect(outbox[0].lastError).toBe('Não enviada: canal não configurado (email)');
  });
});
