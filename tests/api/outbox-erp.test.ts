import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { integracoesErpPropostas } from '../../server/db/schema';
import {
  ERP_PRIMEIRA_CONSULTA_MS,
  esperaAteConsultar,
} from '../../server/modules/integracoes/erp/handlers';
import { loginAs } from '../helpers/auth';
import { eventually, startErpSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { criarFamilia, historico, mensagens, proposta, SITUACAO } from './outbox-fixtures';

let t: TestApp;
let erp: RunningSandbox;
let gestor: Record<string, string>;

beforeAll(async () => {
  erp = await startErpSandbox();
  t = await createTestApp({
    seed: true,
    env: { ERP_URL: erp.url, ERP_POLL_MS: '10', OUTBOX_RETRY_BASE_MS: '10' },
  });
  gestor = await loginAs(t, 'gestorcomercial');
});

afterAll(async () => {
  await t?.close();
  await erp?.close();
});

beforeEach(async () => {
  await erp.control('POST', '/reiniciar');
});

async function solicitarIntegracao(id: number) {
  const { versao } = await proposta(t.db, id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/adesao/${id}/solicitarIntegracaoERP`,
    headers: gestor,
    payload: { versao },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Runs the worker until `check` holds (the in-process worker is off in tests). */
function deliverUntil<T>(check: () => Promise<T | null | undefined | false>, what: string) {
  return eventually(
    async () => {
      await t.app.outboxWorker.runOnce();
      return check();
    },
    { what },
  );
}

describe('ERP integration through the outbox', () => {
  it('integrates a concluded proposal end to end: request, ERP sandbox, answer, status and history', async () => {
    const { titular, dependentes } = await criarFamilia(t.db, {
      situacao: SITUACAO.Concluida,
      dependentes: 1,
    });
    await solicitarIntegracao(titular.id);

    // The request and its outbox message were committed together.
    expect((await proposta(t.db, titular.id)).situacaoPropostaAdesaoId).toBe(
      SITUACAO.SolicitadaIntegracaoComERP,
    );
    const [queued] = await mensagens(t.db, 'erp.integrar-proposta');
    expect(queued).toMatchObject({ status: 'pending', propostaId: titular.id });

    const integrada = await deliverUntil(async () => {
      const row = await proposta(t.db, titular.id);
      return row.situacaoPropostaAdesaoId === SITUACAO.IntegradoERP && row;
    }, 'integração no ERP');

    expect(integrada.matriculaErp).toMatch(/^M\d{9}$/);
    const entries = await historico(t.db, titular.id);
    expect(entries.map((e) => e.chave)).toEqual(['solicitar-integracao', 'registrar-integracao']);
    expect(entries[1]).toMatchObject({
      autor: 'Integração ERP',
      situacaoAnteriorId: SITUACAO.SolicitadaIntegracaoComERP,
      situacaoNovaId: SITUACAO.IntegradoERP,
    });

    // The ERP received the whole family contract with a complement, and no health data.
    const received = await erp.control<{ numeroContrato: number; situacao: string }[]>(
      'GET',
      '/integracoes',
    );
    expect(received).toEqual([
      expect.objectContaining({ numeroContrato: titular.numeroContrato, situacao: 'integrada' }),
    ]);
    const [integracao] = await t.db
      .select()
      .from(integracoesErpPropostas)
      .where(eq(integracoesErpPropostas.propostaAdesaoId, titular.id));
    expect(integracao).toMatchObject({
      situacao: 'integrada',
      numeroContrato: titular.numeroContrato,
    });
    expect(integracao.complemento).toMatchObject({ tipoVenda: 2, codMotivoNaoComissionar: 1 });
    expect(dependentes).toHaveLength(1);
    const sent = (await erp.calls()).chamadas.filter((c) => c.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0].idempotencyKey).toBe(queued.idempotencyKey);

    const delivered = await mensagens(t.db);
    expect(delivered.map((m) => [m.topic, m.status])).toEqual([
      ['erp.integrar-proposta', 'delivered'],
      ['erp.consultar-integracao', 'delivered'],
    ]);
  });

  it('an ERP that fails twice and then answers yields exactly one integration', async () => {
    const { titular } = await criarFamilia(t.db, { situacao: SITUACAO.Concluida });
    await solicitarIntegracao(titular.id);
    await erp.failNext(2, { chamada: 'POST /propostas' });

    await deliverUntil(async () => {
      const row = await proposta(t.db, titular.id);
      return row.situacaoPropostaAdesaoId === SITUACAO.IntegradoERP;
    }, 'integração após duas falhas');

    const calls = await erp.calls();
    const posts = calls.chamadas.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(3);
    expect(posts.filter((c) => c.injectedFailure)).toHaveLength(2);
    expect(new Set(posts.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(await erp.control<unknown[]>('GET', '/integracoes')).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(integracoesErpPropostas)
      .where(eq(integracoesErpPropostas.propostaAdesaoId, titular.id));
    expect(rows).toHaveLength(1);
    const [message] = (await mensagens(t.db, 'erp.integrar-proposta')).filter(
      (m) => m.propostaId === titular.id,
    );
    expect(message).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    const entries = await historico(t.db, titular.id);
    expect(entries.filter((e) => e.chave === 'registrar-integracao')).toHaveLength(1);
  });

  it('an answer with pendencies moves the proposal to IntegradoPendencias and records them', async () => {
    const { titular } = await criarFamilia(t.db, { situacao: SITUACAO.Concluida });
    await erp.control('POST', '/respostas', {
      situacao: 'integrada_com_pendencias',
      pendencias: [{ codigo: 'DOC01', descricao: 'Comprovante de residência ilegível' }],
    });
    await solicitarIntegracao(titular.id);

    await deliverUntil(async () => {
      const row = await proposta(t.db, titular.id);
      return row.situacaoPropostaAdesaoId === SITUACAO.IntegradoPendencias;
    }, 'integração com pendências');
    const last = (await historico(t.db, titular.id)).at(-1)!;
    expect(last).toMatchObject({
      chave: 'registrar-integracao-com-pendencias',
      descricaoPendencia: 'DOC01 - Comprovante de residência ilegível',
    });
  });

  it('a refusal keeps the status and writes the reasons to the history', async () => {
    const { titular } = await criarFamilia(t.db, { situacao: SITUACAO.Concluida });
    await erp.control('POST', '/respostas', {
      situacao: 'recusada',
      motivos: [{ codigo: 'CPF02', descricao: 'CPF do titular já possui contrato ativo' }],
    });
    await solicitarIntegracao(titular.id);

    const refused = await deliverUntil(async () => {
      const entries = await historico(t.db, titular.id);
      return entries.find((e) => e.chave === 'integracao-erp-recusada');
    }, 'recusa registrada');
    expect(refused.descricaoPendencia).toBe('CPF02 - CPF do titular já possui contrato ativo');
    expect((await proposta(t.db, titular.id)).situacaoPropostaAdesaoId).toBe(
      SITUACAO.SolicitadaIntegracaoComERP,
    );
  });

  it('a dependent asking after its integrated holder gets the family answer, without a second ERP contract', async () => {
    const { titular, dependentes } = await criarFamilia(t.db, {
      situacao: SITUACAO.Concluida,
      dependentes: 1,
    });
    await solicitarIntegracao(titular.id);
    const holder = await deliverUntil(async () => {
      const row = await proposta(t.db, titular.id);
      return row.situacaoPropostaAdesaoId === SITUACAO.IntegradoERP && row;
    }, 'titular integrado');

    await solicitarIntegracao(dependentes[0].id);
    const dependent = await deliverUntil(async () => {
      const row = await proposta(t.db, dependentes[0].id);
      return row.situacaoPropostaAdesaoId === SITUACAO.IntegradoERP && row;
    }, 'dependente integrado');

    expect(dependent.matriculaErp).toBe(holder.matriculaErp);
    const posts = (await erp.calls()).chamadas.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    const holderEntries = (await historico(t.db, titular.id)).map((e) => e.chave);
    expect(holderEntries).toEqual(['solicitar-integracao', 'registrar-integracao']);
  });
});

describe('how soon the ERP is asked about an integration', () => {
  it('first after 5 s, then after the wait so far, never further apart than ERP_POLL_MS', () => {
    expect(
      [0, 3_000, 5_000, 10_000, 20_000, 40_000, 600_000].map((ms) =>
        esperaAteConsultar(ms, 30_000),
      ),
    ).toEqual([5_000, 5_000, 5_000, 10_000, 20_000, 30_000, 30_000]);
    // A poll interval shorter than the first question's (tests, a fast ERP) wins.
    expect(esperaAteConsultar(0, 10)).toBe(10);
  });

  it('with the default ERP_POLL_MS, the first question is due in seconds, not in half a minute', async () => {
    const app = await createTestApp({ seed: true, env: { ERP_URL: erp.url } });
    try {
      const headers = await loginAs(app, 'gestorcomercial');
      const { titular } = await criarFamilia(app.db, { situacao: SITUACAO.Concluida });
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/adesao/${titular.id}/solicitarIntegracaoERP`,
        headers,
        payload: { versao: (await proposta(app.db, titular.id)).versao },
      });
      expect(res.statusCode, res.body).toBe(200);
      const enviado = Date.now();
      await app.app.outboxWorker.runOnce();
      const [consulta] = await mensagens(app.db, 'erp.consultar-integracao');
      expect(consulta.propostaId).toBe(titular.id);
      const espera = consulta.nextAttemptAt.getTime() - enviado;
      expect(espera).toBeLessThanOrEqual(ERP_PRIMEIRA_CONSULTA_MS + 1_000);
      expect(espera).toBeGreaterThan(ERP_PRIMEIRA_CONSULTA_MS - 2_000);
    } finally {
      await app.close();
    }
  });
});
