import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { aceitesTermoIntencao, propostasAdesao } from '../../server/db/schema';
import { issueLink } from '../../server/modules/proponente/links';
import { SEM_PRECO_VIGENTE } from '../../server/modules/proponente/precos';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { valoresDeTeste } from '../fixtures/precos';
import { sessaoProponente } from '../helpers/proponente';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 39 item 9: the purchase-intent term shows the prices of the proposal's plan from the
 * price table valid on the term's day, each person by their ANS age band on that day; with no
 * valid table it says so and the acceptance is refused. Tables are made through the registry's
 * API, as the commercial manager would.
 */
let t: TestApp;
let planoId: number;
let tabela2027Id: number;

const TITULAR_NASCIMENTO = '1960-07-01'; // 66 in 2027: '59 anos ou mais', the 10th band
const DEPENDENTE_NASCIMENTO = '2003-03-10'; // turns 24 on 10/03/2027: band 2 → band 3

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const gc = apiClient(t)('gestorcomercial');
  const plano = await gc.post('/api/planos-saude', {
    nome: 'Plano Teste Preços',
    registroAns: '499.200/26-3',
  });
  planoId = plano.json().data.id;
  // 2026: each band 100 × position + 0,10; 2027 onwards: 200 × position + 0,10.
  const antiga = await gc.post('/api/tabelas-preco', {
    nome: 'Teste 2026',
    planoSaudeId: planoId,
    vigenciaInicio: '2026-01-01',
    vigenciaFim: '2026-12-31',
    ...valoresDeTeste(100),
  });
  expect(antiga.statusCode, antiga.body).toBe(200);
  const nova = await gc.post('/api/tabelas-preco', {
    nome: 'Teste 2027',
    planoSaudeId: planoId,
    vigenciaInicio: '2027-01-01',
    vigenciaFim: '2027-12-31',
    ...valoresDeTeste(200),
  });
  expect(nova.statusCode, nova.body).toBe(200);
  tabela2027Id = nova.json().data.id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Brasília noon of a day: the clock the server reads. */
function hoje(dia: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${dia}T15:00:00Z`));
}

/** A holder waiting for the term, with one dependant, and the holder's verified session. */
async function familia(plano: number | null = planoId) {
  const titular = await buildProposta(t.db, {
    situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
    dataNascimento: TITULAR_NASCIMENTO,
    planoSaudeId: plano,
    concessionariaId: 1,
  });
  await buildProposta(t.db, {
    situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
    propostaTitularId: titular.id,
    numeroContrato: titular.numeroContrato,
    grauParentescoId: 4,
    nome: 'Filha da Silva',
    dataNascimento: DEPENDENTE_NASCIMENTO,
    concessionariaId: 1,
  });
  let token = '';
  let cookie = '';
  /** A session of a fresh link (a session lasts an hour; the tests move the clock by weeks). */
  const entrar = async (finalidade: 'termo' | 'declaracao' = 'termo') => {
    ({ token } = await issueLink(t.db, titular.id, finalidade));
    ({ cookie } = await sessaoProponente(t, titular, token, TITULAR_NASCIMENTO));
  };
  await entrar();
  const ler = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/proponenteDmz/obterPropostaAdesao',
        headers: { cookie },
        payload: { token },
      })
    ).json().data;
  const aceitar = () =>
    t.app.inject({
      method: 'GET',
      url: `/api/proponenteDmz/${token}/registrarIntencaoCompra`,
      headers: { cookie },
    });
  return { titular, entrar, ler, aceitar };
}

describe("the term's prices", () => {
  it('come from the table valid on the day, by each person’s age band, with the family total', async () => {
    hoje('2026-06-15');
    const junho = await (await familia()).ler();
    expect(junho.titular).toMatchObject({ faixaEtaria: '59 anos ou mais', valorMensal: 1000.1 });
    expect(junho.dependentes[0]).toMatchObject({ faixaEtaria: '19 a 23 anos', valorMensal: 200.1 });
    expect(junho.valorTotalMensal).toBe(1200.2);
    expect(junho.preco).toEqual({ dia: '2026-06-15', aviso: null });

    // The eve of the dependant's 24th birthday, in the 2027 table.
    hoje('2027-03-09');
    const vespera = await (await familia()).ler();
    expect(vespera.titular.valorMensal).toBe(2000.1);
    expect(vespera.dependentes[0]).toMatchObject({
      faixaEtaria: '19 a 23 anos',
      valorMensal: 400.1,
    });
    expect(vespera.valorTotalMensal).toBe(2400.2);

    hoje('2027-03-10');
    const aniversario = await (await familia()).ler();
    expect(aniversario.dependentes[0]).toMatchObject({
      faixaEtaria: '24 a 28 anos',
      valorMensal: 600.1,
    });
    expect(aniversario.valorTotalMensal).toBe(2600.2);
  });

  it('are missing, said plainly, and the term cannot be accepted, when no table is valid', async () => {
    hoje('2028-02-01'); // after the 2027 table ended
    const semTabela = await familia();
    const data = await semTabela.ler();
    expect(data.titular.valorMensal).toBeNull();
    expect(data.dependentes[0].valorMensal).toBeNull();
    expect(data.valorTotalMensal).toBeNull();
    expect(data.preco.aviso).toBe(SEM_PRECO_VIGENTE);
    const res = await semTabela.aceitar();
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual([SEM_PRECO_VIGENTE]);
    const [row] = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, semTabela.titular.id));
    expect(row.situacaoPropostaAdesaoId).toBe(SITUACAO.AguardandoAprovacaoTermo);
    expect(row.aceiteTermoEm).toBeNull();

    // A proposal without a plan has no price either.
    hoje('2027-05-01');
    const semPlano = await familia(null);
    const semPlanoData = await semPlano.ler();
    expect(semPlanoData.plano).toBeNull();
    expect(semPlanoData.valorTotalMensal).toBeNull();
    expect((await semPlano.aceitar()).statusCode).toBe(409);
  });

  it('ignore a deactivated table', async () => {
    hoje('2027-05-01');
    const gc = apiClient(t)('gestorcomercial'); // signed in on the faked clock
    expect((await gc.delete(`/api/tabelas-preco/${tabela2027Id}`)).statusCode).toBe(200);
    try {
      expect((await (await familia()).ler()).valorTotalMensal).toBeNull();
    } finally {
      const inactive = (await gc.get(`/api/tabelas-preco/${tabela2027Id}`)).json().data;
      const back = await gc.put(`/api/tabelas-preco/${tabela2027Id}`, { ...inactive, ativo: true });
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  it('once accepted, stay those of the acceptance day, which the evidence keeps', async () => {
    hoje('2026-12-20');
    const f = await familia();
    const res = await f.aceitar();
    expect(res.statusCode, res.body).toBe(200);
    const [aceite] = await t.db
      .select()
      .from(aceitesTermoIntencao)
      .where(eq(aceitesTermoIntencao.propostaAdesaoId, f.titular.id));
    expect(aceite).toMatchObject({ valorTotalMensal: 1200.2 });
    expect(aceite.tabelaPrecoId).not.toBe(tabela2027Id);

    // Weeks later, in another table's period, the term still shows what was agreed.
    hoje('2027-01-05');
    await f.entrar('declaracao');
    const depois = await f.ler();
    expect(depois.preco.dia).toBe('2026-12-20');
    expect(depois.valorTotalMensal).toBe(1200.2);
  });
});
