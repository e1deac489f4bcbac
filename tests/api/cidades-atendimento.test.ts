import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPO_ATENDIMENTO } from '../../src/domain';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

const BASE = '/api/cidades-atendimento';

/**
 * The cities of in-person nursing evaluations as a declared resource (issue 39): kept by the
 * health manager and the administrator, validated with the form's messages, and offered to the
 * agenda's periods and to booking exactly while active.
 */
describe('cidades de atendimento', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  let enfermeiraId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    const created = await as('admin').post('/api/enfermeiros', {
      username: 'lia.cidades',
      firstName: 'Lia',
      lastName: 'Prado',
      email: 'lia.cidades@example.com',
    });
    expect(created.statusCode, created.body).toBe(200);
    enfermeiraId = created.json().data.id;
  });
  afterAll(() => t.close());

  const gestor = () => as('gestorsaude');
  const cidadesDaAgenda = async () =>
    (await gestor().get('/api/agenda-enfermagem/cidades')).json().data as { nome: string }[];

  it('is kept by the health manager and the administrator only', async () => {
    for (const username of ['operadorcallcenter', 'enfermeiro', 'gestorcomercial', 'supervisor']) {
      const api = as(username);
      expect((await api.get(BASE)).statusCode, username).toBe(403);
      const post = await api.post(BASE, { codigoUnidade: 1, nome: 'Serra', uf: 'ES' });
      expect(post.statusCode, username).toBe(403);
    }
    const admin = await as('admin').post(BASE, { codigoUnidade: 1, nome: 'Serra', uf: 'ES' });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().data).toMatchObject({ nome: 'Serra', uf: 'ES', ativo: true, versao: 1 });
    const list = await gestor().get(`${BASE}?filter=${encodeURIComponent('{"q":"Serr"}')}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { nome: string }) => c.nome)).toEqual(['Serra']);
  });

  it('refuses a missing name, an unknown unit or state and a repeated city of one unit', async () => {
    const vazio = await gestor().post(BASE, { codigoUnidade: 1, nome: '', uf: 'ES' });
    expect(vazio.statusCode).toBe(400);
    expect(Object.keys(vazio.json().errors)).toEqual(['nome']);
    const invalidos = await gestor().post(BASE, { codigoUnidade: 999, nome: 'Lugar', uf: 'XX' });
    expect(invalidos.statusCode).toBe(400);
    expect(Object.keys(invalidos.json().errors).sort()).toEqual(['codigoUnidade', 'uf']);
    const longo = await gestor().post(BASE, { codigoUnidade: 1, nome: 'A'.repeat(81), uf: 'ES' });
    expect(longo.statusCode).toBe(400);
    const repetida = await gestor().post(BASE, { codigoUnidade: 1, nome: 'Serra', uf: 'ES' });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().messages).toEqual(['Registro já cadastrado.']);
    // The same name in another unit is another place to be seen.
    const outra = await gestor().post(BASE, { codigoUnidade: 2, nome: 'Serra', uf: 'MG' });
    expect(outra.statusCode, outra.body).toBe(200);
  });

  it('offers an active city to the agenda and to booking, and a deactivated one to neither', async () => {
    const criada = await gestor().post(BASE, { codigoUnidade: 1, nome: 'Cariacica', uf: 'ES' });
    expect(criada.statusCode, criada.body).toBe(200);
    const { id } = criada.json().data;
    expect((await cidadesDaAgenda()).map((c) => c.nome)).toContain('Cariacica');
    const daUnidade = await as('operadorcallcenter').get('/api/agendamento/obterCidades/1');
    expect(daUnidade.json().data.map((c: { nome: string }) => c.nome)).toContain('Cariacica');

    const periodo = await gestor().post(
      `/api/agenda-enfermagem/enfermeiros/${enfermeiraId}/horarios`,
      {
        diaSemana: 2,
        tipoAtendimento: TIPO_ATENDIMENTO.PRESENCIAL,
        cidadeId: id,
        horaInicio: '08:00',
        horaFim: '10:00',
      },
    );
    expect(periodo.statusCode, periodo.body).toBe(200);

    const desativada = await gestor().delete(`${BASE}/${id}`);
    expect(desativada.statusCode, desativada.body).toBe(200);
    expect((await cidadesDaAgenda()).map((c) => c.nome)).not.toContain('Cariacica');
    const depois = await gestor().post(
      `/api/agenda-enfermagem/enfermeiros/${enfermeiraId}/horarios`,
      {
        diaSemana: 3,
        tipoAtendimento: TIPO_ATENDIMENTO.PRESENCIAL,
        cidadeId: id,
        horaInicio: '08:00',
        horaFim: '10:00',
      },
    );
    expect(depois.statusCode).toBe(400);
    expect(depois.json().errors).toHaveProperty('cidadeId');
    // The period made while it was active stays (and names its city).
    const agenda = await gestor().get(`/api/agenda-enfermagem/enfermeiros/${enfermeiraId}`);
    expect(agenda.json().data.horarios).toMatchObject([{ cidade: 'Cariacica' }]);
  });
});
