import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { mensagensEnviadas } from '../../db/schema';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { caixaLocalAtiva } from '../../integrations/caixa-local';
import { requirePermission } from '../auth/current-user';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const MENSAGEM_NAO_ENCONTRADA = servidor.comum.mensagemNaoEncontrada;

const Mensagem = Type.Object({
  id: Type.Integer(),
  canal: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  destinatario: Type.String(),
  assunto: Type.Union([Type.String(), Type.Null()]),
  texto: Type.String(),
  modelo: Type.Union([Type.String(), Type.Null()]),
  dataEnvio: Type.String({ format: 'date-time' }),
});

const Filtro = Type.Object({
  canal: Type.Optional(
    Type.Union([Type.Literal('email'), Type.Literal('sms')], {
      errorMessage: servidor.mensagensEnviadas.canalInvalido,
    }),
  ),
  destinatario: Type.Optional(
    Type.String({ maxLength: 254, errorMessage: servidor.mensagensEnviadas.destinatarioLongo }),
  ),
  pagina: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
});

const TAGS = ['Mensagens enviadas (fora de produção)'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const columns = {
  id: mensagensEnviadas.id,
  canal: mensagensEnviadas.canal,
  destinatario: mensagensEnviadas.destinatario,
  assunto: mensagensEnviadas.assunto,
  texto: mensagensEnviadas.texto,
  modelo: mensagensEnviadas.modelo,
  dataEnvio: mensagensEnviadas.dataEnvio,
};

/**
 * The administrator's 'Mensagens enviadas': the e-mails and SMS kept by the built-in outbox
 * (server/integrations/caixa-local), newest first. In production the routes are not declared,
 * so they answer 404 like any unknown address, and nothing is kept to read.
 */
const mensagensEnviadasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!caixaLocalAtiva(app.config)) return;

  app.get(
    '/api/mensagens-enviadas',
    {
      preHandler: requirePermission('mensagem-enviada', 'list'),
      schema: {
        tags: TAGS,
        summary: 'E-mails e SMS guardados pela caixa de saída embutida, mais recentes primeiro',
        querystring: Filtro,
        response: {
          200: EnvelopeOf(Type.Object({ itens: Type.Array(Mensagem), total: Type.Integer() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const { canal, destinatario, pagina, pageSize } = request.query;
      const conditions: SQL[] = [];
      if (canal) conditions.push(eq(mensagensEnviadas.canal, canal));
      const busca = destinatario?.trim();
      if (busca) conditions.push(ilike(mensagensEnviadas.destinatario, `%${escapeLike(busca)}%`));
      const where = conditions.length ? and(...conditions) : undefined;
      const [itens, [{ total }]] = await Promise.all([
        app.db
          .select(columns)
          .from(mensagensEnviadas)
          .where(where)
          .orderBy(desc(mensagensEnviadas.id))
          .limit(pageSize)
          .offset((pagina - 1) * pageSize),
        app.db.select({ total: count() }).from(mensagensEnviadas).where(where),
      ]);
      return ok({ itens: itens.map(emJson), total });
    },
  );

  app.get(
    '/api/mensagens-enviadas/:id',
    {
      preHandler: requirePermission('mensagem-enviada', 'show'),
      schema: {
        tags: TAGS,
        summary: 'Uma mensagem guardada, com o texto inteiro',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: EnvelopeOf(Mensagem), ...errors, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select(columns)
        .from(mensagensEnviadas)
        .where(eq(mensagensEnviadas.id, request.params.id));
      if (!row) throw notFound(MENSAGEM_NAO_ENCONTRADA);
      return ok(emJson(row));
    },
  );
};

function emJson(row: {
  id: number;
  canal: string;
  destinatario: string;
  assunto: string | null;
  texto: string;
  modelo: string | null;
  dataEnvio: Date;
}) {
  return {
    ...row,
    canal: row.canal as 'email' | 'sms',
    dataEnvio: row.dataEnvio.toISOString(),
  };
}

export default mensagensEnviadasRoutes;
