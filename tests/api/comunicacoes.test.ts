import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { comunicacoesPropostasAdesao, outbox, propostasAdesao } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

const S = SITUACAO;

describe('resend links, communiqué and the sending log', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const queuedFor = (id: number) =>
    t.db.select().from(outbox).where(eq(outbox.propostaId, id)).orderBy(asc(outbox.id));

  it.each([
    ['termo', S.AguardandoAprovacaoTermo, 'termo-intencao-compra'],
    ['fila', S.AguardandoAvaliacaoEnfermagem, 'fila-atendimento'],
    ['assinatura', S.AguardandoAssinaturas, 'assinatura-contrato'],
    ['avaliacao', S.AguardandoDeclaracaoSaude, 'avaliacao-saude-app'],
  ])(
    'resends the %s link, logging it as pending with its outbox message',
    async (tipo, situacao, modelo) => {
      const proposta = await buildProposta(t.db, {
        situacaoPropostaAdesaoId: situacao,
        contatos: ['27998760000', '27998761111'],
      });
      const res = await as('concessionaria').post(
        `/api/adesao/${proposta.id}/reenviar/${tipo}/sms`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        canal: 'sms',
        destino: '27998760000',
        modelo,
        status: 'pendente',
        statusNome: 'Aguardando envio',
        dataEnvio: null,
        usuario: 'Cláudio Concessionária',
      });
      expect(res.json().messages[0]).toMatch(/aguarda a entrega/);
      const [message] = await queuedFor(proposta.id);
      expect(message).toMatchObject({
        topic: 'comunicacao.enviar',
        status: 'pending',
        idempotencyKey: `comunicacao:${res.json().data.id}`,
      });
      expect(message.payload).toEqual({
        comunicacaoId: res.json().data.id,
        propostaId: proposta.id,
        canal: 'sms',
        modelo,
      });
    },
  );

  it('sends the term link to the proposal e-mail or to another registered contact, no other', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoAprovacaoTermo,
      email: 'titular@exemplo.com.br',
      contatos: ['27998764444', '27998765555'],
    });
    const byEmail = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/reenviar/termo/email`,
      {},
    );
    expect(byEmail.json().data).toMatchObject({
      canal: 'email',
      destino: 'titular@exemplo.com.br',
    });
    const [row] = await t.db
      .select()
      .from(comunicacoesPropostasAdesao)
      .where(eq(comunicacoesPropostasAdesao.id, byEmail.json().data.id));
    expect(row.link).toMatch(new RegExp(`^${t.config.publicUrl}/mpa/[A-Za-z0-9_-]{43}$`));
    const typed = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/reenviar/termo/whatsapp`,
      { destino: '(27) 99876-5555' },
    );
    expect(typed.json().data).toMatchObject({ canal: 'whatsapp', destino: '27998765555' });
    // A phone not on the proposal: 'Adicionar contato' first (issue 41, item 2).
    const stranger = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/reenviar/termo/sms`,
      { destino: '(27) 99876-1234' },
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().messages[0]).toMatch(/^Envie apenas para um contato cadastrado/);
    const badPhone = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/reenviar/termo/sms`,
      { destino: '(27) 3333-4444' },
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().messages).toEqual(['Telefone celular inválido']);
    const badEmail = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/reenviar/termo/email`,
      { destino: 'nao-e-email' },
    );
    expect(badEmail.json().messages).toEqual(['E-mail inválido']);
  });

  it('refuses a resend out of its status, without a destination, or on an unknown type or channel', async () => {
    const concluded = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.Concluida });
    const late = await as('gestorcomercial').post(`/api/adesao/${concluded.id}/reenviar/termo/sms`);
    expect(late.statusCode).toBe(409);
    expect(late.json().messages).toEqual([
      'Reenvio não permitido na situação atual da proposta (Concluída).',
    ]);
    const mute = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoAprovacaoTermo,
      email: null,
      contatos: [],
    });
    expect(
      (await as('gestorcomercial').post(`/api/adesao/${mute.id}/reenviar/termo/sms`)).json()
        .messages,
    ).toEqual(['A proposta não possui telefone de contato.']);
    expect(
      (await as('gestorcomercial').post(`/api/adesao/${mute.id}/reenviar/termo/email`)).json()
        .messages,
    ).toEqual(['A proposta não possui e-mail cadastrado.']);
    const tipo = await as('gestorcomercial').post(`/api/adesao/${mute.id}/reenviar/boleto/sms`);
    expect(tipo.json().messages).toEqual([
      'Tipo de reenvio inválido: use termo, fila, assinatura ou avaliacao.',
    ]);
    const canal = await as('gestorcomercial').post(`/api/adesao/${mute.id}/reenviar/termo/pombo`);
    expect(canal.json().messages).toEqual(['Canal inválido: use sms, email ou whatsapp.']);
    expect(await queuedFor(concluded.id)).toHaveLength(0);
    expect(await queuedFor(mute.id)).toHaveLength(0);
    expect((await as('dac').post(`/api/adesao/${mute.id}/reenviar/termo/sms`)).statusCode).toBe(
      403,
    );
  });

  it('sends a communiqué (commercial manager only) and lists every message of the proposal, newest first', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.IntegradoERP,
      email: 'cliente@exemplo.com.br',
    });
    const sent = await as('gestorcomercial').post(`/api/adesao/enviarComunicado/${proposta.id}`, {
      canal: 'email',
      assunto: 'Boas-vindas',
      mensagem: 'Seu plano está ativo.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      modelo: 'comunicado',
      modeloNome: 'Comunicado',
      assunto: 'Boas-vindas',
      status: 'pendente',
    });
    const [row] = await t.db
      .select()
      .from(comunicacoesPropostasAdesao)
      .where(eq(comunicacoesPropostasAdesao.id, sent.json().data.id));
    expect(row.conteudo).toBe('Seu plano está ativo.');
    const [queued] = await queuedFor(proposta.id);
    expect(JSON.stringify(queued.payload)).not.toContain('Seu plano');
    const empty = await as('gestorcomercial').post(`/api/adesao/enviarComunicado/${proposta.id}`, {
      canal: 'sms',
      mensagem: '',
    });
    expect(empty.json().messages).toEqual(['Informe a mensagem do comunicado.']);
    expect(
      (
        await as('concessionaria').post(`/api/adesao/enviarComunicado/${proposta.id}`, {
          canal: 'sms',
          mensagem: 'Oi',
        })
      ).statusCode,
    ).toBe(403);
    await as('gestorcomercial').post(`/api/adesao/enviarComunicado/${proposta.id}`, {
      canal: 'sms',
      mensagem: 'Segundo aviso.',
    });
    const log = await as('concessionaria').get(`/api/logHistoricoEnvio/${proposta.id}`);
    expect(
      log.json().data.map((m: { canal: string; status: string }) => [m.canal, m.status]),
    ).toEqual([
      ['sms', 'pendente'],
      ['email', 'pendente'],
    ]);
  });

  it('shows the seeded, delivered messages of a demo proposal as sent', async () => {
    const [{ id }] = await t.db
      .select({ id: propostasAdesao.id })
      .from(propostasAdesao)
      .where(
        and(
          like(propostasAdesao.protocolo, 'DEMO-%'),
          eq(propostasAdesao.situacaoPropostaAdesaoId, S.IntegradoERP),
        ),
      )
      .limit(1);
    const log = (await as('gestorcomercial').get(`/api/logHistoricoEnvio/${id}`)).json().data;
    expect(log.length).toBeGreaterThan(0);
    expect(
      log.every(
        (m: { status: string; dataEnvio: string | null }) => m.status === 'enviado' && m.dataEnvio,
      ),
    ).toBe(true);
  });
});
