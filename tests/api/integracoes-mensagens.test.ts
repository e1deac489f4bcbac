import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../server/modules/outbox/enqueue';
import { loginAs } from '../helpers/auth';
import { eventually, startErpSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { criarFamilia, mensagens, proposta, SITUACAO } from './outbox-fixtures';

interface Item {
  id: number;
  topico: string;
  topicoNome: string;
  situacao: string;
  situacaoNome: string;
  tentativas: number;
  ultimoErro: string | null;
  propostaAdesaoId: number | null;
  numeroContrato: number | null;
  dataCriacao: string;
  dataProximaTentativa: string | null;
  dataEntrega: string | null;
}

let t: TestApp;
let erp: RunningSandbox;
let gestor: Record<string, string>;

beforeAll(async () => {
  erp = await startErpSandbox();
  t = await createTestApp({
    seed: true,
    env: {
      ERP_URL: erp.url,
      OUTBOX_MAX_ATTEMPTS: '3',
      OUTBOX_RETRY_BASE_MS: '10',
      ERP_POLL_MS: '10',
    },
  });
  gestor = await loginAs(t, 'gestorcomercial');
});
afterAll(async () => {
  await t?.close();
  await erp?.close();
});

function listar(query: string, headers = gestor) {
  return t.app.inject({ method: 'GET', url: `/api/integracoes/mensagens${query}`, headers });
}

/** A proposal awaiting integration with its message, as the proposals side writes them. */
async function integracaoPendente() {
  const { titular } = await criarFamilia(t.db, { situacao: SITUACAO.SolicitadaIntegracaoComERP });
  await t.db.transaction((tx) =>
    enqueue(tx, {
      topic: 'erp.integrar-proposta',
      payload: { propostaId: titular.id },
      idempotencyKey: `erp.integrar-proposta:${titular.id}:teste`,
      propostaId: titular.id,
    }),
  );
  return titular;
}

describe('api/integracoes/mensagens', () => {
  it('turns a message into a dead letter after N tries, lists it, and retries it on request', async () => {
    const titular = await integracaoPendente();
    await erp.failNext(100, { chamada: 'GET /parametros' });

    const dead = await eventually(
      async () => {
        await t.app.outboxWorker.runOnce();
        const [message] = await mensagens(t.db, 'erp.integrar-proposta');
        return message.status === 'dead' && message;
      },
      { what: 'dead letter' },
    );
    expect(dead).toMatchObject({ attempts: 3, lastError: 'ERP respondeu HTTP 503' });

    const res = await listar('?situacao=dead');
    expect(res.statusCode, res.body).toBe(200);
    const { itens, total } = res.json().data as { itens: Item[]; total: number };
    expect(total).toBe(1);
    expect(itens[0]).toMatchObject({
      id: dead.id,
      topico: 'erp.integrar-proposta',
      topicoNome: 'Integração da proposta com o ERP',
      situacao: 'dead',
      situacaoNome: 'Falha definitiva',
      tentativas: 3,
      ultimoErro: 'ERP respondeu HTTP 503',
      propostaAdesaoId: titular.id,
      numeroContrato: titular.numeroContrato,
      dataProximaTentativa: null,
      dataEntrega: null,
    });

    await erp.failNext(0);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/integracoes/mensagens/${dead.id}/reprocessar`,
      headers: gestor,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({
      success: true,
      data: {
        situacao: 'pending',
        tentativas: 0,
        propostaAdesaoId: titular.id,
        numeroContrato: titular.numeroContrato,
      },
      messages: ['Mensagem recolocada na fila de envio.'],
    });

    await eventually(
      async () => {
        await t.app.outboxWorker.runOnce();
        return (
          (await proposta(t.db, titular.id)).situacaoPropostaAdesaoId === SITUACAO.IntegradoERP
        );
      },
      { what: 'integração após o reprocessamento' },
    );

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/integracoes/mensagens/${dead.id}/reprocessar`,
      headers: gestor,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages).toEqual([
      'Somente mensagens com falha definitiva podem ser reprocessadas.',
    ]);
  });

  it('paginates newest first and filters by status and proposal', async () => {
    for (let i = 0; i < 3; i += 1) await integracaoPendente();
    const all = (await listar('')).json().data as { itens: Item[]; total: number };
    expect(all.total).toBeGreaterThanOrEqual(5);
    const ids = all.itens.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const page = (await listar('?pagina=2&pageSize=2')).json().data as { itens: Item[] };
    expect(page.itens.map((i) => i.id)).toEqual(ids.slice(2, 4));

    const pending = (await listar('?situacao=pending')).json().data as { itens: Item[] };
    expect(pending.itens.length).toBe(3);
    expect(pending.itens.every((i) => i.situacao === 'pending' && i.dataProximaTentativa)).toBe(
      true,
    );
    const one = pending.itens[0].propostaAdesaoId!;
    const byProposal = (await listar(`?propostaAdesaoId=${one}`)).json().data as { total: number };
    expect(byProposal.total).toBe(1);
  });

  it('lists a message of no proposal with neither id nor contract number', async () => {
    await t.db.transaction((tx) =>
      enqueue(tx, {
        topic: 'erp.integrar-proposta',
        payload: {},
        idempotencyKey: 'sem-proposta:teste',
      }),
    );
    const all = (await listar('?pageSize=100')).json().data as { itens: Item[] };
    const orphan = all.itens.find((i) => i.propostaAdesaoId === null);
    expect(orphan).toMatchObject({ propostaAdesaoId: null, numeroContrato: null });
    const withProposal = all.itens.filter((i) => i.propostaAdesaoId !== null);
    expect(withProposal.length).toBeGreaterThan(0);
    expect(withProposal.every((i) => Number.isInteger(i.numeroContrato))).toBe(true);
  });

  it('refuses bad filters with a pt-BR message', async () => {
    const res = await listar('?situacao=perdida');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Situação inválida.']);
    expect((await listar('?pageSize=1000')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integracoes/mensagens/999999/reprocessar',
      headers: gestor,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().messages).toEqual(['Mensagem não encontrada.']);
  });

  it('is open to GestorComercial and Admin only', async () => {
    expect((await listar('', await loginAs(t, 'admin'))).statusCode).toBe(200);
    for (const username of ['concessionaria', 'gestorcontratos', 'enfermeiro']) {
      const res = await listar('', await loginAs(t, username));
      expect(res.statusCode, username).toBe(403);
    }
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/integracoes/mensagens/1/reprocessar',
      headers: await loginAs(t, 'supervisor'),
    });
    expect(retry.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/integracoes/mensagens' })).statusCode,
    ).toBe(401);
  });
});
