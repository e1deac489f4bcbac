import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { propostasAdesao } from '../../server/db/schema';
import { OutsideCallError } from '../../server/integrations/outside-call';
import { createReceitaClient } from '../../server/integrations/receita/receita-client';
import { SITUACAO } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { eventually, startReceitaSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mensagens, novoCpf } from './outbox-fixtures';

/**
 * The Receita Federal check (issue 39, item 8): the adapter against the sandbox over HTTP, the
 * check queued at submission and delivered by the outbox, the divergences stored and shown, the
 * route's permission, and a service that is down.
 */
const TOPICO = 'receita.consultar-cpf';
// Fixed divergent CPFs of the sandbox (server/integrations/receita/sandbox-cadastro.ts).
const CPF_NOME_DIFERENTE = '11144477735';
const CPF_SUSPENSO = '33366699957';
const CPF_FALECIDO = '55588811194';
const CPF_INEXISTENTE = '66699922203';

let receita: RunningSandbox;
let t: TestApp;
let as: ReturnType<typeof apiClient>;

beforeAll(async () => {
  receita = await startReceitaSandbox();
  t = await createTestApp({
    seed: true,
    env: { RECEITA_URL: receita.url, OUTBOX_RETRY_BASE_MS: '10', OUTBOX_MAX_ATTEMPTS: '3' },
  });
  as = apiClient(t);
});

afterAll(async () => {
  await t?.close();
  await receita?.close();
});

beforeEach(async () => {
  await receita.control('POST', '/reiniciar');
});

const reload = async (id: number) =>
  (await t.db.select().from(propostasAdesao).where(eq(propostasAdesao.id, id)))[0];

/** Runs the worker (off in tests) until `check` holds. */
const deliverUntil = <T>(check: () => Promise<T | null | undefined | false>, what: string) =>
  eventually(
    async () => {
      await t.app.outboxWorker.runOnce();
      return check();
    },
    { what },
  );

describe('the Receita Federal adapter against the sandbox', () => {
  const client = () => createReceitaClient(receita.url, 2000);

  it('answers the registry data; names compare without accents or case', async () => {
    const cpf = novoCpf();
    const cadastro = await client().consultarCpf({
      cpf,
      nome: 'Conceição Araújo',
      dataNascimento: '1955-03-14',
    });
    expect(cadastro).toEqual({
      encontrado: true,
      nome: 'CONCEICAO ARAUJO',
      dataNascimento: '1955-03-14',
      situacao: 'Regular',
    });
    // The personal data travel in the body, never in the path.
    const [call] = (await receita.calls()).chamadas;
    expect(call.path).toBe('/v1/cpf/consulta');
  });

  it('maps the fixed divergent CPFs, the status labels and a CPF not in the registry', async () => {
    const declarado = { nome: 'Ana Lima', dataNascimento: '1970-01-01' };
    expect(await client().consultarCpf({ cpf: CPF_FALECIDO, ...declarado })).toEqual({
      encontrado: true,
      nome: 'JOSE CARLOS PEREIRA',
      dataNascimento: '1958-11-30',
      situacao: 'Titular falecido',
    });
    expect(await client().consultarCpf({ cpf: CPF_INEXISTENTE, ...declarado })).toMatchObject({
      encontrado: false,
      situacao: 'CPF não encontrado',
    });
  });

  it('sorts failures: 400 will never work, 5xx and no connection are tried again later', async () => {
    const declarado = { nome: 'Ana Lima', dataNascimento: '1970-01-01' };
    const refused = await client()
      .consultarCpf({ cpf: '12345678900', ...declarado })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OutsideCallError);
    expect(refused).toMatchObject({ retryable: false, status: 400 });

    await receita.failNext(1, { status: 503 });
    const down = await client()
      .consultarCpf({ cpf: novoCpf(), ...declarado })
      .catch((e: unknown) => e);
    expect(down).toMatchObject({ retryable: true, message: 'Receita Federal respondeu HTTP 503' });
    // No name, CPF or birth date in an error text (it reaches logs and the outbox screen).
    expect(String((down as Error).message)).not.toMatch(/Ana|1970/);

    const closed = await createReceitaClient('http://127.0.0.1:9', 500)
      .consultarCpf({ cpf: novoCpf(), ...declarado })
      .catch((e: unknown) => e);
    expect(closed).toMatchObject({ retryable: true });
  });
});

