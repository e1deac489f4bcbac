import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import {
  historicoPropostasAdesao,
  propostaAdesaoContatos,
  propostasAdesao,
} from '../../server/db/schema';
import { apiClient, buildProposta, otherDealership } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('POST api/adesao/{id}/contatos', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const phonesOf = async (id: number) =>
    (
      await t.db
        .select({ telefone: propostaAdesaoContatos.telefone })
        .from(propostaAdesaoContatos)
        .where(eq(propostaAdesaoContatos.propostaAdesaoId, id))
        .orderBy(asc(propostaAdesaoContatos.ordem), asc(propostaAdesaoContatos.id))
    ).map((c) => c.telefone);

  const versaoOf = async (id: number) =>
    (
      await t.db
        .select({ versao: propostasAdesao.versao })
        .from(propostasAdesao)
        .where(eq(propostasAdesao.id, id))
    )[0].versao;

  it('stores a masked phone as digits after the existing ones, with a history entry', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
      contatos: ['27998760000'],
    });
    const res = await as('concessionaria').post(`/api/adesao/${proposta.id}/contatos`, {
      telefone: '(27) 99876-1111',
      versao: proposta.versao,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        propostaAdesaoId: proposta.id,
        telefone: '27998761111',
        versao: proposta.versao + 1,
      },
      messages: ['Contato adicionado com sucesso!'],
    });
    expect(await phonesOf(proposta.id)).toEqual(['27998760000', '27998761111']);
    expect(await versaoOf(proposta.id)).toBe(proposta.versao + 1);

    const historico = await t.db
      .select()
      .from(historicoPropostasAdesao)
      .where(eq(historicoPropostasAdesao.propostaAdesaoId, proposta.id));
    expect(historico).toHaveLength(1);
    expect(historico[0]).toMatchObject({
      chave: 'adicionar-contato',
      descricao: 'Contato telefônico adicionado à proposta',
      autor: 'Cláudio Concessionária',
      situacaoNovaId: SITUACAO.AguardandoAprovacaoTermo,
    });
    // The number itself stays out of the timeline.
    expect(historico[0].descricao).not.toContain('99876');
  });

  it('shows the new phone in the detail, and sends go to it', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
      contatos: [],
    });
    const added = await as('gestorcomercial').post(`/api/adesao/${proposta.id}/contatos`, {
      telefone: '27998762222',
    });
    expect(added.statusCode, added.body).toBe(200);
    const detail = await as('gestorcomercial').get(`/api/adesao/${proposta.id}`);
    expect(detail.json().data.contatos).toEqual([
      { id: added.json().data.id, telefone: '27998762222' },
    ]);
    // Without a typed destination, an SMS goes to the proposal's first stored phone.
    const sent = await as('gestorcomercial').post(`/api/adesao/${proposta.id}/reenviar/termo/sms`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.destino).toBe('27998762222');
  });

  it('accepts a residential phone too, as the spec allows', async () => {
    const proposta = await buildProposta(t.db, { contatos: [] });
    const res = await as('gestorcomercial').post(`/api/adesao/${proposta.id}/contatos`, {
      telefone: '(27) 3322-1100',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await phonesOf(proposta.id)).toEqual(['2733221100']);
  });

  it("lets the nurse save the phone typed in the video invite, without the screen's version", async () => {
    const proposta = await buildProposta(t.db, {
      contatos: ['27998760000'],
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const res = await as('enfermeiro').post(`/api/adesao/${proposta.id}/contatos`, {
      telefone: '21966665555',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await phonesOf(proposta.id)).toEqual(['27998760000', '21966665555']);
  });

  it.each([
    ['letters', 'abc'],
    ['too few digits', '2799876'],
    ['an invalid area code', '(00) 99876-1111'],
    ['empty', ''],
  ])('refuses %s with "Telefone inválido" and stores nothing', async (_case, telefone) => {
    const proposta = await buildProposta(t.db, { contatos: ['27998760000'] });
    const res = await as('gestorcomercial').post(`/api/adesao/${proposta.id}/contatos`, {
      telefone,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, messages: ['Telefone inválido'] });
    expect(await phonesOf(proposta.id)).toEqual(['27998760000']);
    expect(await versaoOf(proposta.id)).toBe(proposta.versao);
  });

  it('refuses a phone the proposal already has', async () => {
    const proposta = await buildProposta(t.db, { contatos: ['27998760000'] });
    const res = await as('gestorcomercial').post(`/api/adesao/${proposta.id}/contatos`, {
      telefone: '(27) 99876-0000',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual(['Este telefone já está entre os contatos da proposta.']);
    expect(await phonesOf(proposta.id)).toEqual(['27998760000']);
  });

  it('refuses a stale version', async () => {
    const proposta = await buildProposta(t.db);
    const res = await as('gestorcomercial').post(`/api/adesao/${proposta.id}/contatos`, {
      telefone: '27998763333',
      versao: proposta.versao + 5,
    });
    expect(res.statusCode).toBe(409);
    expect(await phonesOf(proposta.id)).toEqual(['27998765432']);
  });

  it('is refused to roles that may not resend links', async () => {
    const proposta = await buildProposta(t.db);
    const res = await as('dac').post(`/api/adesao/${proposta.id}/contatos`, {
      telefone: '27998763333',
    });
    expect(res.statusCode).toBe(403);
    expect(await phonesOf(proposta.id)).toEqual(['27998765432']);
  });

  it('does not let a dealership reach another dealership’s proposal', async () => {
    const other = await otherDealership(t.db);
    const foreign = await buildProposta(t.db, {
      concessionariaId: other.id,
      corretorId: other.brokers[0].id,
    });
    const res = await as('concessionaria').post(`/api/adesao/${foreign.id}/contatos`, {
      telefone: '27998763333',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().messages).toEqual(['Proposta não encontrada']);
    expect(await phonesOf(foreign.id)).toEqual(['27998765432']);
  });
});
