import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSandbox, type SmtpSandbox } from '../../scripts/sandboxes/smtp-sandbox';
import { SITUACAO } from '../../src/domain';
import {
  aceitesTermoIntencao,
  codigosProponente,
  comunicacoesPropostasAdesao,
  historicoPropostasAdesao,
  propostasAdesao,
} from '../../server/db/schema';
import {
  CODIGO_INCORRETO,
  CODIGO_VENCIDO,
  LIMITE_CODIGOS,
  LINK_BLOQUEADO,
  MODELO_CODIGO,
} from '../../server/modules/proponente/codigo';
import { issueLink } from '../../server/modules/proponente/links';
import { CODIGO_PENDENTE } from '../../server/modules/proponente/session';
import { DESTINO_NAO_CADASTRADO } from '../../server/modules/comunicacoes/service';
import { planoComPreco } from '../fixtures/precos';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { pedirCodigo, sessaoProponente, ultimoCodigo } from '../helpers/proponente';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 41, item 2: a staff member (who sees the CPF and the birth date) cannot act as the
 * applicant. The review's requests replayed: no live token in staff answers, no resend to an
 * address of the staff's choice, no consent or declaration without the one-time code sent to
 * a registered contact; the code is short-lived, tried a few times, stored hashed.
 */
let t: TestApp;
let as: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://adesao.exemplo.com.br' } });
  as = apiClient(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const NASCIMENTO = '1951-06-18';
const call = (url: string, cookie: string, payload?: object, method: 'POST' | 'GET' = 'POST') =>
  t.app.inject({ method, url, payload, headers: { cookie } });

async function propostaDa(situacao: number = SITUACAO.AguardandoAprovacaoTermo) {
  return buildProposta(t.db, {
    situacaoPropostaAdesaoId: situacao,
    dataNascimento: NASCIMENTO,
    concessionariaId: 1,
    // A plan with a valid price table: the term is accepted only with a price (issue 39).
    planoSaudeId: await planoComPreco(t.db),
  });
}

/** What the dealership does with what it sees: copy a link, then CPF + birth date. */
async function staffAbreLink(propostaId: number, cpf: string, tipo = 'termo') {
  const copiado = await as('gestorcomercial').post(
    `/api/adesao/${propostaId}/links/${tipo}/copiar`,
  );
  expect(copiado.statusCode, copiado.body).toBe(200);
  const token = (copiado.json().data.link as string).split('/mpa/')[1];
  const validado = await t.app.inject({
    method: 'POST',
    url: '/api/proponenteDmz/validarAcesso',
    payload: { cpf, dataNascimento: NASCIMENTO, token },
  });
  expect(validado.json().success).toBe(true);
  return { token, cookie: String(validado.headers['set-cookie']).split(';')[0] };
}

describe('staff never hold a live applicant link', () => {
  it('GET api/adesao/{id} carries no link and no token, for any role', async () => {
    const proposta = await propostaDa();
    const { token } = await issueLink(t.db, proposta.id, 'termo');
    for (const role of ['concessionaria', 'gestorcomercial', 'vendasinternas']) {
      const res = await as(role).get(`/api/adesao/${proposta.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).not.toHaveProperty('links');
      expect(res.body).not.toContain('/mpa/');
      expect(res.body).not.toContain(token);
      expect(res.body).not.toContain(proposta.tokenAcesso);
    }
  });

  it("'Copiar link' issues one on request, for the resend roles only, and the history says so", async () => {
    const proposta = await propostaDa();
    const { token: enviado } = await issueLink(t.db, proposta.id, 'termo');
    const res = await as('concessionaria').post(`/api/adesao/${proposta.id}/links/termo/copiar`);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().data.link as string;
    expect(link).toMatch(/^https:\/\/adesao\.exemplo\.com\.br\/mpa\/[A-Za-z0-9_-]{43}$/);
    // The link sent before stops working: one live link per step.
    const antigo = await t.app.inject({
      method: 'POST',
      url: '/api/proponenteDmz/validarAcesso',
      payload: { cpf: proposta.cpf, dataNascimento: NASCIMENTO, token: enviado },
    });
    expect(antigo.json().messages).toEqual(['Falha']);
    const historico = await t.db
      .select()
      .from(historicoPropostasAdesao)
      .where(eq(historicoPropostasAdesao.propostaAdesaoId, proposta.id));
    const entrada = historico.find((h) => h.chave === 'copiar-link');
    expect(entrada).toMatchObject({ autor: expect.any(String) });
    expect(entrada!.descricao).toContain('Termo de intenção de compra');
    expect(JSON.stringify(historico)).not.toContain(link.split('/mpa/')[1]);

    expect(
      (await as('gestorcontratos').post(`/api/adesao/${proposta.id}/links/termo/copiar`))
        .statusCode,
    ).toBe(403);
    // Where a resend makes no sense, no copy either; no envelope, no signature link.
    expect(
      (await as('gestorcomercial').post(`/api/adesao/${proposta.id}/links/fila/copiar`)).statusCode,
    ).toBe(409);
    const assinando = await propostaDa(SITUACAO.AguardandoAssinaturas);
    const semEnvelope = await as('gestorcomercial').post(
      `/api/adesao/${assinando.id}/links/assinatura/copiar`,
    );
    expect(semEnvelope.statusCode).toBe(409);
  });
});

describe('resends go to the registered contacts only', () => {
  it('refuses an address of the staff’s choice and takes the registered ones', async () => {
    const proposta = await propostaDa();
    const url = `/api/adesao/${proposta.id}/reenviar/termo`;
    const alheio = await as('concessionaria').post(`${url}/email`, {
      destino: 'outra.pessoa@exemplo.com',
    });
    expect(alheio.statusCode).toBe(400);
    expect(alheio.json().messages).toEqual([DESTINO_NAO_CADASTRADO]);
    const celular = await as('concessionaria').post(`${url}/sms`, { destino: '(27) 99111-2222' });
    expect(celular.statusCode).toBe(400);
    expect(
      (
        await as('concessionaria').post(`${url}/email`, {
          destino: 'PROPONENTE.teste@exemplo.com.br',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await as('concessionaria').post(`${url}/sms`, { destino: '27998765432' })).statusCode,
    ).toBe(200);
    // A new phone goes through 'Adicionar contato' (recorded), then it is registered.
    const novo = await as('concessionaria').post(`/api/adesao/${proposta.id}/contatos`, {
      telefone: '27991112222',
    });
    expect(novo.statusCode, novo.body).toBe(200);
    expect(
      (await as('concessionaria').post(`${url}/sms`, { destino: '27991112222' })).statusCode,
    ).toBe(200);
    const comunicado = await as('gestorcomercial').post(
      `/api/adesao/enviarComunicado/${proposta.id}`,
      {
        canal: 'email',
        mensagem: 'Olá',
        destino: 'outra.pessoa@exemplo.com',
      },
    );
    expect(comunicado.statusCode).toBe(400);
  });
});

describe('the one-time code', () => {
  it('CPF and birth date alone record nothing and show nothing', async () => {
    const proposta = await propostaDa();
    const { token, cookie } = await staffAbreLink(proposta.id, proposta.cpf);
    for (const res of [
      await call('/api/proponenteDmz/obterPropostaAdesao', cookie, { token }),
      await call(`/api/proponenteDmz/${token}/registrarIntencaoCompra`, cookie, undefined, 'GET'),
      await call(`/api/proponenteDmz/${token}/declaracaoSaude`, cookie, undefined, 'GET'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().messages).toEqual([CODIGO_PENDENTE]);
    }
    const [row] = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, proposta.id));
    expect(row.situacaoPropostaAdesaoId).toBe(SITUACAO.AguardandoAprovacaoTermo);
    // The code goes to a registered contact, shown masked; nothing else is accepted.
    const contatos = await call('/api/proponenteDmz/codigo/contatos', cookie, { token });
    expect(contatos.json().data).toEqual([
      { id: expect.stringMatching(/^sms-\d+$/), canal: 'sms', destino: '(27) *****-5432' },
      { id: 'email', canal: 'email', destino: 'pr***@exemplo.com.br' },
    ]);
    const alheio = await call('/api/proponenteDmz/codigo/enviar', cookie, {
      token,
      contato: 'outra@exemplo.com',
    });
    expect(alheio.statusCode).toBe(400);
    expect(await t.db.select().from(codigosProponente)).not.toContainEqual(
      expect.objectContaining({ destino: 'outra@exemplo.com' }),
    );
  });

  it('lets the applicant with the code confirm, and the consent names the channel', async () => {
    const proposta = await propostaDa();
    const { token } = await issueLink(t.db, proposta.id, 'termo');
    const { cookie } = await sessaoProponente(t, proposta, token, NASCIMENTO, 'email');
    const res = await call(
      `/api/proponenteDmz/${token}/registrarIntencaoCompra`,
      cookie,
      undefined,
      'GET',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [aceite] = await t.db
      .select()
      .from(aceitesTermoIntencao)
      .where(eq(aceitesTermoIntencao.propostaAdesaoId, proposta.id));
    expect(aceite.canalCodigo).toBe('email');
    // Stored hashed: the table never holds the digits.
    const codigos = await t.db
      .select()
      .from(codigosProponente)
      .where(eq(codigosProponente.linkId, aceite.linkId!));
    const digitos = await ultimoCodigo(t, proposta.id);
    expect(codigos[0].codigoHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(codigos)).not.toContain(digitos);
  });

  it('takes 5 wrong tries per code, 3 codes per session, and locks the link at 10 wrong codes', async () => {
    const proposta = await propostaDa();
    const { token, cookie } = await staffAbreLink(proposta.id, proposta.cpf);
    const confirmar = (codigo: string) =>
      call('/api/proponenteDmz/codigo/confirmar', cookie, { token, codigo });
    const certo = await pedirCodigo(t, proposta.id, token, cookie);
    const errado = certo === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await confirmar(errado)).json().messages).toEqual([CODIGO_INCORRETO]);
    expect((await confirmar(errado)).json().messages).toEqual([CODIGO_VENCIDO]);
    // Dead after 5: even the right digits open nothing now.
    const morto = await confirmar(certo);
    expect(morto.statusCode).toBe(400);
    expect(morto.json().messages).toEqual([CODIGO_VENCIDO]);

    const segundo = await pedirCodigo(t, proposta.id, token, cookie);
    const errado2 = segundo === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) expect((await confirmar(errado2)).statusCode).toBe(400);
    const bloqueio = await confirmar(errado2);
    expect(bloqueio.statusCode).toBe(401);
    expect(bloqueio.json().messages).toEqual([LINK_BLOQUEADO]);
    // Locked: nothing opens it again, not even CPF and birth date.
    const de_novo = await t.app.inject({
      method: 'POST',
      url: '/api/proponenteDmz/validarAcesso',
      payload: { cpf: proposta.cpf, dataNascimento: NASCIMENTO, token },
    });
    expect(de_novo.json().messages).toEqual(['Falha']);

    const outra = await propostaDa();
    const aberto = await staffAbreLink(outra.id, outra.cpf);
    for (let i = 0; i < 3; i++) await pedirCodigo(t, outra.id, aberto.token, aberto.cookie);
    const quarto = await call('/api/proponenteDmz/codigo/enviar', aberto.cookie, {
      token: aberto.token,
      contato: 'email',
    });
    expect(quarto.statusCode).toBe(429);
    expect(quarto.json().messages).toEqual([LIMITE_CODIGOS]);
  });

  it('expires 10 minutes after it was sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-10T12:00:00Z'));
    const proposta = await propostaDa();
    const { token } = await issueLink(t.db, proposta.id, 'termo');
    const validado = await t.app.inject({
      method: 'POST',
      url: '/api/proponenteDmz/validarAcesso',
      payload: { cpf: proposta.cpf, dataNascimento: NASCIMENTO, token },
    });
    const cookie = String(validado.headers['set-cookie']).split(';')[0];
    const codigo = await pedirCodigo(t, proposta.id, token, cookie);
    vi.setSystemTime(new Date('2027-03-10T12:10:01Z'));
    const tarde = await call('/api/proponenteDmz/codigo/confirmar', cookie, { token, codigo });
    expect(tarde.statusCode).toBe(400);
    expect(tarde.json().messages).toEqual([CODIGO_VENCIDO]);
    const novo = await pedirCodigo(t, proposta.id, token, cookie);
    vi.setSystemTime(new Date('2027-03-10T12:19:59Z'));
    expect(
      (await call('/api/proponenteDmz/codigo/confirmar', cookie, { token, codigo: novo }))
        .statusCode,
    ).toBe(200);
  });
});

describe('each resend link opens the step it names (issue 39, item 3)', () => {
  async function abrir(propostaId: number, cpf: string, comunicacaoId: number) {
    const [row] = await t.db
      .select({ link: comunicacoesPropostasAdesao.link })
      .from(comunicacoesPropostasAdesao)
      .where(eq(comunicacoesPropostasAdesao.id, comunicacaoId));
    const token = row.link!.split('/mpa/')[1];
    const { cookie } = await sessaoProponente(t, { id: propostaId, cpf }, token, NASCIMENTO);
    const proposta = await call('/api/proponenteDmz/obterPropostaAdesao', cookie, { token });
    expect(proposta.statusCode, proposta.body).toBe(200);
    return { token, cookie, etapa: proposta.json().data.etapa as string };
  }

  it('the in-app health evaluation opens the declaration; the term is refused there, saying so', async () => {
    const proposta = await propostaDa(SITUACAO.AguardandoDeclaracaoSaude);
    const termo = await as('concessionaria').post(
      `/api/adesao/${proposta.id}/reenviar/termo/email`,
    );
    expect(termo.statusCode).toBe(409);
    expect(termo.json().messages[0]).toContain(
      "reenvie o link 'Avaliação de saúde pelo aplicativo'",
    );
    const sent = await as('concessionaria').post(
      `/api/adesao/${proposta.id}/reenviar/avaliacao/email`,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const { token, cookie, etapa } = await abrir(proposta.id, proposta.cpf, sent.json().data.id);
    expect(etapa).toBe('declaracao');
    expect(
      (await call(`/api/proponenteDmz/${token}/declaracaoSaude`, cookie, undefined, 'GET'))
        .statusCode,
    ).toBe(200);
    // A declaration link never registers a purchase intent.
    expect(
      (await call(`/api/proponenteDmz/${token}/registrarIntencaoCompra`, cookie, undefined, 'GET'))
        .statusCode,
    ).toBe(401);
  });

  it('the attendance queue opens the queue, with the open room once the nurse opened it', async () => {
    const proposta = await propostaDa(SITUACAO.AguardandoAvaliacaoEnfermagem);
    const sent = await as('gestorcomercial').post(`/api/adesao/${proposta.id}/reenviar/fila/sms`);
    expect(sent.statusCode, sent.body).toBe(200);
    const { token, cookie, etapa } = await abrir(proposta.id, proposta.cpf, sent.json().data.id);
    expect(etapa).toBe('atendimento');
    const fila = await call(`/api/proponenteDmz/${token}/atendimento`, cookie);
    expect(fila.json().data).toEqual({ naFila: true, agendamento: null, sala: null });
    const sala = await as('enfermeiro').post(`/api/enfermeiro/${proposta.id}/abrirSala`, {
      numerosCelular: [],
    });
    expect(sala.statusCode, sala.body).toBe(200);
    const aberta = await call(`/api/proponenteDmz/${token}/atendimento`, cookie);
    expect(aberta.json().data.sala).toBe(new URL(sala.json().data.urlBeneficiario).pathname);
  });
});

describe('the code by e-mail, delivered', () => {
  let smtp: SmtpSandbox;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSandbox();
    app = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('reaches the registered e-mail and leaves the log without its digits', async () => {
    const proposta = await buildProposta(app.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
      dataNascimento: NASCIMENTO,
    });
    const { token } = await issueLink(app.db, proposta.id, 'termo');
    const validado = await app.app.inject({
      method: 'POST',
      url: '/api/proponenteDmz/validarAcesso',
      payload: { cpf: proposta.cpf, dataNascimento: NASCIMENTO, token },
    });
    const cookie = String(validado.headers['set-cookie']).split(';')[0];
    const codigo = await pedirCodigo(app, proposta.id, token, cookie, 'email');
    await app.app.outboxWorker.runOnce();
    const mail = smtp.mails.find((m) => m.to.includes('proponente.teste@exemplo.com.br'));
    expect(mail?.subject).toBe('Adesão: seu código de confirmação');
    expect(mail?.text).toContain(`Seu código de confirmação é ${codigo}.`);
    const [row] = await app.db
      .select()
      .from(comunicacoesPropostasAdesao)
      .where(
        and(
          eq(comunicacoesPropostasAdesao.propostaAdesaoId, proposta.id),
          eq(comunicacoesPropostasAdesao.modelo, MODELO_CODIGO),
        ),
      )
      .orderBy(desc(comunicacoesPropostasAdesao.id));
    expect(row).toMatchObject({ status: 'enviado', conteudo: null });
  });
});
