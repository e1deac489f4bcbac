import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth';
import { startCepSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET api/cep/{cep} against a ViaCEP-like service', () => {
  let t: TestApp;
  let cep: RunningSandbox;
  let headers: Record<string, string>;

  beforeAll(async () => {
    cep = await startCepSandbox();
    t = await createTestApp({
      seed: true,
      env: { CEP_URL_TEMPLATE: `${cep.url}/ws/{cep}/json/` },
    });
    headers = await loginAs(t, 'gestorcomercialpme');
  });
  afterAll(async () => {
    await t?.close();
    await cep?.close();
  });

  const get = (value: string, h: Record<string, string> = headers) =>
    t.app.inject({ method: 'GET', url: `/api/cep/${encodeURIComponent(value)}`, headers: h });

  it('answers the address mapped from the service, masked or not', async () => {
    for (const value of ['01001000', '01001-000']) {
      const res = await get(value);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        cep: '01001000',
        logradouro: 'Praça da Sé',
        bairro: 'Sé',
        municipio: 'São Paulo',
        uf: 'SP',
      });
    }
    // The second look-up of the same CEP came from the cache.
    const lookups = (await cep.calls()).chamadas.filter((c) => c.path === '/ws/01001000/json/');
    expect(lookups).toHaveLength(1);
  });

  it('answers 404 "CEP não encontrado" for a CEP the service does not know', async () => {
    const res = await get('99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, data: null, messages: ['CEP não encontrado'] });
  });

  it('refuses a malformed CEP with the domain message, without asking the service', async () => {
    const before = (await cep.calls()).total;
    for (const value of ['1234', 'abcdefgh', '123456789']) {
      const res = await get(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().messages).toEqual(['CEP inválido']);
    }
    expect((await cep.calls()).total).toBe(before);
  });

  it('answers 503 when the service fails', async () => {
    await cep.failNext(1, { status: 500 });
    const res = await get('29010935');
    expect(res.statusCode).toBe(503);
    expect(res.json().messages).toEqual([
      'Serviço de CEP indisponível. Tente novamente mais tarde.',
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cep/01001000' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET api/cep/{cep} without CEP_URL_TEMPLATE', () => {
  it('answers 503 saying the look-up is not configured', async () => {
    const t = await createTestApp({ seed: true });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/cep/01001000',
        headers: await loginAs(t, 'gestorcomercial'),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().messages).toEqual(['Consulta de CEP não configurada.']);
    } finally {
      await t.close();
    }
  });
});
