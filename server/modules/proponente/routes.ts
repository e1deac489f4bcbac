import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { propostasAdesao } from '../../db/schema';
import { EnvelopeOf } from '../../http/envelope';
import { findUsableLink, registerFailedTry } from './links';

/** The spec's answer for any unsuccessful validation (the client resets the applicant data). */
const FALHA = 'Falha';

/**
 * Public applicant area (/mpa): no Authorization header, rate-limited per IP.
 * UNFINISHED: a successful validation does not yet issue the short applicant session;
 * obterPropostaAdesao and registrarIntencaoCompra are not built yet.
 */
const proponenteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/proponenteDmz/validarAcesso',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Proponente'],
        summary: 'Valida CPF e data de nascimento do proponente para o link recebido',
        security: [],
        body: Type.Object({
          cpf: Type.String({ maxLength: 14 }),
          dataNascimento: Type.String({ maxLength: 10 }),
          token: Type.String({ maxLength: 200 }),
        }),
        response: { 200: EnvelopeOf(Type.Null()) },
      },
    },
    async (request, reply) => {
      reply.header('Referrer-Policy', 'no-referrer');
      const { cpf, dataNascimento, token } = request.body;
      const link = await findUsableLink(app.db, token, 'qualquer');
      // Always read a proposal, even for an unknown link (id 0 matches none), so an unknown
      // token or CPF costs the same work and gets the same answer as a wrong one.
      const [proposta] = await app.db
        .select({ cpf: propostasAdesao.cpf, dataNascimento: propostasAdesao.dataNascimento })
        .from(propostasAdesao)
        .where(eq(propostasAdesao.id, link?.propostaAdesaoId ?? 0));
      const matches =
        !!proposta &&
        proposta.cpf === cpf.replace(/\D/g, '') &&
        proposta.dataNascimento === dataNascimento;
      if (link && !matches) await registerFailedTry(app.db, link.id);
      return matches
        ? { success: true, data: null, messages: [] }
        : { success: false, data: null, messages: [FALHA] };
    },
  );
};

export default proponenteRoutes;
