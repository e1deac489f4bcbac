import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comunicacoesPropostasAdesao } from '../../server/db/schema';
import { loginAs } from '../helpers/auth';
import { startSignatureSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { criarFamilia, proposta, SITUACAO } from './outbox-fixtures';

/**
 * The contract signed on one machine: the link the product e-mails opens the e-signature
 * sandbox's page, whose form is posted as a browser posts it (urlencoded), and 'Verificar
 * assinaturas' then concludes the proposal without waiting for the worker's poll.
 */

let t: TestApp;
let signature: RunningSandbox;
let gestor: Record<string, string>;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  signature = await startSignatureSandbox();
  // The poll is an hour away: only the button can find the signature in this test.
  t = await createTestApp({
    seed: true,
    env: { SIGNATURE_URL: signature.url, SIGNATURE_POLL_MS: '3600000' },
  });
  gestor = await loginAs(t, 'gestorcomercial');
});
afterAll(async () => {
  await t?.close();
  await signature?.close();
});

async function post(url: string, versao: number) {
  const res = await t.app.inject({ method: 'POST', url, headers: gestor, payload: { versao } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { messages: string[] };
}

async function verificar(id: number) {
  const { versao } = await proposta(t.db, id);
  return post(`/api/adesao/${id}/verificarConclusaoAssinaturas`, versao);
}

/** The contract-signature link as the product queued it for the holder's e-mail. */
async function linkEnviado(propostaId: number): Promise<string> {
  const [row] = await t.db
    .select({ link: comunicacoesPropostasAdesao.link })
    .from(comunicacoesPropostasAdesao)
    .where(
      and(
        eq(comunicacoesPropostasAdesao.propostaAdesaoId, propostaId),
        eq(comunicacoesPropostasAdesao.modelo, 'assinatura-contrato'),
      ),
    );
  expect(row?.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assinar\//);
  return row!.link!;
}

describe('signing the contract in the e-signature sandbox', () => {
  it('signs from the e-mailed link as a browser posts the form, and the button concludes', async () => {
    const { titular, dependentes } = await criarFamilia(t.db, {
      situacao: SITUACAO.ValidacaoConcluida,
      email: 'titular.sandbox@example.com',
      dependentes: 1,
    });
    await post(`/api/adesao/${titular.id}/enviarParaAssinatura`, titular.versao);
    await t.app.outboxWorker.runOnce();
    const link = await linkEnviado(titular.id);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<form method="post">');
    expect(html).toContain('name="aceite"');
    expect(html).toContain('Assinar contrato');
    expect(html).toContain(`contrato-${titular.numeroContrato}.pdf`);

    // The contract can be read before signing.
    const pdf = await fetch(new URL(html.match(/href="([^"]+\/documento)"/)![1], link));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Unticked, the browser sends an empty urlencoded body: refused in words, nothing signed.
    const unticked = await fetch(link, { method: 'POST', headers: FORM, body: '' });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain(
      'Marque a caixa de concordância para assinar o contrato.',
    );
    expect((await verificar(titular.id)).messages).toEqual([
      'Ainda há assinaturas pendentes no contrato.',
    ]);

    const signed = await fetch(link, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ aceite: 'on' }).toString(),
      redirect: 'manual',
    });
    expect(signed.status).toBe(303);
    const confirmation = await fetch(new URL(signed.headers.get('location')!, link));
    const confirmationHtml = await confirmation.text();
    expect(confirmationHtml).toContain('Contrato assinado');
    expect(confirmationHtml).toMatch(/foi registrada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(confirmationHtml).not.toContain('Assinar contrato');

    // No worker run in between: the button itself asks the service.
    expect((await verificar(titular.id)).messages).toEqual([
      'Todas as assinaturas foram coletadas e a proposta foi concluída automaticamente.',
    ]);
    expect((await proposta(t.db, titular.id)).situacaoPropostaAdesaoId).toBe(SITUACAO.Concluida);
    expect((await proposta(t.db, dependentes[0].id)).dataContrato).not.toBeNull();
  });

  it('answers a link that names no signer with a pt-BR page', async () => {
    const res = await fetch(`${signature.url}/assinar/nao-existe/ninguem`, {
      method: 'POST',
      headers: FORM,
      body: 'aceite=on',
    });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Link de assinatura inválido.');
  });
});
