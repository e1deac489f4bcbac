import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_TOPICOS } from '../../src/domain';
import { outbox } from '../../server/db/schema';
import { enqueue } from '../../server/modules/outbox/enqueue';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The worker stays off (test-app): the messages keep the status this file gives them.
let t: TestApp;
let as: ReturnType<typeof apiClient>;
let numeroContrato: number;

function readCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';' }) as string[][];
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
  const proposta = await buildProposta(t.db);
  numeroContrato = proposta.numeroContrato!;
  await t.db.transaction(async (tx) => {
    await enqueue(tx, {
      topic: 'erp.integrar-proposta',
      payload: { propostaId: proposta.id },
      idempotencyKey: `exportar:erp:${proposta.id}`,
      propostaId: proposta.id,
    });
    await enqueue(tx, {
      topic: 'comunicacao.enviar',
      payload: {},
      idempotencyKey: `exportar:comunicacao:${proposta.id}`,
    });
  });
  await t.db
    .update(outbox)
    .set({ status: 'dead', attempts: 3, lastError: 'ERP fora do ar; "503"' })
    .where(eq(outbox.idempotencyKey, `exportar:erp:${proposta.id}`));
});
afterAll(() => t.close());

describe('GET api/integracoes/mensagens/exportar', () => {
  it("writes the list's columns and the filter's messages, names for ids", async () => {
    const res = await as('gestorcomercial').get(
      '/api/integracoes/mensagens/exportar?situacao=dead&topico=erp.integrar-proposta',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="integracoes-[\d-]+\.csv"/);
    const [header, ...rows] = readCsv(res.body);
    expect(header).toEqual([
      'Nº',
      'Tipo',
      'Situação',
      'Tentativas',
      'Último erro',
      'Proposta',
      'Criada em',
      'Entregue em',
    ]);
    expect(rows).toHaveLength(1);
    const [, tipo, situacao, tentativas, erro, proposta, criada, entregue] = rows[0];
    expect([tipo, situacao, tentativas, erro, proposta]).toEqual([
      OUTBOX_TOPICOS['erp.integrar-proposta'],
      'Falha definitiva',
      '3',
      'ERP fora do ar; "503"',
      String(numeroContrato),
    ]);
    expect(criada).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(entregue).toBe('');
  });

  it('exports every message without a filter, and only to who may list them', async () => {
    const all = await as('gestorcomercial').get('/api/integracoes/mensagens/exportar');
    const total = await t.db.$count(outbox);
    expect(readCsv(all.body)).toHaveLength(total + 1);
    expect((await as('dac').get('/api/integracoes/mensagens/exportar')).statusCode).toBe(403);
    const bad = await as('gestorcomercial').get('/api/integracoes/mensagens/exportar?situacao=x');
    expect(bad.statusCode).toBe(400);
  });
});
