import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ptBR from '../../i18n/pt-BR';
import { apiClient } from '../fixtures/propostas';
import { startCepSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { markCatalogueTexts } from '../helpers/catalogue-markers';

/**
 * The answers every module shares come from the pt-BR catalogue (issue 42): the error
 * handler's fallbacks for schema errors and the framework's refusals (servidor.http), an unknown
 * API address, and the generic CRUD's notices and refusals (servidor.crud); and the CEP
 * look-up's 'CEP não encontrado'.
 */
const H = ptBR.servidor.http;
const C = ptBR.servidor.crud;

describe('the shared answers come from the catalogue', () => {
  let t: TestApp;
  let cep: RunningSandbox;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    cep = await startCepSandbox();
    t = await createTestApp({
      seed: true,
      env: { CEP_URL_TEMPLATE: `${cep.url}/ws/{cep}/json/` },
    });
    as = apiClient(t);
  });
  afterAll(async () => {
    await t?.close();
    await cep?.close();
  });

  const mark = markCatalogueTexts();

  it('keeps the pt-BR words of the shared answers', async () => {
    const semLogin = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/esqueci-minha-senha',
      payload: {},
    });
    expect(semLogin.statusCode).toBe(400);
    expect(semLogin.json().messages).toEqual(['Campo obrigatório: login']);
    const desconhecido = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(desconhecido.json().messages).toEqual(['Recurso não encontrado.']);
    expect((await as('admin').get('/api/cep/99999999')).json().messages).toEqual([
      'CEP não encontrado',
    ]);
  });

  it('writes the schema errors ajv reports with servidor.http', async () => {
    mark(H, 'campoObrigatorio', 'MARCA obrigatório %{campo}');
    mark(H, 'campoExcedeuLimite', 'MARCA %{campo} passou de %{limite}');
    mark(H, 'tipoInvalido', 'MARCA tipo %{campo}');
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/usuario/esqueci-minha-senha', payload });
    expect((await post({})).json().messages).toEqual(['MARCA obrigatório login']);
    expect((await post({ login: 'x'.repeat(121) })).json().messages).toEqual([
      'MARCA login passou de 120',
    ]);
    expect((await post({ login: { a: 1 } })).json().messages).toEqual(['MARCA tipo login']);
  });

  it('refuses a body it cannot read and an unknown address with servidor.http', async () => {
    mark(H, 'requisicaoInvalida', 'MARCA requisição');
    mark(H, 'recursoNaoEncontrado', 'MARCA recurso');
    const ruim = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/esqueci-minha-senha',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().messages).toEqual(['MARCA requisição']);
    const desconhecido = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json().messages).toEqual(['MARCA recurso']);
  });

  it('answers a NUL character with servidor.http.caractereInvalido', async () => {
    mark(H, 'caractereInvalido', 'MARCA NUL');
    const res = await as('admin').get(
      `/api/planos-saude?filter=${encodeURIComponent('{"q":"a\\u0000"}')}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['MARCA NUL']);
  });

  it('answers the generic CRUD’s notices and refusals with servidor.crud', async () => {
    const gc = as('gestorcomercial');
    mark(C, 'cadastradoComSucesso', 'MARCA cadastrado: %{singular}');
    mark(C, 'alteradoComSucesso', 'MARCA alterado');
    mark(C, 'registroRemovido', 'MARCA removido');
    mark(C, 'registroDesativado', 'MARCA desativado');
    mark(C, 'versaoObrigatoria', 'MARCA versão');
    mark(C, 'naoEncontrado', 'MARCA não encontrado: %{singular}');
    mark(C, 'campoJaCadastrado', 'MARCA repetido: %{campo}');
    mark(C, 'consultaInvalida', 'MARCA consulta');
    const plano = { nome: 'Plano Marca', registroAns: '499.200/26-1' };
    const criado = await gc.post('/api/planos-saude', plano);
    expect(criado.statusCode, criado.body).toBe(200);
    expect(criado.json().messages).toEqual([expect.stringMatching(/^MARCA cadastrado: \S/)]);
    const { id, versao } = criado.json().data;
    const repetido = await gc.post('/api/planos-saude', plano);
    expect(Object.values(repetido.json().errors ?? {})).toContainEqual(
      expect.stringMatching(/^MARCA repetido: /),
    );
    const semVersao = await gc.put(`/api/planos-saude/${id}`, { ...plano });
    expect(semVersao.json().messages).toEqual(['MARCA versão']);
    const alterado = await gc.put(`/api/planos-saude/${id}`, { ...plano, versao });
    expect(alterado.json().messages).toEqual(['MARCA alterado']);
    const removido = await gc.delete(`/api/planos-saude/${id}`);
    expect(removido.json().messages).toEqual([
      expect.stringMatching(/^MARCA (removido|desativado)$/),
    ]);
    const nenhum = await gc.get('/api/planos-saude/2000000000');
    expect(nenhum.statusCode).toBe(404);
    expect(nenhum.json().messages).toEqual([expect.stringMatching(/^MARCA não encontrado: \S/)]);
    const consulta = await gc.get('/api/planos-saude?range=nada');
    expect(consulta.json().messages).toEqual(['MARCA consulta']);
  });

  it('answers an unknown CEP with servidor.cep.cepNaoEncontrado', async () => {
    mark(ptBR.servidor.cep, 'cepNaoEncontrado', 'MARCA CEP');
    const res = await as('admin').get('/api/cep/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().messages).toEqual(['MARCA CEP']);
  });
});
