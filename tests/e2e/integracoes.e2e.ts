import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startSmsSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { startOwnServer, type OwnServer } from '../helpers/server-process';
import { launchBrowser, newPage, screenshot } from './browser';
import { expectNotice } from './propostas-helpers';
import { DEMO_PASSWORD, token as tokenDe } from './session';

/**
 * The managers' Integrações screen against real outside-system failures. The suite's shared
 * server has no outside system configured (messages end 'Não enviada', never dead), so this file
 * starts its own server, on the SPA the global setup built, wired to an SMS sandbox that refuses
 * one message for good: a real dead letter, retried from the screen once the provider is back.
 */

interface Mensagem {
  id: number;
  situacao: string;
  propostaAdesaoId: number | null;
  numeroContrato: number | null;
  ultimoErro: string | null;
}

const AREA = 'gestao-comercial';
const COMUNICADO_RECUSADO = 'Sua proposta foi recebida (primeira tentativa).';
const COMUNICADO_ENTREGUE = 'Sua proposta está em análise.';

let sms: RunningSandbox;
let server: OwnServer;
let base: string;
let token: string;
let browser: Browser;
let page: Page;

async function api<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      AppName: 'ComercialWeb',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: T; messages: string[] };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${envelope.messages.join(' ')}`);
  return envelope.data;
}

/** session.ts's signIn, on this file's own server. */
async function signInBrowser(username: string): Promise<Page> {
  const fresh = await newPage(browser);
  await fresh.goto(`${base}/login`);
  await fresh.getByLabel('Usuário').fill(username);
  await fresh.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await fresh.getByRole('button', { name: 'Entrar' }).click();
  return fresh;
}

/** The newest message of the outbox, once the worker has settled it in `situacao`. */
function settled(situacao: string): Promise<Mensagem> {
  return eventually(
    async () => {
      const { itens } = await api<{ itens: Mensagem[] }>(
        'GET',
        '/api/integracoes/mensagens?pageSize=1',
      );
      return itens[0]?.situacao === situacao ? itens[0] : null;
    },
    { timeoutMs: 20_000, intervalMs: 200, what: `mensagem ${situacao}` },
  );
}

/** The row of the table whose first column ('Nº') is this message id. */
function row(id: number) {
  return page.locator('table tbody tr').filter({
    has: page.locator('td:first-child', { hasText: new RegExp(`^${id}$`) }),
  });
}

describe('the commercial manager follows the integrations', () => {
  let dead: Mensagem;
  let delivered: Mensagem;

  beforeAll(async () => {
    sms = await startSmsSandbox();
    server = await startOwnServer('integracoes', () => ({
      SMS_URL: `${sms.url}/sms`,
      WORKER_POLL_MS: '200',
    }));
    base = server.url;
    token = await tokenDe('gestorcomercial', base);

    // Two communiqués by SMS on a demo proposal, to its registered phone (a typed number is
    // refused): the provider refuses the first for good (400, a dead letter at once) and takes
    // the second.
    const { itens } = await api<{ itens: { propostaAdesaoId: number }[] }>(
      'POST',
      '/api/adesao/buscar',
      { filtros: [], situacoesPropostasAdesaoIds: [], pagina: 1, pageSize: 5 },
    );
    const propostaId = itens[0].propostaAdesaoId;
    await sms.failNext(1, { status: 400, chamada: 'POST /sms' });
    const comunicado = (mensagem: string) =>
      api('POST', `/api/adesao/enviarComunicado/${propostaId}`, {
        canal: 'sms',
        mensagem,
      });
    await comunicado(COMUNICADO_RECUSADO);
    dead = await settled('dead');
    await comunicado(COMUNICADO_ENTREGUE);
    delivered = await settled('delivered');

    browser = await launchBrowser();
    page = await signInBrowser('gestorcomercial');
    await page.waitForURL(`**/${AREA}/dashboard`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sms?.close();
  });

  it('opens Integrações from the menu and sees each message with its status and error', async () => {
    const link = page.locator(`.RaSidebar-fixed a[href="/${AREA}/integracoes"]`);
    await expect(link.innerText()).resolves.toContain('Integrações');
    await link.click();
    await page.waitForURL(`**/${AREA}/integracoes`);
    await page.locator('#react-admin-title').getByText('Integrações', { exact: true }).waitFor();
    await row(dead.id).waitFor();

    const deadRow = row(dead.id);
    await expect(deadRow.innerText()).resolves.toContain('Envio de comunicação (e-mail ou SMS)');
    await deadRow.getByText('Falha definitiva').waitFor();
    await deadRow.getByText('SMS respondeu HTTP 400').waitFor();
    const proposta = deadRow.getByRole('link', {
      name: `Abrir a proposta ${dead.numeroContrato}`,
    });
    await expect(proposta.getAttribute('href')).resolves.toBe(
      `/${AREA}/proposta/${dead.propostaAdesaoId}`,
    );
    await expect(deadRow.getByRole('button', { name: 'Reprocessar' }).count()).resolves.toBe(1);

    const deliveredRow = row(delivered.id);
    await deliveredRow.getByText('Entregue', { exact: true }).waitFor();
    await expect(deliveredRow.getByRole('button', { name: 'Reprocessar' }).count()).resolves.toBe(
      0,
    );
    // Created and delivered as dd/MM/yyyy HH:mm.
    await expect(deliveredRow.innerText()).resolves.toMatch(
      /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}[\s\S]*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    // Not 'networkidle': the screen keeps its live event stream open.
    await page.locator('.MuiLinearProgress-root').first().waitFor({ state: 'detached' });
    await screenshot(page, 'integracoes-gestao-comercial');
  });

  it('filters the dead letters', async () => {
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Falha definitiva' }).click();
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 10_000 }).toBe(1);
    await row(dead.id).waitFor();
    await screenshot(page, 'integracoes-falhas');

    await page.getByRole('combobox', { name: 'Situação' }).click();
    // The empty choice reads 'Todas' and is named 'Limpar valor' for screen readers.
    await page.getByRole('listbox').getByText('Todas', { exact: true }).click();
    await row(delivered.id).waitFor();
  });

  it('retries the dead letter after confirming, and the provider then delivers it', async () => {
    await row(dead.id).getByRole('button', { name: 'Reprocessar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reprocessar mensagem' });
    await expect(dialog.innerText()).resolves.toContain(
      `A mensagem nº ${dead.id} (Envio de comunicação (e-mail ou SMS)) voltará para a fila de envio`,
    );
    await screenshot(page, 'integracoes-reprocessar');
    await dialog.getByRole('button', { name: 'Reprocessar' }).click();
    await expectNotice(page, 'Mensagem recolocada na fila de envio.');
    await dialog.waitFor({ state: 'detached' });

    // The worker is woken by the retry; refresh as a person would until the row says so.
    await expect
      .poll(
        async () => {
          // The list's own button (the app bar has an icon-only one of the same name).
          await page
            .getByRole('button', { name: 'Atualizar' })
            .filter({ hasText: 'Atualizar' })
            .click();
          return row(dead.id).getByText('Entregue', { exact: true }).isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    await expect(row(dead.id).getByRole('button', { name: 'Reprocessar' }).count()).resolves.toBe(
      0,
    );
    const received = await sms.control<{ text: string }[]>('GET', '/mensagens');
    expect(received.some((m) => m.text.includes(COMUNICADO_RECUSADO))).toBe(true);
  });

  it("is also the administrator's, without links to proposals the area cannot open", async () => {
    const admin = await signInBrowser('admin');
    try {
      await admin.waitForURL('**/administrador/lista-gestores');
      await admin.locator('.RaSidebar-fixed a[href="/administrador/integracoes"]').click();
      await admin.waitForURL('**/administrador/integracoes');
      // The area opens on the managers' list (a table too): wait for the outbox's own rows.
      const first = admin.locator('table tbody tr').first();
      await admin
        .locator('table tbody tr', { hasText: String(dead.numeroContrato) })
        .first()
        .waitFor();
      await expect.poll(() => admin.locator('table tbody tr').count()).toBe(2);
      await expect(first.innerText()).resolves.toContain(String(dead.numeroContrato));
      await expect(admin.locator('table tbody a').count()).resolves.toBe(0);
    } finally {
      await admin.context().close();
    }
  });
});
