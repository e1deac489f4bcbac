import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('nursing notes', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  it('lets the health roles write and read the notes, oldest first, with author and date', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const first = await as('enfermeiro').post('/api/anotacaoEnfermagem', {
      texto: 'Primeiro contato realizado.',
      PropostaAdesaoId: proposta.id,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      texto: 'Primeiro contato realizado.',
      usuario: 'Elaine Enfermeira',
      userName: 'enfermeiro',
    });
    await as('enfermeiroexterno').post('/api/anotacaoEnfermagem', {
      texto: 'Teleconsulta agendada.',
      propostaAdesaoId: proposta.id,
    });
    const list = await as('gestorsaude').get(`/api/anotacaoEnfermagem/${proposta.id}`);
    expect(list.statusCode).toBe(200);
    expect(
      list.json().data.map((n: { texto: string; usuario: string }) => [n.texto, n.usuario]),
    ).toEqual([
      ['Primeiro contato realizado.', 'Elaine Enfermeira'],
      ['Teleconsulta agendada.', 'Eduardo Enfermeiro Externo'],
    ]);
    expect(list.json().data[0].dataCriacao).toEqual(expect.any(String));
    // The answer is the list's entry: the side panel draws it without reading the list again.
    expect(list.json().data[0]).toEqual(first.json().data);
  });

  it.each(['gestorcomercial', 'concessionaria', 'operadorcallcenter', 'dac'])(
    'hides the notes from %s',
    async (username) => {
      const proposta = await buildProposta(t.db);
      expect((await as(username).get(`/api/anotacaoEnfermagem/${proposta.id}`)).statusCode).toBe(
        403,
      );
      expect(
        (
          await as(username).post('/api/anotacaoEnfermagem', {
            texto: 'Tentativa.',
            PropostaAdesaoId: proposta.id,
          })
        ).statusCode,
      ).toBe(403);
    },
  );

  it('validates the note and the proposal', async () => {
    const proposta = await buildProposta(t.db);
    const empty = await as('enfermeiro').post('/api/anotacaoEnfermagem', {
      texto: '   ',
      PropostaAdesaoId: proposta.id,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual(['A anotação não pode ficar vazia.']);
    const long = await as('enfermeiro').post('/api/anotacaoEnfermagem', {
      texto: 'a'.repeat(1001),
      PropostaAdesaoId: proposta.id,
    });
    expect(long.json().messages).toEqual(['A anotação deve ter no máximo 1000 caracteres.']);
    const noProposal = await as('enfermeiro').post('/api/anotacaoEnfermagem', {
      texto: 'Sem proposta.',
    });
    expect(noProposal.json().messages).toEqual(['Campo obrigatório: PropostaAdesaoId']);
    const missing = await as('enfermeiro').post('/api/anotacaoEnfermagem', {
      texto: 'Proposta inexistente.',
      PropostaAdesaoId: 999999,
    });
    expect(missing.statusCode).toBe(404);
  });
});
