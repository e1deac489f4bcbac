import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { comunicacoesPropostasAdesao, propostasAdesao } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * 'Enviar proposta' (issue 39, item 2): a draft reaches the applicant only through the submit
 * route, which the lists' and the proposal screen's buttons call; and the lists say what each
 * draft waits for (item 14).
 */
describe('sending a draft', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const reload = async (id: number) =>
    (await t.db.select().from(propostasAdesao).where(eq(propostasAdesao.id, id)))[0];

  it('sends a released under-49 holder with the dependents still in draft, and the term to the holder only', async () => {
    const holder = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: null,
      dataNascimento: '1990-06-01',
      email: 'jovem@exemplo.com.br',
    });
    const child = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: null,
      numeroContrato: holder.numeroContrato,
      propostaTitularId: holder.id,
      dataNascimento: '2015-02-01',
      contatos: [],
    });

    // The dependent's own draft is not sent alone: it goes with its holder.
    const alone = await as('concessionaria').post(`/api/adesao/${child.id}/submeter`, {
      versao: 1,
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().messages).toEqual([
      'O dependente é enviado junto com a proposta do titular.',
    ]);

    await as('liberacao49menos').post(`/api/adesao/${holder.id}/liberarIdade`, { versao: 1 });
    const sent = await as('concessionaria').post(`/api/adesao/${holder.id}/submeter`, {
      versao: 2,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      data: {
        situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
        situacaoPropostaAdesaoNome: 'Aguardando aprovação do termo',
      },
      messages: [
        'Proposta enviada com sucesso! O termo de intenção de compra foi enviado ao proponente.',
      ],
    });
    expect((await reload(child.id)).situacaoPropostaAdesaoId).toBe(
      SITUACAO.AguardandoAprovacaoTermo,
    );
    const termos = await t.db
      .select({ id: comunicacoesPropostasAdesao.propostaAdesaoId })
      .from(comunicacoesPropostasAdesao)
      .where(eq(comunicacoesPropostasAdesao.modelo, 'termo-intencao-compra'));
    expect(termos.map((m) => m.id)).toContain(holder.id);
    expect(termos.map((m) => m.id)).not.toContain(child.id);
  });

  it('never sends a discarded draft', async () => {
    const draft = await buildProposta(t.db, { situacaoPropostaAdesaoId: null });
    await as('concessionaria').post(`/api/adesao/${draft.id}/descartarRascunho`, { versao: 1 });
    const res = await as('concessionaria').post(`/api/adesao/${draft.id}/submeter`, {
      versao: 2,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual(['A proposta está inativa.']);
    expect(await reload(draft.id)).toMatchObject({ situacaoPropostaAdesaoId: null, versao: 2 });
  });

  it('lists drafts with what they wait for, never an unknown status', async () => {
    const young = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: null,
      dataNascimento: '1995-03-01',
    });
    const older = await buildProposta(t.db, { situacaoPropostaAdesaoId: null });
    const res = await as('concessionaria').post('/api/adesao/rascunhos', { pageSize: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(
      (
        res.json().data.itens as {
          id: number;
          situacaoPropostaAdesaoNome: string;
          liberacaoIdadePendente: boolean;
        }[]
      ).map((row) => [row.id, row]),
    );
    expect(byId.get(young.id)).toMatchObject({
      situacaoPropostaAdesaoNome: 'Rascunho — aguardando liberação de idade',
      liberacaoIdadePendente: true,
    });
    expect(byId.get(older.id)).toMatchObject({
      situacaoPropostaAdesaoNome: 'Rascunho — aguardando envio',
      liberacaoIdadePendente: false,
    });
  });
});
