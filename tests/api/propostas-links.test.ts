import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { assinaturasContratos } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

const S = SITUACAO;

/** GET api/adesao/{id} `links`: what 'Copiar link' copies, the same a resend would deliver. */
describe('the applicant links in the proposal detail', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://adesao.exemplo.com.br/' } });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const linksOf = async (id: number, username = 'gestorcomercial') => {
    const res = await as(username).get(`/api/adesao/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.links as Record<string, string | null>;
  };

  it('gives the term link last delivered while the term awaits acceptance', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoAprovacaoTermo,
    });
    // Nothing sent yet: the token exists only as a hash once issued, so there is nothing to copy.
    expect(await linksOf(proposta.id)).toEqual({
      termo: null,
      fila: null,
      assinatura: null,
      avaliacao: null,
    });
    const sent = await as('gestorcomercial').post(
      `/api/adesao/${proposta.id}/reenviar/termo/email`,
      {},
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const first = (await linksOf(proposta.id)).termo;
    expect(first).toMatch(/^https:\/\/adesao\.exemplo\.com\.br\/mpa\/[A-Za-z0-9_-]{43}$/);
    await as('gestorcomercial').post(`/api/adesao/${proposta.id}/reenviar/termo/email`, {});
    const second = (await linksOf(proposta.id)).termo;
    expect(second).not.toBe(first);
  });

  it('gives the queue and the app evaluation while the health declaration is awaited', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoDeclaracaoSaude,
    });
    const page = `https://adesao.exemplo.com.br/mpa/${proposta.tokenAcesso}`;
    expect(await linksOf(proposta.id)).toEqual({
      termo: null,
      fila: page,
      assinatura: null,
      avaliacao: page,
    });
  });

  it("gives this applicant's signer link once the envelope is out, null before", async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoAssinaturas,
    });
    expect((await linksOf(proposta.id)).assinatura).toBeNull();

    const signer = (cpf: string, link: string) => ({
      nome: 'Assinante',
      email: null,
      cpf,
      situacao: 'pendente' as const,
      linkAssinatura: link,
      assinadoEm: null,
      ip: null,
    });
    await t.db.insert(assinaturasContratos).values({
      tipo: 1,
      referenciaId: proposta.id,
      envelopeId: `env-${proposta.id}`,
      situacao: 'aguardando_assinaturas',
      signatarios: [
        signer('11144477735', 'https://assinatura.exemplo/outro'),
        signer(proposta.cpf, 'https://assinatura.exemplo/proponente'),
      ],
    });
    expect(await linksOf(proposta.id)).toEqual({
      termo: null,
      fila: null,
      assinatura: 'https://assinatura.exemplo/proponente',
      avaliacao: null,
    });
  });

  it('gives no link in a status where none is resent', async () => {
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.Concluida });
    expect(Object.values(await linksOf(proposta.id))).toEqual([null, null, null, null]);
  });

  it('keeps the links (the applicant’s access) from users who may not resend them', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoAprovacaoTermo,
    });
    await as('gestorcomercial').post(`/api/adesao/${proposta.id}/reenviar/termo/email`, {});
    expect((await linksOf(proposta.id, 'concessionaria')).termo).toContain('/mpa/');
    // GestorContratos reads every proposal but may not resend links.
    expect(Object.values(await linksOf(proposta.id, 'gestorcontratos'))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
