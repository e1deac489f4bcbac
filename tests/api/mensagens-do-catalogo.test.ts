import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from '../../i18n/catalog';
import ptBR from '../../i18n/pt-BR';
import en from '../../i18n/en';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The server answers in pt-BR with the texts of the same catalogue the browser reads
 * (i18n/pt-BR): a refusal is written once, and the browser can show it in English.
 */
describe('the API messages come from the pt-BR catalogue', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  it('refuses an invalid CPF with the validation namespace text', async () => {
    const res = await as('dac').get('/api/adesao/listarPropostasCPF/11111111111');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([ptBR.validacao.cpfInvalid]);
    expect(ptBR.validacao.cpfInvalid).not.toBe(en.validacao.cpfInvalid);
  });

  it('refuses a request without a session with the error catalogue text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/adesao/listarPropostasCPF/1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().messages).toEqual([ptBR.erros.unauthorized]);
  });

  it('writes the PME export headers as the PME list names its columns', async () => {
    const res = await as('gestorcomercialpme').post('/api/propostaPme/buscar/exportar', {});
    expect(res.statusCode, res.body).toBe(200);
    const header = res.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0];
    expect(header.split(';').slice(0, 3)).toEqual([
      ptBR.pme.contrato,
      ptBR.pme.dataCriacao,
      ptBR.pme.razaoSocial,
    ]);
  });
  it('reports a synchronisation file with servidor.sincronizacao, plural by smart_count', async () => {
    const sync = ptBR.servidor.sincronizacao;
    const header = 'tipo;nome;documento;email;telefone;unidade;cnpj_concessionaria;ativo';
    const corretor = 'corretor;Paula Ribeiro;529.982.247-25;paula@acv.com.br;;;;S';
    const conteudo = [header, corretor, corretor, 'banco;Outro;1;;;;;S', 'corretor;Rui;;;;;;X'];
    const preview = await as('admin').post('/api/sincronizacao/previa', {
      conteudo: conteudo.join('\n'),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const erros = preview.json().data.linhas.map((l: { erros: string[] }) => l.erros);
    const semCnpj = `${sync.cnpjConcessionaria}: ${ptBR.validacao.required}`;
    expect(erros[0]).toEqual([semCnpj]);
    expect(erros[1]).toEqual([semCnpj, format(sync.documentoRepetido, { linha: 2 })]);
    expect(erros[2]).toEqual([sync.tipoInvalido]);
    expect(erros[3]).toContain(sync.ativoInvalido);

    const refused = await as('admin').post('/api/sincronizacao/importar', {
      conteudo: conteudo.join('\n'),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([format(sync.recusado, { smart_count: 4 })]);
    expect(refused.json().messages[0]).toMatch(/: 4 linhas com erro/);

    const semColunas = await as('admin').post('/api/sincronizacao/previa', {
      conteudo: 'nome;email\nAna;ana@acv.com.br',
    });
    expect(semColunas.json().messages).toEqual([
      format(sync.colunasFaltando, { colunas: 'tipo, documento' }),
    ]);
  });
});
