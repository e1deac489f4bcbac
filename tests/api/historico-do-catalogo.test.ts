import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from '../../i18n/catalog';
import ptBR from '../../i18n/pt-BR';
import { LINK_PROPONENTE_POR_TIPO, SITUACAO } from '../../src/domain';
import { historicoPropostasAdesao } from '../../server/db/schema';
import { anexarDocumento, apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A proposal's timeline is written with the pt-BR catalogue's texts (servidor.propostas
 * .historico, issue 42) and stored as pt-BR text with the event: the column keeps its shape.
 */
const HISTORICO = ptBR.servidor.propostas.historico;

describe('the timeline’s descriptions come from the catalogue', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const historyOf = async (id: number) =>
    (
      await t.db
        .select()
        .from(historicoPropostasAdesao)
        .where(eq(historicoPropostasAdesao.propostaAdesaoId, id))
        .orderBy(asc(historicoPropostasAdesao.id))
    ).map((h) => [h.chave, h.descricao]);

  it('stores a transition’s sentence, with its reason, from servidor.propostas.historico', async () => {
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.NovaEntrada });
    await anexarDocumento(t.db, proposta.id);
    const aprovada = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/aprovarDocumentacao`,
      { versao: 1 },
    );
    expect(aprovada.statusCode, aprovada.body).toBe(200);
    const revogada = await as('gestorcomercial').put('/api/adesao/revogarAprovacaoDocumentacao', {
      id: proposta.id,
      versao: 2,
      motivo: 'Documento vencido',
    });
    expect(revogada.statusCode, revogada.body).toBe(200);
    expect(await historyOf(proposta.id)).toEqual([
      ['aprovar-documentacao', HISTORICO.transicoes['aprovar-documentacao']],
      [
        'revogar-aprovacao',
        format(HISTORICO.comMotivo, {
          descricao: HISTORICO.transicoes['revogar-aprovacao'],
          motivo: 'Documento vencido',
        }),
      ],
    ]);
  });

  it('stores a due-day change from not set and from a day', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.NovaEntrada,
      diaVencimento: null,
    });
    for (const [versao, diaVencimento] of [
      [1, 20],
      [2, 30],
    ]) {
      const res = await as('gestorcomercial').put(`/api/adesao/${proposta.id}/alterarVencimento`, {
        versao,
        diaVencimento,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await historyOf(proposta.id)).toEqual([
      ['alterar-vencimento', format(HISTORICO.vencimentoDefinido, { dia: 20 })],
      ['alterar-vencimento', format(HISTORICO.vencimentoAlterado, { antes: 20, dia: 30 })],
    ]);
  });

  it('stores a copied link’s sentence with the link’s name', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
    });
    const res = await as('gestorcomercial').post(`/api/adesao/${proposta.id}/links/termo/copiar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await historyOf(proposta.id)).toEqual([
      ['copiar-link', format(HISTORICO.linkGerado, { link: LINK_PROPONENTE_POR_TIPO.termo.label })],
    ]);
  });
});
