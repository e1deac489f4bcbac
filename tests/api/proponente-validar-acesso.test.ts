import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLink, MAX_TENTATIVAS_LINK } from '../../server/modules/proponente/links';
import { buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const validar = (body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/proponenteDmz/validarAcesso', payload: body });

describe('POST /api/proponenteDmz/validarAcesso', () => {
  it('accepts the right CPF and birth date without Authorization, with no-referrer', async () => {
    const proposta = await buildProposta(t.db, { dataNascimento: '1955-07-01' });
    const { token } = await issueLink(t.db, proposta.id, 'termo');
    const res = await validar({ cpf: proposta.cpf, dataNascimento: '1955-07-01', token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.json()).toEqual({ success: true, data: null, messages: [] });
  });

  it('answers an unknown CPF, a wrong birth date and an unknown token the same way', async () => {
    const proposta = await buildProposta(t.db, { dataNascimento: '1955-07-01' });
    const { token } = await issueLink(t.db, proposta.id, 'termo');
    const answers = await Promise.all([
      validar({ cpf: '11144477735', dataNascimento: '1955-07-01', token }),
      validar({ cpf: proposta.cpf, dataNascimento: '1955-07-02', token }),
      validar({ cpf: proposta.cpf, dataNascimento: '1955-07-01', token: 'desconhecido' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, data: null, messages: ['Falha'] });
    }
  });

  it('locks the link after the maximum failed tries, even for the right data', async () => {
    const proposta = await buildProposta(t.db, { dataNascimento: '1955-07-01' });
    const { token } = await issueLink(t.db, proposta.id, 'termo');
    for (let i = 0; i < MAX_TENTATIVAS_LINK; i++) {
      await validar({ cpf: proposta.cpf, dataNascimento: '1900-01-01', token });
    }
    const res = await validar({ cpf: proposta.cpf, dataNascimento: '1955-07-01', token });
    expect(res.json()).toEqual({ success: false, data: null, messages: ['Falha'] });
  });

  it('gives no session cookie on failure, and the same bytes for an unknown CPF', async () => {
    const proposta = await buildProposta(t.db, { dataNascimento: '1955-07-01' });
    const { token } = await issueLink(t.db, proposta.id, 'termo');
    const unknown = await validar({ cpf: '11144477735', dataNascimento: '1955-07-01', token });
    const wrongDate = await validar({ cpf: proposta.cpf, dataNascimento: '1955-07-09', token });
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(unknown.body).toBe(wrongDate.body);
    expect(unknown.headers['content-length']).toBe(wrongDate.headers['content-length']);
  });

  it('refuses an expired link', async () => {
    const proposta = await buildProposta(t.db, { dataNascimento: '1955-07-01' });
    const { token } = await issueLink(t.db, proposta.id, 'termo', new Date('2020-01-01T00:00:00Z'));
    const res = await validar({ cpf: proposta.cpf, dataNascimento: '1955-07-01', token });
    expect(res.json()).toEqual({ success: false, data: null, messages: ['Falha'] });
  });
});
