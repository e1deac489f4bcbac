import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ptBR from '../../i18n/pt-BR';
import { SITUACAO } from '../../src/domain';
import { comunicacoesPropostasAdesao } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The sending log names a message's delivery state and its template with the pt-BR catalogue's
 * texts (servidor.comunicacoes, issue 42); the log keeps only the codes.
 */
const TEXTO = ptBR.servidor.comunicacoes;
type Envio = { status: string; statusNome: string; modeloNome: string };

describe('the sending log reads its labels from the catalogue', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  it('names every delivery state and the communiqué template', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.IntegradoERP,
      email: 'cliente@exemplo.com.br',
    });
    const estados = Object.keys(TEXTO.situacoesEnvio) as (keyof typeof TEXTO.situacoesEnvio)[];
    for (const status of estados) {
      const sent = await as('gestorcomercial').post(`/api/adesao/enviarComunicado/${proposta.id}`, {
        canal: 'email',
        mensagem: `Aviso ${status}.`,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      // The delivery worker is not running here: the state is set as it would set it.
      await t.db
        .update(comunicacoesPropostasAdesao)
        .set({ status })
        .where(eq(comunicacoesPropostasAdesao.id, sent.json().data.id));
    }

    const log = await as('gestorcomercial').get(`/api/logHistoricoEnvio/${proposta.id}`);
    expect(log.statusCode, log.body).toBe(200);
    const envios = log.json().data as Envio[];
    expect(envios.map((e) => [e.status, e.statusNome]).sort()).toEqual(
      estados.map((status) => [status, TEXTO.situacoesEnvio[status]]).sort(),
    );
    expect(new Set(envios.map((e) => e.modeloNome))).toEqual(new Set([TEXTO.modelos.comunicado]));
  });
});
