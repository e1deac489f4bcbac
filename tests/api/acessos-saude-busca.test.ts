import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The health manager searches the access log of health data (LGPD): by proposal, user, kind of
 * access and period. Reads of nursing notes are logged like the other health data.
 */
describe('busca no registro de acessos aos dados de saúde', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  interface Acesso {
    usuario: string;
    propostaAdesaoId: number;
    numeroContrato: number;
    nome: string;
    acao: string;
    dataAcesso: string;
  }
  const buscar = async (query: string) => {
    const res = await as('gestorsaude').get(`/api/AvaliacaoSaude/acessos?pageSize=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; itens: Acesso[] };
  };

  it('filtra por proposta, usuário, tipo de acesso e período', async () => {
    const status = { situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem };
    const [a, b] = [await buildProposta(t.db, status), await buildProposta(t.db, status)];
    expect((await as('enfermeiro').get(`/api/anotacaoEnfermagem/${a.id}`)).statusCode).toBe(200);
    expect((await as('enfermeiroexterno').get(`/api/adesao/${b.id}/v2`)).statusCode).toBe(200);
    expect((await as('enfermeiro').get(`/api/adesao/${b.id}/v2`)).statusCode).toBe(200);

    // By the contract number people know, answered with it and the beneficiary's name.
    const deA = await buscar(`numeroContrato=${a.numeroContrato}`);
    expect(deA.itens).toEqual([
      expect.objectContaining({
        propostaAdesaoId: a.id,
        numeroContrato: a.numeroContrato,
        nome: a.nome,
        acao: 'anotacoes.leitura',
      }),
    ]);
    const deB = await buscar(`numeroContrato=${b.numeroContrato}`);
    expect(deB.total).toBe(2);
    // The user filter matches part of the name, case aside; % is not a wildcard.
    const externo = await buscar(`numeroContrato=${b.numeroContrato}&usuario=externo`);
    expect(externo.itens.map((i) => i.usuario)).toEqual(['Eduardo Enfermeiro Externo']);
    expect((await buscar('usuario=%25')).total).toBe(0);
    const notas = await buscar('acao=anotacoes.leitura');
    expect(notas.itens.every((i) => i.acao === 'anotacoes.leitura')).toBe(true);
    expect(notas.total).toBeGreaterThanOrEqual(1);

    const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect((await buscar(`numeroContrato=${b.numeroContrato}&de=${hoje}&ate=${hoje}`)).total).toBe(
      2,
    );
    expect((await buscar(`numeroContrato=${b.numeroContrato}&ate=2020-01-01`)).total).toBe(0);
  });

  it('recusa filtros inválidos com mensagem e quem não é gestor de saúde', async () => {
    const invalido = await as('gestorsaude').get('/api/AvaliacaoSaude/acessos?acao=login');
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().messages).toEqual(['Tipo de acesso inválido.']);
    const contrato = await as('gestorsaude').get('/api/AvaliacaoSaude/acessos?numeroContrato=abc');
    expect(contrato.statusCode).toBe(400);
    expect(contrato.json().messages).toEqual(['Número de contrato inválido.']);
    const data = await as('gestorsaude').get('/api/AvaliacaoSaude/acessos?de=25/11/2026');
    expect(data.statusCode).toBe(400);
    expect(data.json().messages).toEqual(['Data inválida.']);
    expect((await as('enfermeiro').get('/api/AvaliacaoSaude/acessos')).statusCode).toBe(403);
  });
});
