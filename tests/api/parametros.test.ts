import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readParametro } from '../../server/modules/parametros/service';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let as: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
});
afterAll(async () => t.close());

describe('parâmetros', () => {
  it('lists every parameter with its default while no one changed it', async () => {
    const res = await as('gestorcomercial').get('/api/parametros');
    expect(res.statusCode).toBe(200);
    const lembrete = res
      .json()
      .data.find((p: { chave: string }) => p.chave === 'agendamento.lembreteHoras');
    expect(lembrete).toMatchObject({ valor: 24, padrao: 24, versao: 0, unidade: 'horas' });
  });

  it('changes a value within bounds, with versao and history, and the server reads it', async () => {
    const gc = as('gestorcomercial');
    const url = '/api/parametros/agendamento.lembreteHoras';
    const low = await gc.put(url, { valor: 0, versao: 0 });
    expect(low.statusCode).toBe(400);
    expect(low.json().messages).toEqual(['Informe um valor entre 1 e 168']);
    const text = await gc.put(url, { valor: '12', versao: 0 });
    expect(text.json().messages).toEqual(['Informe um número inteiro']);

    const first = await gc.put(url, { valor: 12, versao: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { valor: 12, versao: 1 },
      messages: ['Parâmetro alterado com sucesso!'],
    });
    expect(await readParametro(t.db, 'agendamento.lembreteHoras')).toBe(12);
    const stale = await gc.put(url, { valor: 48, versao: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await gc.put(url, { valor: 48, versao: 1 })).json().data.versao).toBe(2);

    const history = (await gc.get('/api/parametros/historico')).json().data;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ chave: 'agendamento.lembreteHoras', de: 12, para: 48 }),
      expect.objectContaining({
        label: 'Antecedência do lembrete de agendamento',
        de: 24,
        para: 12,
      }),
    ]);
    expect((await gc.put('/api/parametros/nao.existe', { valor: 1, versao: 0 })).statusCode).toBe(
      404,
    );
  });

  it('is the commercial manager’s only', async () => {
    for (const user of ['admin', 'supervisor', 'concessionaria']) {
      expect((await as(user).get('/api/parametros')).statusCode).toBe(403);
      expect(
        (await as(user).put('/api/parametros/lista.periodoPadraoDias', { valor: 30, versao: 0 }))
          .statusCode,
      ).toBe(403);
    }
  });
});
