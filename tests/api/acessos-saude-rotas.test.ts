import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { acessosDadosSensiveis, salasVideo, videosAvaliacao } from '../../server/db/schema';
import { storage } from '../../server/modules/documentos/service';
import { apiClient, buildProposta, userId } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every read of health data (the nurse's view, PecFast, nursing notes, the video audit and a
 * video's playback) is logged by its route's config.acessoSensivel (acessos-sensiveis/access-log.ts),
 * the one mechanism of the documents' routes: one line per successful read, with who, which
 * proposal, what, which record and from where; a refused read logs nothing.
 */
describe('health-data reads in the access log', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const linhas = (propostaAdesaoId: number) =>
    t.db
      .select({
        usuarioId: acessosDadosSensiveis.usuarioId,
        usuario: acessosDadosSensiveis.usuario,
        propostaAdesaoId: acessosDadosSensiveis.propostaAdesaoId,
        acao: acessosDadosSensiveis.acao,
        recursoId: acessosDadosSensiveis.recursoId,
        ip: acessosDadosSensiveis.ip,
      })
      .from(acessosDadosSensiveis)
      .where(eq(acessosDadosSensiveis.propostaAdesaoId, propostaAdesaoId))
      .orderBy(asc(acessosDadosSensiveis.id));

  // The demo accounts' names (server/db/seed/users.ts), as the log writes them.
  const NOMES: Record<string, string> = {
    enfermeiro: 'Elaine Enfermeira',
    enfermeiroexterno: 'Eduardo Enfermeiro Externo',
    gestorsaude: 'Helena Saúde',
  };
  const usuario = async (username: string) => ({
    usuarioId: await userId(t.db, username),
    usuario: NOMES[username],
  });

  // The path of each route with {id} for the proposal.
  const ROTAS: [acao: string, username: string, path: string][] = [
    ['declaracao.leitura', 'enfermeiro', '/api/adesao/{id}/v2'],
    ['pecfast.leitura', 'enfermeiro', '/api/AvaliacaoSaude/propostaAdesao/{id}'],
    ['anotacoes.leitura', 'enfermeiroexterno', '/api/anotacaoEnfermagem/{id}'],
    ['videos.leitura', 'gestorsaude', '/api/enfermeiro/propostaAdesao/{id}/videosAuditoria'],
    ['videos.leitura', 'gestorsaude', '/api/AvaliacaoSaude/propostaAdesao/{id}/videos-auditoria'],
  ];

  it.each(ROTAS)('%s: %s reading %s writes one line', async (acao, username, path) => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const res = await as(username).get(path.replace('{id}', String(p.id)));
    expect(res.statusCode, res.body).toBe(200);
    expect(await linhas(p.id)).toEqual([
      {
        ...(await usuario(username)),
        propostaAdesaoId: p.id,
        acao,
        recursoId: null,
        ip: '127.0.0.1',
      },
    ]);
  });

  it.each(ROTAS)(
    '%s: %s is refused %s out of scope, and nothing is logged',
    async (_acao, username, path) => {
      // The health roles do not read blocked proposals (src/domain/recordScope.ts): 404.
      const p = await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.Bloqueada });
      expect((await as(username).get(path.replace('{id}', String(p.id)))).statusCode).toBe(404);
      expect(await linhas(p.id)).toEqual([]);
    },
  );

  it("video.leitura: a recording's playback is logged under its proposal, with the video's id", async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoEnfermagem,
    });
    const [sala] = await t.db
      .insert(salasVideo)
      .values({ propostaAdesaoId: p.id, tokenBeneficiario: randomBytes(16).toString('hex') })
      .returning();
    const conteudo = Buffer.from('gravação de teste');
    const chave = await storage.put(t.db, conteudo);
    const [video] = await t.db
      .insert(videosAvaliacao)
      .values({
        salaVideoId: sala.id,
        propostaAdesaoId: p.id,
        status: 'composition-available',
        chaveArmazenamento: chave,
        tipoConteudo: 'video/webm',
        tamanhoBytes: conteudo.length,
      })
      .returning();

    // Refused by permission (a nurse) or unknown: no line.
    expect((await as('enfermeiro').get(`/api/AvaliacaoSaude/videos/${video.id}`)).statusCode).toBe(
      403,
    );
    expect((await as('gestorsaude').get('/api/AvaliacaoSaude/videos/999999')).statusCode).toBe(404);
    expect(await linhas(p.id)).toEqual([]);

    const play = await as('gestorsaude').get(`/api/AvaliacaoSaude/videos/${video.id}`);
    expect(play.statusCode).toBe(200);
    expect(play.rawPayload.equals(conteudo)).toBe(true);
    expect(await linhas(p.id)).toEqual([
      {
        ...(await usuario('gestorsaude')),
        propostaAdesaoId: p.id,
        acao: 'video.leitura',
        recursoId: video.id,
        ip: '127.0.0.1',
      },
    ]);
  });
});
