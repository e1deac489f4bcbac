import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PECFAST_LIMITES } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses, Nullable } from '../../http/schemas';
import { modeloAtual, salvarModelo } from './pecfast-modelo';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

const Pergunta = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 60 }),
  texto: Type.String({ maxLength: PECFAST_LIMITES.texto + 50 }),
  tipo: Type.Union([Type.Literal('simNao'), Type.Literal('opcoes'), Type.Literal('texto')], {
    errorMessage: servidor.avaliacaoSaude.tipoPerguntaDesconhecido,
  }),
  opcoes: Type.Optional(
    Type.Array(Type.String({ maxLength: PECFAST_LIMITES.opcao + 20 }), {
      maxItems: PECFAST_LIMITES.opcoes + 5,
    }),
  ),
  obrigatoria: Type.Boolean(),
});

const Modelo = Type.Object({
  id: Nullable(Type.Integer()),
  perguntas: Type.Array(Pergunta),
  alteradoPor: Nullable(Type.String()),
  alteradoEm: Nullable(Type.String()),
});

/**
 * The PecFast questionnaire's model (issue 13: "a configurable questionnaire stored as JSON"):
 * nurses read it, the health manager saves a new version of it.
 */
const pecFastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/AvaliacaoSaude/pecfast/modelo',
    {
      preHandler: requirePermission('avaliacao-saude', 'show'),
      schema: {
        tags: ['Avaliação de saúde'],
        summary: 'Questionário PecFast em vigor',
        response: { 200: EnvelopeOf(Modelo), ...ErrorResponses },
      },
    },
    async () => ok(await modeloAtual(app.db)),
  );

  app.put(
    '/api/AvaliacaoSaude/pecfast/modelo',
    {
      preHandler: requirePermission('avaliacao-saude', 'editar-pecfast'),
      schema: {
        tags: ['Avaliação de saúde'],
        summary:
          'Salva uma nova versão do questionário PecFast (as respostas anteriores mantêm a sua)',
        body: Type.Object({
          perguntas: Type.Array(Pergunta, { maxItems: PECFAST_LIMITES.perguntas + 10 }),
        }),
        response: { 200: EnvelopeOf(Modelo), ...ErrorResponses },
      },
    },
    async (request) => {
      const modelo = await salvarModelo(app.db, requireUser(request), request.body.perguntas);
      return ok(modelo, [ptBR.avaliacaoSaude.pecFast.salvo]);
    },
  );
};

export default pecFastRoutes;
