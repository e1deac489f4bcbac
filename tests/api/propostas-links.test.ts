import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { assinaturasContratos } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

const S = SITUACAO;
const TIPOS = ['termo', 'fila', 'assinatura', 'avaliacao'] as const;
const PAGINA = /^https:\/\/adesao\.exemplo\.com\.br\/mpa\/[A-Za-z0-9_-]{43}$/;

/**
 * 'Copiar link' (POST api/adesao/{id}/links/{tipo}/copiar): the detail carries no live link,
 * so each copy issues one, in the statuses where the link is resent, to the roles that resend.
 */
describe("the applicant links behind 'Copiar link'", () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://adesao.exemplo.com.br/' } });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  /** Each link's copy answer: the address, or the status code where none is given. */
  const copias = async (id: number, username = 'gestorcomercial') => {
    const out: Record<string, string | number> = {};
    for (const tipo of TIPOS) {
      const res = await as(username).post(`/api/adesao/${id}/links/${tipo}/copiar`);
      out[tipo] = res.statusCode === 200 ? (res.json().data.link as string) : res.statusCode;
    }
    return out;
  };

  it('gives a fresh term link while the term awaits acceptance, a new one on each copy', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoAprovacaoTermo,
    });
    const first = await copias(proposta.id);
    expect(first).toEqual({
      termo: expect.stringMatching(PAGINA),
      fila: 409,
      assinatura: 409,
      avaliacao: 409,
    });
    const second = await copias(proposta.id);
    expect(second.termo).not.toBe(first.termo);
  });

  it('gives the queue and the app evaluation, each its own link, while the declaration is awaited', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoDeclaracaoSaude,
    });
    const links = await copias(proposta.id);
    expect(links).toEqual({
      termo: 409,
      fila: expect.stringMatching(PAGINA),
      assinatura: 409,
      avaliacao: expect.stringMatching(PAGINA),
    });
    expect(links.fila).not.toBe(links.avaliacao);
    // Never the proposal's bare access id, which opens nothing.
    expect(JSON.stringify(links)).not.toContain(proposta.tokenAcesso);
  });

  it("gives this applicant's signer link once the envelope is out, 409 before", async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoAssinaturas,
    });
    expect((await copias(proposta.id)).assinatura).toBe(409);

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
    expect(await copias(proposta.id)).toEqual({
      termo: 409,
      fila: 409,
      assinatura: 'https://assinatura.exemplo/proponente',
      avaliacao: 409,
    });
  });

  it('gives no link in a status where none is resent', async () => {
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.Concluida });
    expect(Object.values(await copias(proposta.id))).toEqual([409, 409, 409, 409]);
  });

  it('keeps the links (the applicant’s access) from users who may not resend them', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoAprovacaoTermo,
    });
    expect((await copias(proposta.id, 'concessionaria')).termo).toMatch(PAGINA);
    // GestorContratos reads every proposal but may not resend links.
    expect(Object.values(await copias(proposta.id, 'gestorcontratos'))).toEqual([
      403, 403, 403, 403,
    ]);
  });
});
