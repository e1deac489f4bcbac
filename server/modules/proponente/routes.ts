import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { propostasAdesao } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { obterPropostaAdesao, registrarIntencaoCompra } from './adesao';
import { lerAtendimento } from './atendimento';
import codigoRoutes from './codigo-routes';
import declaracaoRoutes from './declaracao-routes';
import { findUsableLink, registerFailedTry } from './links';
import selfieRoutes from './selfie-routes';
import { AtendimentoProponente, PropostaAdesaoProponente } from './schemas';
import { openSession, requireApplicant, setSessionCookie } from './session';

/** The spec's answer for any unsuccessful validation (the client resets the applicant data). */
const FALHA = 'Falha';

const Token = Type.String({ minLength: 1, maxLength: 200 });

/**
 * Public applicant area (/mpa): no Authorization header, rate-limited per IP. validarAcesso
 * exchanges the link's token (with CPF and birth date) for a short session cookie; the one-time
 * code sent to a registered contact verifies it (codigo-routes); every other call needs that
 * verified session and the same token.
 */
const proponenteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The token travels in the page URL: no page or call of this area may leak it as a referrer.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cache-Control', 'no-store');
  });

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
      const { cpf, dataNascimento, token } = request.body;
      const link = await findUsableLink(app.db, token, 'qualquer');
      // Always read a proposal, even for an unknown link (id 0 matches none), so an unknown
      // token or CPF costs the same work and gets the same answer as a wrong one.
      const [proposta] = await app.db
        .select({ cpf: propostasAdesao.cpf, dataNascimento: propostasAdesao.dataNascimento })
        .from(propostasAdesao)
        .where(eq(propostasAdesao.id, link?.propostaAdesaoId ?? 0));
      const matches =
        !!link &&
        !!proposta &&
        proposta.cpf === cpf.replace(/\D/g, '') &&
        proposta.dataNascimento === dataNascimento;
      if (link && !matches) await registerFailedTry(app.db, link.id);
      if (!matches) return { success: false, data: null, messages: [FALHA] };
      const { sessao } = await openSession(app.db, link);
      setSessionCookie(reply, sessao, request.protocol === 'https');
      return { success: true, data: null, messages: [] };
    },
  );

  app.post(
    '/api/proponenteDmz/obterPropostaAdesao',
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Proponente'],
        summary: 'Plano, titular, dependentes e valor que o proponente confirma',
        security: [],
        body: Type.Object({ token: Token }),
        response: { 200: EnvelopeOf(PropostaAdesaoProponente) },
      },
    },
    async (request) => {
      const sessao = await requireApplicant(app.db, request, request.body.token, [
        'termo',
        'declaracao',
        'fila',
      ]);
      return ok(await obterPropostaAdesao(app.db, sessao, new Date()));
    },
  );

  app.get(
    '/api/proponenteDmz/:token/registrarIntencaoCompra',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Proponente'],
        summary: 'Registra a intenção de compra (aceite do termo) do proponente',
        security: [],
        params: Type.Object({ token: Token }),
        response: { 200: EnvelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      const sessao = await requireApplicant(app.db, request, request.params.token, ['termo']);
      const message = await registrarIntencaoCompra(app.db, sessao, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return ok(null, [message]);
    },
  );

  app.post(
    '/api/proponenteDmz/:token/atendimento',
    {
      config: { public: true, rateLimit: { max: 300, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Proponente'],
        summary: 'Fila de atendimento da enfermagem: agendamento e sala de vídeo aberta',
        security: [],
        params: Type.Object({ token: Token }),
        response: { 200: EnvelopeOf(AtendimentoProponente) },
      },
    },
    async (request) => {
      const sessao = await requireApplicant(app.db, request, request.params.token, ['fila']);
      return ok(await lerAtendimento(app.db, sessao));
    },
  );

  await app.register(codigoRoutes);
  await app.register(declaracaoRoutes);
  await app.register(selfieRoutes);
};

export default proponenteRoutes;