describe('the check of a proposal', () => {
  it('is queued when the draft is sent, without holding the submission, and stores the divergences', async () => {
    const draft = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: null,
      cpf: CPF_NOME_DIFERENTE,
      nome: 'Joana Prado Teixeira',
      dataNascimento: '1960-05-20',
    });
    expect((await reload(draft.id)).rfConsultaEstado).toBeNull();
    const sent = await as('concessionaria').post(`/api/adesao/${draft.id}/submeter`, {
      versao: 1,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await reload(draft.id)).rfConsultaEstado).toBe('pendente');
    const queued = (await mensagens(t.db, TOPICO)).filter((m) => m.propostaId === draft.id);
    expect(queued).toHaveLength(1);
    expect(queued[0].payload).toEqual({ propostaId: draft.id });

    const checked = await deliverUntil(async () => {
      const row = await reload(draft.id);
      return row.rfConsultaEstado === 'concluida' && row;
    }, 'consulta à Receita');
    expect(checked.divergenciasRf).toEqual([
      {
        campo: 'nome',
        valorDeclarado: 'Joana Prado Teixeira',
        valorReceita: 'MARIA APARECIDA DOS SANTOS',
      },
    ]);
    expect(checked.rfSituacaoCadastral).toBe('Regular');
    expect(checked.rfConsultadaEm).toBeInstanceOf(Date);

    const detail = await as('gestorcomercial').get(`/api/adesao/${draft.id}`);
    expect(detail.json().data).toMatchObject({
      possuiDivergenciasRF: true,
      receitaFederal: {
        estado: 'concluida',
        situacaoCadastral: 'Regular',
        divergencias: [{ campo: 'nome', descricao: 'Nome diverge do cadastro da Receita Federal' }],
      },
    });
    const route = await as('gestorcomercial').get(`/api/adesao/${draft.id}/obterDivergenciasRF`);
    expect(route.json().data).toEqual([
      {
        campo: 'nome',
        descricao: 'Nome diverge do cadastro da Receita Federal',
        valorDeclarado: 'Joana Prado Teixeira',
        valorReceita: 'MARIA APARECIDA DOS SANTOS',
      },
    ]);
  });

  it("'Consultar novamente' rechecks the data as they are now, once however many clicks", async () => {
    const proposta = await buildProposta(t.db, {
      cpf: CPF_SUSPENSO,
      nome: 'Rui Barros',
      dataNascimento: '1970-02-03',
      divergenciasRf: [{ campo: 'nome', valorDeclarado: 'Rui Barros', valorReceita: 'RUI BAROS' }],
      rfConsultaEstado: 'concluida',
    });
    const first = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/consultarReceitaFederal`,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      data: { estado: 'pendente' },
      messages: [
        'Consulta à Receita Federal solicitada. O resultado aparece nesta tela assim que o serviço responder.',
      ],
    });
    const second = await as('concessionaria').post(
      `/api/adesao/${proposta.id}/consultarReceitaFederal`,
    );
    expect(second.json().messages).toEqual(['A consulta à Receita Federal já está em andamento.']);
    expect(
      (await mensagens(t.db, TOPICO)).filter((m) => m.propostaId === proposta.id),
    ).toHaveLength(1);

    const checked = await deliverUntil(async () => {
      const row = await reload(proposta.id);
      return row.rfConsultaEstado === 'concluida' && row;
    }, 'nova consulta');
    expect(checked.divergenciasRf).toEqual([
      { campo: 'situacaoCadastral', valorDeclarado: '', valorReceita: 'Suspensa' },
    ]);
    expect(checked.rfSituacaoCadastral).toBe('Suspensa');
  });

  it('is refused to roles that may not ask it, on drafts and on unknown proposals', async () => {
    const proposta = await buildProposta(t.db, {});
    for (const username of ['enfermeiro', 'operadorcallcenter', 'supervisor']) {
      const res = await as(username).post(`/api/adesao/${proposta.id}/consultarReceitaFederal`);
      expect(res.statusCode, username).toBe(403);
    }
    // Everyone who opens the proposal reads the result.
    expect(
      (await as('supervisor').get(`/api/adesao/${proposta.id}/obterDivergenciasRF`)).statusCode,
    ).toBe(200);

    const draft = await buildProposta(t.db, { situacaoPropostaAdesaoId: null });
    const res = await as('gestorcomercial').post(`/api/adesao/${draft.id}/consultarReceitaFederal`);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual([
      'A consulta à Receita Federal é feita quando a proposta é enviada.',
    ]);
    expect(
      (await as('gestorcomercial').post('/api/adesao/999999/consultarReceitaFederal')).statusCode,
    ).toBe(404);
  });

  it('stays pending while the service is down, says so, and fails visibly after the last try', async () => {
    const proposta = await buildProposta(t.db, {
      cpf: novoCpf(),
      situacaoPropostaAdesaoId: SITUACAO.NovaEntrada,
    });
    await receita.failNext(10, { status: 503, chamada: 'POST /v1/cpf/consulta' });
    await as('gestorcomercial').post(`/api/adesao/${proposta.id}/consultarReceitaFederal`);

    await t.app.outboxWorker.runOnce();
    const [message] = (await mensagens(t.db, TOPICO)).filter((m) => m.propostaId === proposta.id);
    expect(message.lastError).toBe('Receita Federal respondeu HTTP 503');
    const detail = await as('gestorcomercial').get(`/api/adesao/${proposta.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.receitaFederal).toMatchObject({
      estado: 'pendente',
      divergencias: [],
    });

    // OUTBOX_MAX_ATTEMPTS=3: the message becomes a dead letter and the card says the check failed.
    await deliverUntil(
      async () => (await reload(proposta.id)).rfConsultaEstado === 'falhou',
      'consulta marcada como falha',
    );
    // Back up: 'Consultar novamente' queues it again and it completes.
    await receita.control('POST', '/reiniciar');
    await as('gestorcomercial').post(`/api/adesao/${proposta.id}/consultarReceitaFederal`);
    const done = await deliverUntil(async () => {
      const row = await reload(proposta.id);
      return row.rfConsultaEstado === 'concluida' && row;
    }, 'consulta após a volta do serviço');
    expect(done.divergenciasRf).toEqual([]);
  });

  it('is marked not configured, without failing, when the installation has no RECEITA_URL', async () => {
    const semReceita = await createTestApp({ seed: true });
    try {
      const proposta = await buildProposta(semReceita.db, {});
      const res = await apiClient(semReceita)('gestorcomercial').post(
        `/api/adesao/${proposta.id}/consultarReceitaFederal`,
      );
      expect(res.statusCode).toBe(200);
      await semReceita.app.outboxWorker.runOnce();
      const [row] = await semReceita.db
        .select()
        .from(propostasAdesao)
        .where(eq(propostasAdesao.id, proposta.id));
      expect(row.rfConsultaEstado).toBe('nao_configurada');
    } finally {
      await semReceita.close();
    }
  });
});
