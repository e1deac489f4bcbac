import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concessionarias, corretores } from '../../server/db/schema';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let as: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
});
afterAll(async () => t.close());

const HEADER = 'tipo;nome;documento;email;telefone;unidade;cnpj_concessionaria;ativo';
const CONC =
  'concessionaria;Auto Center Vitória;11.222.333/0001-81;contato@acv.com.br;(27) 3222-1000;1;;S';
const CORR_OK =
  'corretor;Paula Ribeiro;529.982.247-25;paula@acv.com.br;(27) 99876-5432;;11.222.333/0001-81;S';
const CORR_BAD = 'corretor;Rui;111.111.111-11;sem-arroba;;;99.999.999/0001-99;S';

describe('sincronização (CSV de concessionárias e corretores)', () => {
  it('previews each line and refuses the whole file when one line is wrong', async () => {
    const conteudo = [HEADER, CONC, CORR_OK, CORR_BAD].join('\n');
    const preview = await as('admin').post('/api/sincronizacao/previa', { conteudo });
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data).toMatchObject({ erros: 1, criar: 2, atualizar: 0 });
    expect(data.linhas[0]).toMatchObject({ linha: 2, tipo: 'concessionaria', acao: 'criar' });
    expect(data.linhas[2]).toMatchObject({ linha: 4, acao: null });
    expect(data.linhas[2].erros).toEqual(
      expect.arrayContaining([
        'CPF: CPF Inválido',
        'Concessionária (CNPJ) não encontrada no sistema nem no arquivo',
      ]),
    );

    const refused = await as('admin').post('/api/sincronizacao/importar', { conteudo });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([
      'Importação recusada: 1 linha com erro. Nada foi gravado.',
    ]);
    const [none] = await t.db
      .select()
      .from(concessionarias)
      .where(eq(concessionarias.cnpj, '11222333000181'));
    expect(none).toBeUndefined();
  });

  it('imports a clean file, then updates only what changed', async () => {
    const first = await as('admin').post('/api/sincronizacao/importar', {
      conteudo: [HEADER, CORR_OK, CONC].join('\r\n'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().messages).toEqual([
      'Importação concluída: 2 cadastrado(s), 0 atualizado(s).',
    ]);
    const [conc] = await t.db
      .select()
      .from(concessionarias)
      .where(eq(concessionarias.cnpj, '11222333000181'));
    const [corr] = await t.db.select().from(corretores).where(eq(corretores.cpf, '52998224725'));
    expect(corr).toMatchObject({ concessionariaId: conc.id, telefone: '27998765432' });

    const again = await as('admin').post('/api/sincronizacao/previa', {
      conteudo: [HEADER, CONC, CORR_OK.replace('Paula Ribeiro', 'Paula Ribeiro Lima')].join('\n'),
    });
    // Codes, not texts (record 0182): the screen labels them ('Sem alteração', 'No change').
    expect(again.json().data.linhas.map((l: { acao: string }) => l.acao)).toEqual([
      'sem-alteracao',
      'atualizar',
    ]);
    const history = await as('gestorcomercial').get(`/api/corretores/${corr.id}/historico`);
    expect(history.json().data[0]).toMatchObject({ acao: 'criado' });
  });

  it('declares the action codes in the published document', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json();
    const previa = document.paths['/api/sincronizacao/previa'].post;
    // The envelope is shared (allOf: the Envelope component, then this route's data).
    const schema = previa.responses['200'].content['application/json'].schema.allOf[1];
    const acao = schema.properties.data.properties.linhas.items.properties.acao;
    expect(acao).toMatchObject({ nullable: true, enum: ['criar', 'atualizar', 'sem-alteracao'] });
  });

  it('refuses unreadable files and other roles', async () => {
    const missing = await as('admin').post('/api/sincronizacao/previa', {
      conteudo: 'nome;email\nX;x@x.com',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toEqual(['Colunas obrigatórias ausentes: tipo, documento.']);
    const empty = await as('admin').post('/api/sincronizacao/previa', { conteudo: HEADER });
    expect(empty.json().messages).toEqual([
      'Selecione um arquivo CSV com ao menos uma linha além do cabeçalho.',
    ]);
    for (const user of ['gestorcomercial', 'supervisor']) {
      const res = await as(user).post('/api/sincronizacao/importar', { conteudo: HEADER });
      expect(res.statusCode).toBe(403);
    }
  });
});
