import { format } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSandbox, type SmtpSandbox } from '../../scripts/sandboxes/smtp-sandbox';
import { SITUACAO, TIPO_ATENDIMENTO } from '../../src/domain';
import { comunicacoesPropostasAdesao, outbox } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { startSmsSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { diaSemFeriado } from '../helpers/dia-sem-feriado';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The appointment's messages through the real adapters (SMTP and SMS sandboxes): the
 * confirmation goes at once, the reminder only when it is due.
 */
describe('appointment confirmation and reminder', () => {
  let t: TestApp;
  let smtp: SmtpSandbox;
  let sms: RunningSandbox;

  beforeAll(async () => {
    smtp = await startSmtpSandbox();
    sms = await startSmsSandbox();
    t = await createTestApp({
      seed: true,
      env: { SMTP_URL: smtp.url, SMS_URL: `${sms.url}/sms`, OUTBOX_RETRY_BASE_MS: '10' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });

  it('confirms by e-mail and SMS now, and reminds when the reminder is due', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
      email: 'conceicao.agenda@example.com',
      contatos: ['27998761234'],
    });
    const dia = diaSemFeriado(10);
    const res = await apiClient(t)('operadorcallcenter').post(
      '/api/agendamento/criarAgendamentoWeb',
      {
        propostaAdesaoId: proposta.id,
        dataAgendamento: format(dia, 'yyyy-MM-dd'),
        horario: '20:00',
        tipoAtendimento: TIPO_ATENDIMENTO.ONLINE,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const texto = `Sua avaliação de saúde com a enfermagem está agendada para ${format(dia, 'dd/MM/yyyy')} 20:00 (atendimento online, por vídeo).`;

    await t.app.outboxWorker.runOnce();
    const confirmacao = smtp.mails.filter((m) => m.to.includes('conceicao.agenda@example.com'));
    expect(confirmacao.map((m) => m.subject)).toEqual(['Adesão: avaliação de saúde agendada']);
    expect(confirmacao[0].text).toContain(texto);
    const enviados = await sms.control<{ to: string; text: string }[]>('GET', '/mensagens');
    expect(enviados.filter((m) => m.to === '27998761234').map((m) => m.text)).toEqual([
      `Adesão: ${texto}`,
    ]);

    // The reminder waits in the outbox until 24 hours before the slot; make it due now.
    const lembretes = await t.db
      .select({ outboxId: comunicacoesPropostasAdesao.outboxId })
      .from(comunicacoesPropostasAdesao)
      .where(
        and(
          eq(comunicacoesPropostasAdesao.propostaAdesaoId, proposta.id),
          eq(comunicacoesPropostasAdesao.modelo, 'agendamento-lembrete'),
          eq(comunicacoesPropostasAdesao.status, 'pendente'),
        ),
      );
    expect(lembretes).toHaveLength(2);
    for (const { outboxId } of lembretes) {
      await t.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, outboxId!));
    }
    await t.app.outboxWorker.runOnce();
    expect(
      smtp.mails.filter((m) => m.to.includes('conceicao.agenda@example.com')).map((m) => m.subject),
    ).toContain('Adesão: lembrete da sua avaliação de saúde');
    const depois = await sms.control<{ to: string; text: string }[]>('GET', '/mensagens');
    expect(depois.filter((m) => m.to === '27998761234').at(-1)!.text).toBe(
      `Adesão: lembrete. ${texto}`,
    );
  });
});
