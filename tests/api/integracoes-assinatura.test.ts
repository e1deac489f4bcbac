import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSandbox, type SmtpSandbox } from '../../scripts/sandboxes/smtp-sandbox';
import { assinaturasContratos } from '../../server/db/schema';
import type { Envelope } from '../../server/integrations/signature/contract';
import { verificarConclusaoAssinaturas } from '../../server/modules/integracoes/assinaturas/verificar';
import { loginAs } from '../helpers/auth';
import { eventually, startSignatureSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { criarFamilia, mensagens, proposta, SITUACAO } from './outbox-fixtures';

let t: TestApp;
let signature: RunningSandbox;
let smtp: SmtpSandbox;
let gestor: Record<string, string>;

beforeAll(async () => {
  signature = await startSignatureSandbox();
  smtp = await startSmtpSandbox();
  t = await createTestApp({
    seed: true,
    env: {
      SIGNATURE_URL: signature.url,
      SMTP_URL: smtp.url,
      SIGNATURE_POLL_MS: '10',
      OUTBOX_RETRY_BASE_MS: '10',
    },
  });
  gestor = await loginAs(t, 'gestorcomercial');
});
afterAll(async () => {
  await t?.close();
  await signature?.close();
  await smtp?.close();
});

async function post(url: string, versao: number) {
  const res = await t.app.inject({ method: 'POST', url, headers: gestor, payload: { versao } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('e-signature of an individual contract', () => {
  it('sends the contract, e-mails the signing link, keeps the signed file and evidence, and concludes', async () => {
    const { titular, dependentes } = await criarFamilia(t.db, {
      situacao: SITUACAO.ValidacaoConcluida,
      email: 'titular.assina@example.com',
      dependentes: 1,
    });
    await post(`/api/adesao/${titular.id}/enviarParaAssinatura`, titular.versao);
    await t.app.outboxWorker.runOnce();

    // One envelope for the family contract, signed by the holder.
    const envelopes = await signature.control<Envelope[]>('GET', '/envelopes');
    expect(envelopes).toHaveLength(1);
    const [envelope] = envelopes;
    expect(envelope.referencia).toBe(`adesao:${titular.id}`);
    expect(envelope.signatarios.map((s) => s.cpf)).toEqual([titular.cpf]);

    // The link goes out by e-mail through the communications log.
    const mail = await eventually(
      async () => {
        await t.app.outboxWorker.runOnce();
        return smtp.mails.find((m) => m.to.includes('titular.assina@example.com'));
      },
      { what: 'e-mail de assinatura' },
    );
    const link = envelope.signatarios[0].linkAssinatura;
    expect(mail.subject).toBe('Adesão: assine seu contrato');
    expect(mail.text).toContain(`Seu contrato de adesão nº ${titular.numeroContrato} está pronto`);
    expect(mail.text).toContain(link);

    // Still unsigned: "Verificar assinaturas" keeps the status.
    const early = await post(
      `/api/adesao/${titular.id}/verificarConclusaoAssinaturas`,
      (await proposta(t.db, titular.id)).versao,
    );
    expect(early.messages).toEqual(['Ainda há assinaturas pendentes no contrato.']);
    expect((await proposta(t.db, titular.id)).situacaoPropostaAdesaoId).toBe(
      SITUACAO.AguardandoAssinaturas,
    );

    // The signer opens the link and signs.
    const page = await fetch(link);
    expect(await page.text()).toContain('Assinar contrato');
    await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'aceite=on',
      redirect: 'manual',
    });

    const signed = await eventually(
      async () => {
        await t.app.outboxWorker.runOnce();
        const row = await proposta(t.db, titular.id);
        return row.dataContrato && row;
      },
      { what: 'assinatura registrada' },
    );
    expect((await proposta(t.db, dependentes[0].id)).dataContrato).toEqual(signed.dataContrato);

    const [stored] = await t.db
      .select()
      .from(assinaturasContratos)
      .where(eq(assinaturasContratos.envelopeId, envelope.envelopeId));
    expect(stored.situacao).toBe('concluido');
    expect(stored.arquivoAssinado!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(stored.arquivoSha256).toBe(
      createHash('sha256').update(stored.arquivoAssinado!).digest('hex'),
    );
    expect(stored.signatarios).toEqual([
      expect.objectContaining({
        cpf: titular.cpf,
        situacao: 'assinado',
        ip: '127.0.0.1',
        assinadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
    const polls = await mensagens(t.db, 'assinatura.verificar');
    expect(polls.map((m) => m.status)).toEqual(['delivered']);

    const done = await post(
      `/api/adesao/${titular.id}/verificarConclusaoAssinaturas`,
      signed.versao,
    );
    expect(done.messages).toEqual([
      'Todas as assinaturas foram coletadas e a proposta foi concluída automaticamente.',
    ]);
    expect((await proposta(t.db, titular.id)).situacaoPropostaAdesaoId).toBe(SITUACAO.Concluida);

    // On demand, a concluded envelope answers from what was stored.
    const again = await verificarConclusaoAssinaturas(
      { db: t.db, integrations: t.app.integrations },
      { tipo: 1, referenciaId: titular.id },
    );
    expect(again).toMatchObject({ situacao: 'concluido', concluidaAgora: false });
  });

  it('sends the same contract once even when the service fails first', async () => {
    const { titular } = await criarFamilia(t.db, { situacao: SITUACAO.ValidacaoConcluida });
    await post(`/api/adesao/${titular.id}/enviarParaAssinatura`, titular.versao);
    await signature.failNext(1, { chamada: 'POST /envelopes' });
    const before = (await signature.control<Envelope[]>('GET', '/envelopes')).length;

    await eventually(
      async () => {
        await t.app.outboxWorker.runOnce();
        const rows = await t.db
          .select()
          .from(assinaturasContratos)
          .where(eq(assinaturasContratos.referenciaId, titular.id));
        return rows.length === 1;
      },
      { what: 'envelope após uma falha' },
    );
    expect((await signature.control<Envelope[]>('GET', '/envelopes')).length).toBe(before + 1);
  });

  it('answers 409 on demand when no contract was sent yet', async () => {
    const { titular } = await criarFamilia(t.db, { situacao: SITUACAO.AguardandoAssinaturas });
    await expect(
      verificarConclusaoAssinaturas(
        { db: t.db, integrations: t.app.integrations },
        { tipo: 1, referenciaId: titular.id },
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      messages: ['O contrato ainda não foi enviado para assinatura.'],
    });
  });
});
