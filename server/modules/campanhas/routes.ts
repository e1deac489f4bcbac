import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requireApplicantSession } from '../proponente/session';
import { eq } from 'drizzle-orm';
import { FEEDBACK_ALVO_AVALIACAO_SAUDE } from '../../../src/domain';
import { propostasAdesao } from '../../db/schema';
import { conflict } from '../../http/errors';
import {
  avaliacaoRealizada,
  campanhaAtiva,
  NADA_A_PERGUNTAR,
  identificadorProponente,
  registrarResposta,
  RESPOSTA_REGISTRADA,
} from './service';
import { servidor } from '../../../i18n/pt-BR/servidor';

const Chave = Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$' });
const publico = { public: true, rateLimit: { max: 60, timeWindow: '15 minutes' } };

/**
 * Satisfaction campaigns (spec 2.6 and section 7). Today the applicant answers them on /mpa,
 * so both calls need the applicant session; the user id must be the session's own.
 */
const campanhasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The feedback dialog greets the applicant by name and answers under her id; the session
  // cookie alone says who she is (the room's page has no link token).
  app.get(
    '/api/campanhas/usuario',
    {
      config: publico,
      schema: {
        tags: ['Campanhas'],
        summary: 'Nome e identificador do proponente da sessão, para a pesquisa de satisfação',
        security: [],
        response: {
          200: EnvelopeOf(
            Type.Object({ identificadorUsuario: Type.String(), nome: Type.String() }),
          ),
        },
      },
    },
    async (request) => {
      const { propostaAdesaoId } = await requireApplicantSession(app.db, request);
      const [proposta] = await app.db
        .select({ nome: propostasAdesao.nome, nomeSocial: propostasAdesao.nomeSocial })
        .from(propostasAdesao)
        .where(eq(propostasAdesao.id, propostaAdesaoId));
      const nome = (proposta?.nomeSocial || proposta?.nome || '').split(' ')[0];
      return ok({ identificadorUsuario: identificadorProponente(propostaAdesaoId), nome });
    },
  );

  app.get(
    '/api/campanhas/alvo/:alvoId/processo/:processoId',
    {
      config: publico,
      schema: {
        tags: ['Campanhas'],
        summary: 'Campanha ativa de um alvo e processo para o usuário (409: nada a perguntar)',
        security: [],
        params: Type.Object({ alvoId: Chave, processoId: Chave }),
        querystring: Type.Object({ identificadorUsuario: Type.String({ maxLength: 60 }) }),
        response: { 200: EnvelopeOf(Type.Integer()) },
      },
    },
    async (request) => {
      const { propostaAdesaoId } = await requireApplicantSession(app.db, request);
      const identificador = identificadorProponente(propostaAdesaoId);
      const { alvoId, processoId } = request.params;
      return ok(await campanhaAtiva(app.db, alvoId, processoId, identificador, propostaAdesaoId));
    },
  );

  app.post(
    '/api/campanhas/resposta',
    {
      config: publico,
      schema: {
        tags: ['Campanhas'],
        summary: 'Registra a resposta (nota de 1 a 5 e comentário) a uma campanha',
        security: [],
        body: Type.Object({
          campanhaId: Type.Integer({
            minimum: 1,
            errorMessage: servidor.campanhas.pesquisaNaoEncontrada,
          }),
          processoId: Chave,
          identificadorUsuario: Type.String({ maxLength: 60 }),
          valor: Type.String({
            pattern: '^[1-5]$',
            errorMessage: servidor.campanhas.escolhaNota,
          }),
          comentario: Type.Optional(
            Type.Union([
              Type.String({
                maxLength: 1000,
                errorMessage: servidor.campanhas.comentarioDeveTerMaximo,
              }),
              Type.Null(),
            ]),
          ),
          alvoId: Chave,
        }),
        response: { 200: EnvelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      const { propostaAdesaoId } = await requireApplicantSession(app.db, request);
      const { alvoId } = request.body;
      if (
        alvoId === FEEDBACK_ALVO_AVALIACAO_SAUDE &&
        !(await avaliacaoRealizada(app.db, propostaAdesaoId))
      )
        throw conflict(NADA_A_PERGUNTAR);
      await registrarResposta(app.db, request.body, identificadorProponente(propostaAdesaoId));
      return ok(null, [RESPOSTA_REGISTRADA]);
    },
  );
};

export default campanhasRoutes;
