import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses, Id } from '../../http/schemas';
import { paginaDeRecusa, resolverLinkCurto } from './link-curto';
import { abrirSala, reenviarConvite } from './sala-video';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Avaliação de saúde'];
const IdParams = Type.Object({ id: Id });
const Mensagem = EnvelopeOf(Type.Object({ message: Type.String() }));

/** The video room's calls: open it, resend the invite, and the invite's short link. */
const salaVideoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Mobile numbers as digits (the client unmasks them): DDD + 8 or 9 digits.
  const Celular = Type.String({
    pattern: '^\\d{10,11}$',
    errorMessage: servidor.avaliacaoSaude.numeroCelularInvalido,
  });
  const Celulares = Type.Array(Celular, {
    maxItems: 5,
    errorMessage: servidor.avaliacaoSaude.informeAte5Celulares,
  });

  app.post(
    '/api/enfermeiro/:id/abrirSala',
    {
      preHandler: requirePermission('avaliacao-saude', 'abrir-sala'),
      schema: {
        tags: TAGS,
        summary: 'Abre a sala de vídeo e convida os celulares escolhidos por SMS',
        params: IdParams,
        body: Type.Object({ numerosCelular: Celulares }),
        response: {
          200: EnvelopeOf(
            Type.Object({
              urlBeneficiarioEncurtada: Type.String(),
              urlBeneficiario: Type.String(),
              urlEnfermeiro: Type.String(),
            }),
          ),
          ...ErrorResponses,
        },
      },
    },
    async (request) =>
      ok(
        await abrirSala(
          app.db,
          requireUser(request),
          request.params.id,
          request.body.numerosCelular,
          app.config.publicUrl,
        ),
      ),
  );

  app.post(
    '/api/enfermeiro/reenviar/link',
    {
      preHandler: requirePermission('avaliacao-saude', 'reenviar-convite'),
      schema: {
        tags: TAGS,
        summary: 'Reenvia o convite da sala de vídeo por SMS e, se informado, por e-mail',
        body: Type.Object({
          propostaAdesaoId: Id,
          celulares: Celulares,
          linkSalaVideo: Type.String({ minLength: 1, maxLength: 500 }),
          email: Type.Optional(
            Type.Union([
              Type.String({
                format: 'email',
                maxLength: 150,
                errorMessage: 'E-mail inválido',
              }),
              Type.Null(),
            ]),
          ),
          nome: Type.Optional(Type.Union([Type.String({ maxLength: 150 }), Type.Null()])),
        }),
        response: { 200: Mensagem, ...ErrorResponses },
      },
    },
    async (request) => {
      const result = await reenviarConvite(
        app.db,
        requireUser(request),
        request.body,
        app.config.publicUrl,
      );
      return ok(result, [result.message]);
    },
  );

  app.get(
    '/l/:codigo',
    {
      // Public like the applicant's validation, and limited the same way: codes are short.
      config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Link curto do convite: redireciona ao endereço completo',
        params: Type.Object({ codigo: Type.String({ pattern: '^[A-Za-z0-9_-]{4,20}$' }) }),
      },
    },
    async (request, reply) => {
      try {
        return reply.redirect(await resolverLinkCurto(app.db, request.params.codigo), 302);
      } catch (error) {
        // The applicant's phone opens this link: a page that says why, not a JSON envelope.
        if (error instanceof HttpError && request.headers.accept?.includes('text/html')) {
          return reply
            .status(error.statusCode)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(paginaDeRecusa(error));
        }
        throw error;
      }
    },
  );
};

export default salaVideoRoutes;
