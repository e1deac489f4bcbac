import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO, TIPO_PROPOSTA } from '../../src/domain';
import { propostasAdesao, usuarioRoles, usuarios } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/auth/passwords';
import { apiClient, buildProposta, firstDealership, otherDealership } from '../fixtures/propostas';
import { DEMO_PASSWORD } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Row = {
  id: number;
  numeroContrato: number;
  situacaoPropostaAdesaoId: number;
  tipo: number;
  nome: string;
  unidade: { codigoUnidade: number };
  repasseDaConcessionariaLogada: boolean;
  propostaTitularId: number | null;
};

describe('proposal lists', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  const S = SITUACAO;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  async function buscar(username: string, body: object) {
    const res = await as(username).post('/api/adesao/buscar', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { itens: Row[]; total: number; totalExato: boolean };
  }

  async function ownerOf(ids: number[]) {
    return t.db
      .select({
        id: propostasAdesao.id,
        concessionariaId: propostasAdesao.concessionariaId,
        corretorId: propostasAdesao.corretorId,
      })
      .from(propostasAdesao)
      .where(inArray(propostasAdesao.id, ids));
  }

  it('pages by contract number descending by default, with an exact total', async () => {
    const first = await buscar('gestorcomercial', { pagina: 1, pageSize: 5 });
    const second = await buscar('gestorcomercial', { pagina: 2, pageSize: 5 });
    expect(first.itens).toHaveLength(5);
    expect(first.totalExato).toBe(true);
    const numbers = [...first.itens, ...second.itens].map((r) => r.numeroContrato);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set([...first.itens, ...second.itens].map((r) => r.id)).size).toBe(10);
    const expected = await t.db.$count(
      propostasAdesao,
      and(
        isNotNull(propostasAdesao.situacaoPropostaAdesaoId),
        inArray(propostasAdesao.tipo, [0, 1, 2]),
      ),
    );
    expect(first.total).toBe(expected);
  });

  it('sorts by another column in either direction and refuses unknown ones', async () => {
    const ascending = await buscar('gestorcomercial', {
      orderBy: 'nome',
      orderDirection: 'asc',
      pageSize: 20,
    });
    // The database's collation decides the order of names; the API must follow it.
    const expected = await t.db
      .select({ id: propostasAdesao.id })
      .from(propostasAdesao)
      .where(
        and(
          isNotNull(propostasAdesao.situacaoPropostaAdesaoId),
          inArray(propostasAdesao.tipo, [0, 1, 2]),
        ),
      )
      .orderBy(
        asc(propostasAdesao.nome),
        sql`${propostasAdesao.numeroContrato} asc nulls first`,
        sql`${propostasAdesao.id} asc nulls first`,
      )
      .limit(20);
    expect(ascending.itens.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const descending = await buscar('gestorcomercial', {
      orderBy: 'nome',
      orderDirection: 'DESC',
      pageSize: 5,
    });
    expect(descending.itens[0].id).not.toBe(ascending.itens[0].id);
    const bad = await as('gestorcomercial').post('/api/adesao/buscar', { orderBy: 'senha' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(['Ordenação inválida: senha.']);
  });

  it('accepts only the spec page sizes', async () => {
    for (const pageSize of [5, 10, 20, 50, 100]) {
      const data = await buscar('gestorcomercial', { pageSize });
      expect(data.itens.length).toBeLessThanOrEqual(pageSize);
    }
    const res = await as('gestorcomercial').post('/api/adesao/buscar', { pageSize: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      messages: ['Tamanho de página inválido: use 5, 10, 20, 50 ou 100.'],
    });
  });

  it('filters by status, leaving drafts out', async () => {
    const data = await buscar('gestorcomercial', {
      situacoesPropostasAdesaoIds: [S.IntegradoERP, S.IntegradoPendencias],
      pageSize: 100,
    });
    expect(data.itens.length).toBeGreaterThan(0);
    expect(data.itens.every((r) => [7, 8].includes(r.situacaoPropostaAdesaoId))).toBe(true);
    const all = await buscar('gestorcomercial', { pageSize: 100 });
    expect(all.itens.every((r) => r.situacaoPropostaAdesaoId !== null)).toBe(true);
  });

  it('lists holders or dependents only, and refuses any other choice', async () => {
    const page = (valor: string) =>
      buscar('gestorcomercial', {
        filtros: [{ coluna: 'beneficiario', operador: '=', valor }],
        pageSize: 100,
      });
    const holders = await page('titular');
    const dependents = await page('dependente');
    expect(holders.itens.length).toBeGreaterThan(0);
    expect(dependents.itens.length).toBeGreaterThan(0);
    expect(holders.itens.every((r) => r.propostaTitularId === null)).toBe(true);
    expect(dependents.itens.every((r) => r.propostaTitularId !== null)).toBe(true);
    const res = await as('gestorcomercial').post('/api/adesao/buscar', {
      filtros: [{ coluna: 'beneficiario', operador: '=', valor: 'todos' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Filtro de beneficiário inválido.']);
  });

  it('answers each call with its own values when lists share a compiled query', async () => {
    // Same WHERE shape, other values: the query text is compiled once (consulta-compilada.ts).
    const porUnidade = async (unidade: string) =>
      buscar('gestorcomercial', {
        filtros: [{ coluna: 'unidade', operador: '=', valor: unidade }],
        pageSize: 100,
      });
    const oito = await porUnidade('8');
    const um = await porUnidade('1');
    expect(oito.itens.length).toBeGreaterThan(0);
    expect(um.itens.length).toBeGreaterThan(0);
    expect(oito.itens.every((r) => r.unidade.codigoUnidade === 8)).toBe(true);
    expect(um.itens.every((r) => r.unidade.codigoUnidade === 1)).toBe(true);
    const contagem = async (unidade: number) =>
      t.db.$count(
        propostasAdesao,
        and(
          isNotNull(propostasAdesao.situacaoPropostaAdesaoId),
          inArray(propostasAdesao.tipo, [0, 1, 2]),
          eq(propostasAdesao.codigoUnidade, unidade),
        ),
      );
    expect([oito.total, um.total]).toEqual([await contagem(8), await contagem(1)]);
  });

  it('filters by unit and refuses a unit that does not exist', async () => {
    const data = await buscar('gestorcomercial', {
      filtros: [{ coluna: 'unidade', operador: '=', valor: '8' }],
      pageSize: 100,
    });
    expect(data.itens.length).toBeGreaterThan(0);
    expect(data.itens.every((r) => r.unidade.codigoUnidade === 8)).toBe(true);
    const res = await as('gestorcomercial').post('/api/adesao/buscar', {
      filtros: [{ coluna: 'unidade', operador: '=', valor: '6' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Unidade inválida.']);
  });

  it('filters by creation, status-change and contract-signing date ranges (Brasília days, both ends included)', async () => {
    // January 2019 was summer time in Brasília (UTC−2): 10/01 01:59 UTC is still 09/01 there,
    // and 02:59 UTC is already 10/01 00:59 — the day the screens show (src/domain/time.ts).
    const before = await buildProposta(t.db, { dataCriacao: new Date('2019-01-10T01:59:00Z') });
    const inside = await buildProposta(t.db, {
      dataCriacao: new Date('2019-01-10T02:59:00Z'),
      dataAlteracaoSituacao: new Date('2019-02-01T12:00:00Z'),
      dataContrato: new Date('2019-03-05T12:00:00Z'),
      situacaoPropostaAdesaoId: S.Concluida,
    });
    const lastDay = await buildProposta(t.db, { dataCriacao: new Date('2019-01-20T23:00:00Z') });
    const created = await buscar('gestorcomercial', {
      filtros: [
        { coluna: 'dataCriacaoMin', operador: '=', valor: '10/01/2019' },
        { coluna: 'dataCriacaoMax', operador: '=', valor: '20/01/2019' },
      ],
    });
    expect(created.itens.map((r) => r.id).sort()).toEqual([inside.id, lastDay.id].sort());
    expect(created.itens.map((r) => r.id)).not.toContain(before.id);
    const changed = await buscar('gestorcomercial', {
      filtros: [
        { coluna: 'dataAlteracaoMin', operador: '=', valor: '01/02/2019' },
        { coluna: 'dataAlteracaoMax', operador: '=', valor: '01/02/2019' },
      ],
    });
    expect(changed.itens.map((r) => r.id)).toEqual([inside.id]);
    const signed = await buscar('gestorcomercial', {
      situacoesPropostasAdesaoIds: [S.Concluida],
      filtros: [
        { coluna: 'dataContratoMin', operador: '=', valor: '01/03/2019' },
        { coluna: 'dataContratoMax', operador: '=', valor: '31/03/2019' },
      ],
    });
    expect(signed.itens.map((r) => r.id)).toEqual([inside.id]);
    // The range rule is for creation dates only (document 1, section 5): the status-change and
    // signing ranges may be open-ended.
    const changedSince = await buscar('gestorcomercial', {
      filtros: [{ coluna: 'dataAlteracaoMin', operador: '=', valor: '01/02/2019' }],
    });
    expect(changedSince.itens.map((r) => r.id)).toContain(inside.id);
    const signedUntil = await buscar('gestorcomercial', {
      situacoesPropostasAdesaoIds: [S.Concluida],
      filtros: [{ coluna: 'dataContratoMax', operador: '=', valor: '31/03/2019' }],
    });
    expect(signedUntil.itens.map((r) => r.id)).toEqual([inside.id]);
  });

  it.each([
    [
      [{ coluna: 'dataCriacaoMax', valor: '20/01/2019' }],
      'Informe a data inicial do período de criação',
    ],
    [
      [{ coluna: 'dataCriacaoMin', valor: '10/01/2019' }],
      'Informe a data final do período de criação',
    ],
    [
      [
        { coluna: 'dataCriacaoMin', valor: '31/02/2019' },
        { coluna: 'dataCriacaoMax', valor: '20/03/2019' },
      ],
      'Data inicial inválida.',
    ],
    [
      [
        { coluna: 'dataCriacaoMin', valor: '01/01/1700' },
        { coluna: 'dataCriacaoMax', valor: '20/03/2019' },
      ],
      'Data inicial inválida.',
    ],
    [
      [
        { coluna: 'dataCriacaoMin', valor: '01/01/2019' },
        { coluna: 'dataCriacaoMax', valor: '2019-03-20' },
      ],
      'Data final inválida.',
    ],
    [
      [
        { coluna: 'dataCriacaoMin', valor: '21/03/2019' },
        { coluna: 'dataCriacaoMax', valor: '20/03/2019' },
      ],
      'Data inicial não pode ser superior à data final.',
    ],
    [[{ coluna: 'dataAlteracaoMin', valor: '31/02/2019' }], 'Data inicial inválida.'],
    [[{ coluna: 'dataContratoMax', valor: '01/01/1700' }], 'Data final inválida.'],
    [[{ coluna: 'senha', valor: 'x' }], 'Filtro desconhecido: senha.'],
    [[{ coluna: 'agendamento', valor: '9' }], 'Situação da avaliação inválida.'],
    [[{ coluna: 'carencia', valor: 'sim' }], 'Filtro de carência inválido.'],
  ])('refuses the filters %j with "%s"', async (filtros, message) => {
    const res = await as('gestorcomercial').post('/api/adesao/buscar', {
      filtros: filtros.map((f) => ({ ...f, operador: '=' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, data: null, messages: [message] });
  });

  it('refuses an operator other than =', async () => {
    const res = await as('gestorcomercial').post('/api/adesao/buscar', {
      filtros: [{ coluna: 'unidade', operador: '>', valor: '1' }],
    });
    expect(res.json().messages).toEqual(['Operador não suportado: >.']);
  });

  it('filters by assessment situation (agendamento) and waiting-period carry-over', async () => {
    const scheduled = await buildProposta(t.db, {
      marcada: true,
      avaliacaoSaudeConcluida: false,
      situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
      dataCriacao: new Date('2018-05-05T12:00:00Z'),
    });
    const done = await buildProposta(t.db, {
      marcada: true,
      avaliacaoSaudeConcluida: true,
      dataAproveitamentoCarencia: '2017-01-01',
      dataCriacao: new Date('2018-05-05T13:00:00Z'),
    });
    const range = [
      { coluna: 'dataCriacaoMin', operador: '=', valor: '05/05/2018' },
      { coluna: 'dataCriacaoMax', operador: '=', valor: '05/05/2018' },
    ];
    const ids = async (extra: object[]) =>
      (await buscar('gestorcomercial', { filtros: [...range, ...extra] })).itens
        .map((r) => r.id)
        .sort();
    expect(await ids([{ coluna: 'agendamento', operador: '=', valor: '0' }])).toEqual(
      [scheduled.id, done.id].sort(),
    );
    expect(await ids([{ coluna: 'agendamento', operador: '=', valor: 1 }])).toEqual([done.id]);
    expect(await ids([{ coluna: 'agendamento', operador: '=', valor: '2' }])).toEqual(
      [scheduled.id, done.id].sort(),
    );
    expect(await ids([{ coluna: 'agendamento', operador: '=', valor: '3' }])).toEqual([
      scheduled.id,
    ]);
    expect(await ids([{ coluna: 'agendamento', operador: '=', valor: '4' }])).toEqual([]);
    expect(await ids([{ coluna: 'carencia', operador: '=', valor: '1' }])).toEqual([done.id]);
    expect(await ids([{ coluna: 'carencia', operador: '=', valor: '2' }])).toEqual([scheduled.id]);
  });

  it('shows a dealership only its own proposals, with the Repasse tag computed for it', async () => {
    const mine = await firstDealership(t.db);
    const data = await buscar('concessionaria', { pageSize: 100 });
    expect(data.itens.length).toBeGreaterThan(15);
    const owners = await ownerOf(data.itens.map((r) => r.id));
    expect(owners.every((o) => o.concessionariaId === mine.id)).toBe(true);
    const statuses = new Set(data.itens.map((r) => r.situacaoPropostaAdesaoId));
    expect(statuses.size).toBe(15);
    const tagged = data.itens.filter((r) => r.repasseDaConcessionariaLogada);
    expect(tagged.length).toBeGreaterThan(0);
    const forManager = await buscar('gestorcomercial', { pageSize: 100 });
    expect(forManager.itens.some((r) => r.repasseDaConcessionariaLogada)).toBe(false);
  });

  it('hides other dealerships’ proposals from search, by-CPF and detail', async () => {
    const other = await otherDealership(t.db);
    const foreign = await buildProposta(t.db, {
      concessionariaId: other.id,
      corretorId: other.brokers[0].id,
      nome: 'Zuleica Estrangeira Outra',
    });
    const search = await as('concessionaria').post('/api/adesao/pesquisar', {
      termo: 'Zuleica Estrangeira',
    });
    expect(search.json().data.itens).toEqual([]);
    const byCpf = await as('concessionaria').get(`/api/adesao/listarPropostasCPF/${foreign.cpf}`);
    expect(byCpf.json().data.itens).toEqual([]);
    expect((await as('concessionaria').get(`/api/adesao/${foreign.id}`)).statusCode).toBe(404);
    expect((await as('gestorcomercial').get(`/api/adesao/${foreign.id}`)).statusCode).toBe(200);
  });

  it('shows a broker only the proposals he sold', async () => {
    const mine = await firstDealership(t.db);
    const broker = mine.brokers[1];
    // A broker who also works as internal sales may sign in (a Corretor-only account may not).
    const [user] = await t.db
      .insert(usuarios)
      .values({
        username: 'corretor.vendas',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Breno',
        lastName: 'Corretor',
        email: 'breno@adesao.example.com',
        corretorId: broker.id,
        concessionariaId: mine.id,
      })
      .returning();
    await t.db.insert(usuarioRoles).values([
      { usuarioId: user.id, role: 'Corretor' },
      { usuarioId: user.id, role: 'VendasInternas' },
    ]);
    await buildProposta(t.db, { corretorId: broker.id, concessionariaId: mine.id });
    const data = await buscar('corretor.vendas', { pageSize: 100 });
    expect(data.itens.length).toBeGreaterThan(0);
    const owners = await ownerOf(data.itens.map((r) => r.id));
    expect(owners.every((o) => o.corretorId === broker.id)).toBe(true);
    const dealership = await buscar('concessionaria', { pageSize: 100 });
    expect(dealership.total).toBeGreaterThan(data.total);
  });

  it('lists portability and retention proposals with the spec body names', async () => {
    for (const [path, tipo] of [
      ['/api/portabilidade/buscar', TIPO_PROPOSTA.Portabilidade],
      ['/api/retencao/buscar', TIPO_PROPOSTA.Retencao],
    ] as const) {
      const res = await as('concessionaria').post(path, {
        filters: [],
        situacoesPropostasAdesaoIds: [],
        orderBy: 'numeroContrato',
        orderDirection: 'desc',
        page: 1,
        pageSize: 5,
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.itens.length).toBeGreaterThan(0);
      expect(data.itens.every((r: Row) => r.tipo === tipo)).toBe(true);
      expect(Object.keys(data.itens[0])).toEqual(
        expect.arrayContaining(['numeroContrato', 'nome', 'celular', 'uf']),
      );
    }
    const filtered = await as('gestorcomercial').post('/api/portabilidade/buscar', {
      situacoesPropostasAdesaoIds: [S.SolicitadaIntegracaoComERP],
      filters: [{ coluna: 'unidade', operador: '=', valor: 1 }],
    });
    expect(
      filtered
        .json()
        .data.itens.every(
          (r: Row) => r.situacaoPropostaAdesaoId === 14 && r.unidade.codigoUnidade === 1,
        ),
    ).toBe(true);
  });

  it('serves the nurse lists by situation and keeps the approval lists from external nurses', async () => {
    const evaluate = await as('enfermeiro').post(
      '/api/enfermeiro/propostasSituacao/aguardando-avaliacao',
      { pagina: 1, pageSize: 50 },
    );
    expect(evaluate.statusCode).toBe(200);
    expect(
      evaluate.json().data.itens.every((r: Row) => [15, 11].includes(r.situacaoPropostaAdesaoId)),
    ).toBe(true);
    const approve = await as('enfermeiro').post(
      '/api/enfermeiro/propostasSituacao/aguardando-aprovacao',
      {},
    );
    expect(approve.json().data.itens.every((r: Row) => r.situacaoPropostaAdesaoId === 12)).toBe(
      true,
    );
    const cancelled = await as('enfermeiroexterno').post(
      '/api/enfermeiro/propostasSituacao/canceladas',
      {},
    );
    expect(cancelled.json().data.itens.every((r: Row) => r.situacaoPropostaAdesaoId === 9)).toBe(
      true,
    );
    const approved = await as('gestorsaude').post('/api/enfermeiro/propostasSituacao/aprovadas', {
      pageSize: 100,
    });
    expect(approved.json().data.itens.length).toBeGreaterThan(0);
    expect(
      (await as('enfermeiroexterno').post('/api/enfermeiro/propostasSituacao/aprovadas', {}))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await as('enfermeiroexterno').post(
          '/api/enfermeiro/propostasSituacao/aguardando-aprovacao',
          {},
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await as('gestorcomercial').post('/api/enfermeiro/propostasSituacao/canceladas', {}))
        .statusCode,
    ).toBe(403);
    const unknown = await as('enfermeiro').post('/api/enfermeiro/propostasSituacao/todas', {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages).toEqual(['Lista da enfermagem desconhecida.']);
  });

  it('finds a proposal directly by contract number, by CPF (with or without mask) and by the start of the name', async () => {
    const target = await buildProposta(t.db, {
      nome: 'Quitéria Buscável Santos',
      cpf: '52998224725',
    });
    const byNumber = await as('operadorcallcenter').post('/api/adesao/pesquisar', {
      termo: String(target.numeroContrato),
    });
    expect(byNumber.json().data.itens.map((r: Row) => r.id)).toEqual([target.id]);
    const byCpf = await as('operadorcallcenter').post('/api/adesao/pesquisar', {
      termo: '529.982.247-25',
    });
    expect(byCpf.json().data.itens.map((r: Row) => r.id)).toContain(target.id);
    const byName = await as('operadorcallcenter').post('/api/adesao/pesquisar', {
      termo: 'quitéria busc',
    });
    expect(byName.json().data.itens.map((r: Row) => r.id)).toEqual([target.id]);
    const percent = await as('operadorcallcenter').post('/api/adesao/pesquisar', { termo: '%%%' });
    expect(percent.json().data.itens).toEqual([]);
    const short = await as('operadorcallcenter').post('/api/adesao/pesquisar', { termo: 'Qu' });
    expect(short.statusCode).toBe(400);
    expect(short.json().messages).toEqual([
      'Informe ao menos 3 caracteres para pesquisar por nome.',
    ]);
  });

  it('lists every proposal of a CPF and refuses an invalid CPF', async () => {
    // A CPF of this test's own: the demo data holds fixed CPFs (the Receita Federal sandbox's).
    const cpf = generateCpf();
    const a = await buildProposta(t.db, { cpf });
    const b = await buildProposta(t.db, { cpf, situacaoPropostaAdesaoId: S.Cancelada });
    const integrated = await buildProposta(t.db, { cpf, situacaoPropostaAdesaoId: S.IntegradoERP });
    const res = await as('gestorcomercial').get(`/api/adesao/listarPropostasCPF/${cpf}`);
    expect(
      res
        .json()
        .data.itens.map((r: Row) => r.id)
        .sort(),
    ).toEqual([a.id, b.id, integrated.id].sort());
    // DAC reads integrated proposals only.
    const dac = await as('dac').get(`/api/adesao/listarPropostasCPF/${cpf}`);
    expect(dac.json().data.itens.map((r: Row) => r.id)).toEqual([integrated.id]);
    const bad = await as('dac').get('/api/adesao/listarPropostasCPF/11111111111');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(['CPF Inválido']);
  });

  it('lists drafts only for the roles that create or manage them', async () => {
    const res = await as('concessionaria').post('/api/adesao/rascunhos', {});
    expect(res.statusCode).toBe(200);
    const itens = res.json().data.itens as Row[];
    expect(itens.length).toBeGreaterThan(0);
    expect(itens.every((r) => r.situacaoPropostaAdesaoId === null)).toBe(true);
    expect((await as('operadorcallcenter').post('/api/adesao/rascunhos', {})).statusCode).toBe(403);
  });

  it('refuses lists without a token and to roles without proposals', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/adesao/buscar',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await as('admin').post('/api/adesao/buscar', {})).statusCode).toBe(403);
  });
  it("filters a list by the search box's 'pesquisa' column: contract number, CPF or name start", async () => {
    const [sample] = await t.db
      .select({
        numeroContrato: propostasAdesao.numeroContrato,
        cpf: propostasAdesao.cpf,
        nome: propostasAdesao.nome,
      })
      .from(propostasAdesao)
      .where(isNotNull(propostasAdesao.situacaoPropostaAdesaoId))
      .orderBy(asc(propostasAdesao.id))
      .limit(1);
    const pesquisa = (valor: string) => ({
      filtros: [{ coluna: 'pesquisa', operador: '=', valor }],
      pageSize: 50,
    });

    const byNumber = await buscar('gestorcomercial', pesquisa(String(sample.numeroContrato)));
    expect(byNumber.itens.length).toBeGreaterThan(0);
    expect(byNumber.itens.every((r) => r.numeroContrato === sample.numeroContrato)).toBe(true);

    const byCpf = await buscar('gestorcomercial', pesquisa(sample.cpf));
    expect(byCpf.itens.map((r) => r.nome)).toContain(sample.nome);

    const start = sample.nome.slice(0, 5).toUpperCase();
    const byName = await buscar('gestorcomercial', pesquisa(start));
    expect(byName.itens.length).toBeGreaterThan(0);
    expect(byName.itens.every((r) => r.nome.toUpperCase().startsWith(start))).toBe(true);

    const tooShort = await as('gestorcomercial').post('/api/adesao/buscar', pesquisa('ab'));
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().messages).toEqual([
      'Informe ao menos 3 caracteres para pesquisar por nome.',
    ]);
  });
});
