import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OUTBOX_SITUACOES } from '../../../src/domain';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../http/envelope';
import { requirePermission } from '../auth/current-user';
import mensagensEnviadasRoutes from '../mensagens-enviadas/routes';
import exportarMensagensRoutes from './exportar';
import { TOPIC_HANDLERS } from './handlers';
import { listarMensagens, MENSAGEM_REPROCESSADA, reprocessarMensagem } from './mensagens';
import { servidor } from '../../../i18n/pt-BR/servidor';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const Mensagem = Type.Object({
  id: Type.Integer(),
  topico: Type.String(),
  topicoNome: Type.String(),
  situacao: Type.String(),
  situacaoNome: Type.String(),
  tentativas: Type.Integer(),
  ultimoErro: Nullable(Type.String()),
  propostaAdesaoId: Nullable(Type.Integer()),
  numeroContrato: Nullable(Type.Integer()),
  dataCriacao: Type.String({ format: 'date-time' }),
  dataProximaTentativa: Nullable(Type.String({ format: 'date-time' })),
  dataUltimaTentativa: Nullable(Type.String({ format: 'date-time' })),
  dataEntrega: Nullable(Type.String({ format: 'date-time' })),
});

const Filtro = Type.Object({
  situacao: Type.Optional(
    Type.Union(
      OUTBOX_SITUACOES.map((s) => Type.Literal(s.id)),
      { errorMessage: servidor.comum.situacaoInvalida },
    ),
  ),
  topico: Type.Optional(Type.String({ maxLength: 100 })),
  propostaAdesaoId: Type.Optional(Type.Integer({ minimum: 1 })),
  pagina: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/**
 * The managers' view of the outbox (GestorComercial and Admin): every message to an outside
 * system with its status, tries and last error, and the retry of a dead letter.
 */
const integracoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(exportarMensagensRoutes);
  // The built-in outbox's copies of e-mails and SMS (outside production only).
  await app.register(mensagensEnviadasRoutes);
  app.get(
    '/api/integracoes/mensagens',
    {
      preHandler: requirePermission('integracao', 'list'),
      schema: {
        tags: ['Integrações'],
        summary: 'Mensagens para sistemas externos (outbox), mais recentes primeiro',
        querystring: Filtro,
        response: {
          200: EnvelopeOf(Type.Object({ itens: Type.Array(Mensagem), total: Type.Integer() })),
          ...errors,
        },
      },
    },
    async (request) => ok(await listarMensagens(app.db, request.query)),
  );

  app.post(
    '/api/integracoes/mensagens/:id/reprocessar',
    {
      preHandler: requirePermission('integracao', 'reprocessar'),
      schema: {
        tags: ['Integrações'],
        summary: 'Recoloca na fila uma mensagem com falha definitiva',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: EnvelopeOf(Mensagem), ...errors, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const item = await reprocessarMensagem(app.db, TOPIC_HANDLERS, request.params.id);
      app.outboxWorker.wake();
      return ok(item, [MENSAGEM_REPROCESSADA]);
    },
  );
};

export default integracoesRoutes;
