import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_SITUACAO_IDS,
  getStatusInfo,
  LINKS_PROPONENTE,
  linksReenviaveis,
  SITUACAO,
  type TipoLinkProponente,
} from '../../src/domain';
import { propostaAdesaoContatos, propostasAdesao } from '../../server/db/schema';
import { planoComPreco } from '../fixtures/precos';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { startSignatureSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 39, item 3: each of the spec's four resend links (term, attendance queue, contract
 * signature, in-app health evaluation) opens the step it names, in every status where the
 * proposal screen offers its 'Reenviar' (the domain's LINKS_PROPONENTE, which the screen and
 * the server both read); everywhere else the server refuses with a 409 in Portuguese. The link
 * is followed as the applicant follows it: read from the message the product sent (the
 * administrator's 'Mensagens enviadas'), CPF and birth date, the one-time code read from the
 * same log, then the page's own calls.
 */
const S = SITUACAO;
const PUBLIC_URL = 'https://adesao.exemplo.com.br';
const NASCIMENTO = '1956-04-09';
const TIPOS = LINKS_PROPONENTE.map((link) => link.tipo);

let t: TestApp;
let signature: RunningSandbox;
let as: ReturnType<typeof apiClient>;
let sequencia = 0;

beforeAll(async () => {
  signature = await startSignatureSandbox();
  t = await createTestApp({
    seed: true,
    env: { PUBLIC_URL, SIGNATURE_URL: signature.url, SIGNATURE_POLL_MS: '60000' },
  });
  as = apiClient(t);
});
afterAll(async () => {
  await t?.close();
  await signature?.close();
});

/** A proposal of the demo dealership, in this status, with its own e-mail to find its mail by. */
async function propostaEm(situacao: number | null) {
  sequencia += 1;
  const email = `reenvio.${sequencia}@exemplo.com.br`;
  const proposta = await buildProposta(t.db, {
    situacaoPropostaAdesaoId: situacao,
    dataNascimento: NASCIMENTO,
    email,
    planoSaudeId: await planoComPreco(t.db),
    contatos: [`2799870${String(sequencia).padStart(4, '0')}`],
  });
  return { ...proposta, email };
}

/** The newest message the product kept for this recipient (administrator's read). */
async function ultimaMensagem(destinatario: string) {
  await t.app.outboxWorker.runOnce();
  const res = await as('admin').get(
    `/api/mensagens-enviadas?destinatario=${encodeURIComponent(destinatario)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const [mensagem] = res.json().data.itens as { texto: string; assunto: string | null }[];
  expect(mensagem, `mensagem para ${destinatario}`).toBeDefined();
  return mensagem;
}

/** The address the message carries (there is one link per message). */
function linkDa(texto: string): string {
  const links = [...new Set(texto.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  expect(links, texto).toHaveLength(1);
  return links[0];
}

/** 'Reenviar' by e-mail, as the dealership clicks it, and the link the applicant receives. */
async function reenviar(proposta: { id: number; email: string }, tipo: TipoLinkProponente) {
  const res = await as('concessionaria').post(
    `/api/adesao/${proposta.id}/reenviar/${tipo}/email`,
    {},
  );
  expect(res.statusCode, res.body).toBe(200);
  return linkDa((await ultimaMensagem(proposta.email)).texto);
}

/**
 * The applicant on the link's page: CPF and birth date, a code sent to her e-mail and typed
 * back (read from the same log), then what the page asks first: where she stands.
 */
async function abrirComoProponente(proposta: { cpf: string; email: string }, link: string) {
  const token = link.split('/mpa/')[1];
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const acesso = await post('/api/proponenteDmz/validarAcesso', {
    cpf: proposta.cpf,
    dataNascimento: NASCIMENTO,
    token,
  });
  expect(acesso.json(), 'validarAcesso').toMatchObject({ success: true });
  const cookie = String(acesso.headers['set-cookie']).split(';')[0];
  const contatos = (await post('/api/proponenteDmz/codigo/contatos', { token }, cookie)).json()
    .data as { id: string; canal: string }[];
  const email = contatos.find((c) => c.canal === 'email')!;
  const enviado = await post(
    '/api/proponenteDmz/codigo/enviar',
    { token, contato: email.id },
    cookie,
  );
  expect(enviado.statusCode, enviado.body).toBe(200);
  const codigo = /código de confirmação é (\d{6})/.exec(
    (await ultimaMensagem(proposta.email)).texto,
  );
  expect(codigo, 'código no e-mail').not.toBeNull();
  const confirmado = await post(
    '/api/proponenteDmz/codigo/confirmar',
    { token, codigo: codigo![1] },
    cookie,
  );
  expect(confirmado.statusCode, confirmado.body).toBe(200);
  const proposta2 = await post('/api/proponenteDmz/obterPropostaAdesao', { token }, cookie);
  expect(proposta2.statusCode, proposta2.body).toBe(200);
  const call = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie }, payload: method === 'POST' ? {} : undefined });
  return { token, etapa: proposta2.json().data.etapa as string, call };
}

describe('each resend link opens the step it names, where the screen offers it', () => {
  it('the term: in Aguardando aprovação do termo, the term to confirm, and nothing else', async () => {
    const proposta = await propostaEm(S.AguardandoAprovacaoTermo);
    const link = await reenviar(proposta, 'termo');
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/mpa/[\\w-]{43}$`));
    const { token, etapa, call } = await abrirComoProponente(proposta, link);
    expect(etapa).toBe('termo');
    // The queue is another link's step.
    expect((await call('POST', `/api/proponenteDmz/${token}/atendimento`)).statusCode).toBe(401);
    const aceite = await call('GET', `/api/proponenteDmz/${token}/registrarIntencaoCompra`);
    expect(aceite.statusCode, aceite.body).toBe(200);
    expect(aceite.json().messages).toEqual(['Intenção de compra registrada com sucesso!']);
  });

  it.each([
    ['Aguardando declaração de saúde', S.AguardandoDeclaracaoSaude],
    ['Aguardando avaliação da enfermagem', S.AguardandoAvaliacaoEnfermagem],
  ])(
    'the attendance queue: in %s, the queue page and not the term nor the declaration',
    async (_, situacao) => {
      const proposta = await propostaEm(situacao);
      const link = await reenviar(proposta, 'fila');
      const { token, etapa, call } = await abrirComoProponente(proposta, link);
      expect(etapa).toBe('atendimento');
      const fila = await call('POST', `/api/proponenteDmz/${token}/atendimento`);
      expect(fila.statusCode, fila.body).toBe(200);
      expect(fila.json().data).toMatchObject({ naFila: true });
      expect((await call('GET', `/api/proponenteDmz/${token}/declaracaoSaude`)).statusCode).toBe(
        401,
      );
      expect(
        (await call('GET', `/api/proponenteDmz/${token}/registrarIntencaoCompra`)).statusCode,
      ).toBe(401);
    },
  );

  it('the in-app health evaluation: in Aguardando declaração de saúde, the open declaration', async () => {
    const proposta = await propostaEm(S.AguardandoDeclaracaoSaude);
    const link = await reenviar(proposta, 'avaliacao');
    const { token, etapa, call } = await abrirComoProponente(proposta, link);
    expect(etapa).toBe('declaracao');
    const declaracao = await call('GET', `/api/proponenteDmz/${token}/declaracaoSaude`);
    expect(declaracao.statusCode, declaracao.body).toBe(200);
    expect(declaracao.json().data).toMatchObject({ aberta: true });
    expect(declaracao.json().data.perguntas.length).toBeGreaterThan(0);
    expect((await call('POST', `/api/proponenteDmz/${token}/atendimento`)).statusCode).toBe(401);
  });

  it("the contract signature: in Aguardando assinaturas, this applicant's page of the e-signature service", async () => {
    const proposta = await propostaEm(S.ValidacaoConcluida);
    const enviar = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/enviarParaAssinatura`,
      { versao: proposta.versao },
    );
    expect(enviar.statusCode, enviar.body).toBe(200);
    await t.app.outboxWorker.runOnce();
    const link = await reenviar(proposta, 'assinatura');
    expect(link.startsWith(`${signature.url}/assinar/`), link).toBe(true);
    const pagina = await fetch(link);
    expect(pagina.status).toBe(200);
    const html = await pagina.text();
    expect(html).toContain('<h1>Assinatura do contrato</h1>');
    expect(html).toContain(`Olá, ${proposta.nome}.`);
  });
});

describe("a dependant's proposal: the family's term and contract belong to the holder", () => {
  /** A holder and a dependant with contacts of her own, both in this status. */
  async function familiaEm(situacao: number) {
    const titular = await propostaEm(situacao);
    const dependente = await propostaEm(situacao);
    await t.db
      .update(propostasAdesao)
      .set({
        propostaTitularId: titular.id,
        numeroContrato: titular.numeroContrato,
        grauParentescoId: 3,
      })
      .where(eq(propostasAdesao.id, dependente.id));
    return { titular, dependente };
  }

  it('offers the dependant her own queue and declaration, never the term nor the signature', () => {
    const tipos = (situacao: number) =>
      linksReenviaveis(situacao, { dependente: true }).map((link) => link.tipo);
    expect(tipos(S.AguardandoAprovacaoTermo)).toEqual([]);
    expect(tipos(S.AguardandoDeclaracaoSaude)).toEqual(['fila', 'avaliacao']);
    expect(tipos(S.AguardandoAvaliacaoEnfermagem)).toEqual(['fila']);
    expect(tipos(S.AguardandoAssinaturas)).toEqual([]);
  });

  it("refuses the term on the dependant's proposal: only the holder accepts the family's term", async () => {
    const { dependente } = await familiaEm(S.AguardandoAprovacaoTermo);
    for (const url of [
      `/api/adesao/${dependente.id}/reenviar/termo/email`,
      `/api/adesao/${dependente.id}/links/termo/copiar`,
    ]) {
      const res = await as('concessionaria').post(url, {});
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().messages).toEqual([
        'O termo de intenção de compra é da família e vai ao titular: reenvie-o na proposta do titular.',
      ]);
    }
  });

  it("never sends the holder's signing link to the dependant's contact", async () => {
    const { titular, dependente } = await familiaEm(S.ValidacaoConcluida);
    const enviar = await as('gestorcomercial').post(
      `/api/adesao/${titular.id}/enviarParaAssinatura`,
      { versao: titular.versao },
    );
    expect(enviar.statusCode, enviar.body).toBe(200);
    await t.app.outboxWorker.runOnce();
    await t.db
      .update(propostasAdesao)
      .set({ situacaoPropostaAdesaoId: S.AguardandoAssinaturas })
      .where(eq(propostasAdesao.id, dependente.id));
    for (const url of [
      `/api/adesao/${dependente.id}/reenviar/assinatura/email`,
      `/api/adesao/${dependente.id}/links/assinatura/copiar`,
    ]) {
      const res = await as('gestorcomercial').post(url, {});
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().messages).toEqual([
        'O contrato da família é assinado pelo titular: reenvie o link de assinatura na proposta do titular.',
      ]);
    }
    // The holder's own resend is her signer link.
    const link = await reenviar(titular, 'assinatura');
    expect(link.startsWith(`${signature.url}/assinar/`), link).toBe(true);
  });

  it("sends a dependant without a contact of her own her links at the holder's contacts", async () => {
    const { titular, dependente } = await familiaEm(S.AguardandoDeclaracaoSaude);
    await t.db
      .update(propostasAdesao)
      .set({ email: null })
      .where(eq(propostasAdesao.id, dependente.id));
    await t.db
      .delete(propostaAdesaoContatos)
      .where(eq(propostaAdesaoContatos.propostaAdesaoId, dependente.id));
    const res = await as('concessionaria').post(
      `/api/adesao/${dependente.id}/reenviar/avaliacao/email`,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    // The holder's inbox gets the dependant's own declaration: her CPF opens it (the code goes
    // to the same family contact).
    const link = linkDa((await ultimaMensagem(titular.email)).texto);
    const { etapa } = await abrirComoProponente(
      { cpf: dependente.cpf, email: titular.email },
      link,
    );
    expect(etapa).toBe('declaracao');

    const [telefoneDoTitular] = await t.db
      .select({ telefone: propostaAdesaoContatos.telefone })
      .from(propostaAdesaoContatos)
      .where(eq(propostaAdesaoContatos.propostaAdesaoId, titular.id));
    const sms = await as('concessionaria').post(`/api/adesao/${dependente.id}/reenviar/fila/sms`, {
      destino: telefoneDoTitular.telefone,
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const outro = await as('concessionaria').post(
      `/api/adesao/${dependente.id}/reenviar/fila/sms`,
      {
        destino: '27999990000',
      },
    );
    expect(outro.statusCode).toBe(400);
  });

  it("never sends a dependant with a contact of her own to the holder's", async () => {
    const { titular, dependente } = await familiaEm(S.AguardandoDeclaracaoSaude);
    const res = await as('concessionaria').post(
      `/api/adesao/${dependente.id}/reenviar/avaliacao/email`,
      { destino: titular.email },
    );
    expect(res.statusCode).toBe(400);
  });

  it('sends the dependant her own declaration when she has a contact of her own', async () => {
    const { dependente } = await familiaEm(S.AguardandoDeclaracaoSaude);
    const link = await reenviar(dependente, 'avaliacao');
    const { etapa } = await abrirComoProponente(dependente, link);
    expect(etapa).toBe('declaracao');
  });
});

describe('where a link makes no sense, no button and a 409 in Portuguese', () => {
  const semSentido = [null, ...ALL_SITUACAO_IDS].flatMap((situacao) =>
    TIPOS.filter((tipo) => !linksReenviaveis(situacao).some((l) => l.tipo === tipo)).map(
      (tipo) =>
        [situacao === null ? 'Rascunho' : getStatusInfo(situacao).label, tipo, situacao] as const,
    ),
  );

  it('every status has its table entry: the screen offers exactly the links the server sends', () => {
    // 15 statuses and the draft × 4 links, minus the five offered pairs above.
    expect(semSentido).toHaveLength(16 * 4 - 5);
  });

  it.each(semSentido)('%s: %s is refused', async (label, tipo, situacao) => {
    const proposta = await propostaEm(situacao);
    const res = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/reenviar/${tipo}/email`,
      {},
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().messages[0]).toMatch(
      new RegExp(`^Reenvio não permitido na situação atual da proposta \\(${label}\\)\\.`),
    );
    const copia = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/links/${tipo}/copiar`,
    );
    expect(copia.statusCode).toBe(409);
  });
});
