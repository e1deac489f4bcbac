import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comunicacoesPropostasAdesao, mensagensEnviadas, usuarios } from '../../server/db/schema';
import { emailComCaixaLocal } from '../../server/integrations/caixa-local';
import { enqueue } from '../../server/modules/outbox/enqueue';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { criarFamilia, SITUACAO } from './outbox-fixtures';

/**
 * 'Mensagens enviadas': outside production, with no SMTP or SMS server, every e-mail and SMS the
 * product sends is kept where the administrator reads it (links included); in production the
 * routes do not exist and nothing is kept.
 */

interface Mensagem {
  id: number;
  canal: 'email' | 'sms';
  destinatario: string;
  assunto: string | null;
  texto: string;
  modelo: string | null;
  dataEnvio: string;
}

const PUBLIC_URL = 'https://adesao.example.com.br';

async function reenviarTermo(t: TestApp, headers: object, id: number, canal: 'email' | 'sms') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/adesao/${id}/reenviar/termo/${canal}`,
    headers: headers as Record<string, string>,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}

async function logDaComunicacao(t: TestApp, id: number) {
  const [row] = await t.db
    .select()
    .from(comunicacoesPropostasAdesao)
    .where(eq(comunicacoesPropostasAdesao.id, id));
  return row;
}

describe('outside production, with no SMTP or SMS server', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let gestor: Record<string, string>;
  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { PUBLIC_URL } });
    admin = await loginAs(t, 'admin');
    gestor = await loginAs(t, 'gestorcomercial');
  });
  afterAll(async () => t?.close());

  it('keeps the e-mail and the SMS with their links, counts them as sent, newest first', async () => {
    const { titular } = await criarFamilia(t.db, {
      situacao: SITUACAO.AguardandoAprovacaoTermo,
      email: 'maria.conceicao@example.com',
    });
    const email = await reenviarTermo(t, gestor, titular.id, 'email');
    const sms = await reenviarTermo(t, gestor, titular.id, 'sms');
    await t.app.outboxWorker.runOnce();

    const emailRow = await logDaComunicacao(t, email.id);
    const smsRow = await logDaComunicacao(t, sms.id);
    expect([emailRow.status, emailRow.erro, smsRow.status, smsRow.erro]).toEqual([
      'enviado',
      null,
      'enviado',
      null,
    ]);
    // The log masks the term's token once sent; the kept message is what the applicant got.
    const termo = new RegExp(`${PUBLIC_URL}/mpa/[\\w-]{20,}`);

    const res = await get('/api/mensagens-enviadas', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { itens, total } = res.json().data as { itens: Mensagem[]; total: number };
    expect(total).toBe(2);
    const [primeira, segunda] = itens;
    expect(primeira).toMatchObject({
      canal: 'sms',
      destinatario: smsRow.destino.replace(/\D/g, ''),
      assunto: null,
    });
    expect(primeira.texto).toMatch(termo);
    expect(segunda).toMatchObject({
      canal: 'email',
      destinatario: 'maria.conceicao@example.com',
      assunto: 'Adesão: confirme sua intenção de compra',
    });
    expect(segunda.texto).toMatch(termo);
    expect(primeira.id).toBeGreaterThan(segunda.id);
    expect(Date.parse(segunda.dataEnvio)).not.toBeNaN();

    const show = await get(`/api/mensagens-enviadas/${segunda.id}`, admin);
    expect(show.statusCode).toBe(200);
    expect(show.json().data).toEqual(segunda);

    const soSms = await get('/api/mensagens-enviadas?canal=sms', admin);
    expect((soSms.json().data.itens as Mensagem[]).map((m) => m.canal)).toEqual(['sms']);
    const porDestinatario = await get('/api/mensagens-enviadas?destinatario=CONCEICAO', admin);
    expect((porDestinatario.json().data.itens as Mensagem[]).map((m) => m.id)).toEqual([
      segunda.id,
    ]);
  });

  it("keeps a new staff member's first-access e-mail with the link to set the password", async () => {
    const [usuario] = await t.db
      .select({ id: usuarios.id, email: usuarios.email })
      .from(usuarios)
      .where(eq(usuarios.username, 'enfermeiro'));
    await enqueue(t.db, {
      topic: 'usuario.primeiro-acesso',
      payload: { usuarioId: usuario.id },
      idempotencyKey: `primeiro-acesso-teste:${usuario.id}`,
    });
    await t.app.outboxWorker.runOnce();
    const res = await get(`/api/mensagens-enviadas?destinatario=${usuario.email}`, admin);
    const [mensagem] = res.json().data.itens as Mensagem[];
    expect(mensagem).toMatchObject({ canal: 'email', assunto: 'Bem-vindo ao Adesão' });
    expect(mensagem.texto).toMatch(
      new RegExp(`${PUBLIC_URL}/usuario/redefinir-senha\\?token=[\\w-]+`),
    );
  });

  it('keeps a delivery repeated after a crash once (same Message-ID)', async () => {
    const sender = emailComCaixaLocal(t.db, null);
    const message = {
      to: 'repetida@example.com',
      subject: 'Assunto',
      text: 'Texto',
      html: '<p>Texto</p>',
      messageId: '<repetida@adesao>',
    };
    expect(await sender.send(message)).toEqual({ delivered: true });
    expect(await sender.send(message)).toEqual({ delivered: true });
    const rows = await t.db
      .select()
      .from(mensagensEnviadas)
      .where(eq(mensagensEnviadas.destinatario, 'repetida@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('is the administrator’s alone, and says what is wrong', async () => {
    expect((await get('/api/mensagens-enviadas')).statusCode).toBe(401);
    for (const url of ['/api/mensagens-enviadas', '/api/mensagens-enviadas/1']) {
      const res = await get(url, gestor);
      expect(res.statusCode).toBe(403);
      expect(res.json().messages).toEqual(['Acesso não autorizado!']);
    }
    const missing = await get('/api/mensagens-enviadas/999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages).toEqual(['Mensagem não encontrada.']);
    const canal = await get('/api/mensagens-enviadas?canal=fax', admin);
    expect(canal.statusCode).toBe(400);
    expect(canal.json().messages).toEqual(['Canal inválido: use email ou sms.']);
  });
});

describe('in production', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let gestor: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      // The demo accounts are only a way to sign in here.
      env: { APP_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' },
    });
    admin = await loginAs(t, 'admin');
    gestor = await loginAs(t, 'gestorcomercial');
  });
  afterAll(async () => t?.close());

  it('has no such screen: the routes answer 404 and nothing is kept', async () => {
    for (const url of ['/api/mensagens-enviadas', '/api/mensagens-enviadas/1']) {
      expect((await t.app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(404);
    }
    const { titular } = await criarFamilia(t.db, { situacao: SITUACAO.AguardandoAprovacaoTermo });
    const email = await reenviarTermo(t, gestor, titular.id, 'email');
    await t.app.outboxWorker.runOnce();
    expect(await logDaComunicacao(t, email.id)).toMatchObject({
      status: 'nao_enviado',
      erro: 'canal não configurado',
    });
    expect(await t.db.select().from(mensagensEnviadas)).toEqual([]);
  });
});
