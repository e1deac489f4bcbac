import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { anotacoesEnfermagem as a } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { registrarAcessoDaRota } from '../acessos-sensiveis/access-log';
import { loadVisible } from '../propostas/detail-service';
import { ErrorResponses, Id } from '../../http/schemas';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Anotações da enfermagem'];
export const ANOTACAO_MAX = 1000;
const ANOTACAO_VAZIA = servidor.anotacoes.anotacaoVazia;

const Anotacao = Type.Object({
  id: Type.Integer(),
  texto: Type.String(),
  dataCriacao: Type.String(),
  usuarioId: Type.Union([Type.Integer(), Type.Null()]),
  userName: Type.String(),
  usuario: Type.String(),
});

type AnotacaoRow = typeof a.$inferSelect;

const toAnotacao = (row: AnotacaoRow) => ({
  id: row.id,
  texto: row.texto,
  dataCriacao: row.dataCriacao.toISOString(),
  usuarioId: row.usuarioId,
  userName: row.userName,
  usuario: row.usuario,
});

/**
 * Nursing notes: visible and writable only by GestorSaude, Enfermeiro and EnfermeiroExterno
 * (the 'anotacao-enfermagem' permission). Notes are never edited or deleted.
 */
const anotacoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Reading the notes is logged by the route's config.acessoSensivel.
  registrarAcessoDaRota(app);

  app.get(
    '/api/anotacaoEnfermagem/:id',
    {
      preHandler: requirePermission('anotacao-enfermagem', 'list'),
      // Nursing notes are health data: each read goes to the access log (LGPD).
      config: { acessoSensivel: 'anotacoes.leitura' },
      schema: {
        tags: TAGS,
        summary: 'Anotações da enfermagem de uma proposta, da mais antiga à mais recente',
        params: Type.Object({ id: Id }),
        response: { 200: EnvelopeOf(Type.Array(Anotacao)), ...ErrorResponses },
      },
    },
    async (request) => {
      await loadVisible(app.db, requireUser(request), request.params.id);
      const rows = await app.db
        .select()
        .from(a)
        .where(eq(a.propostaAdesaoId, request.params.id))
        .orderBy(asc(a.id));
      return ok(rows.map(toAnotacao));
    },
  );

  app.post(
    '/api/anotacaoEnfermagem',
    {
      preHandler: requirePermission('anotacao-enfermagem', 'create'),
      schema: {
        tags: TAGS,
        summary: 'Registra uma anotação da enfermagem (texto, PropostaAdesaoId)',
        // The spec writes PropostaAdesaoId with a capital P; the camel-case form is accepted too.
        body: Type.Object({
          texto: Type.String({
            minLength: 1,
            maxLength: ANOTACAO_MAX,
            errorMessage: {
              minLength: ANOTACAO_VAZIA,
              maxLength: format(servidor.anotacoes.anotacaoLonga, { maximo: ANOTACAO_MAX }),
              type: ANOTACAO_VAZIA,
            },
          }),
          PropostaAdesaoId: Type.Optional(Id),
          propostaAdesaoId: Type.Optional(Id),
        }),
        response: { 200: EnvelopeOf(Anotacao), ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const propostaId = request.body.PropostaAdesaoId ?? request.body.propostaAdesaoId;
      if (!propostaId)
        throw badRequest(format(servidor.http.campoObrigatorio, { campo: 'PropostaAdesaoId' }));
      const texto = request.body.texto.trim();
      if (!texto) throw badRequest(ANOTACAO_VAZIA);
      await loadVisible(app.db, user, propostaId);
      const [created] = await app.db
        .insert(a)
        .values({
          propostaAdesaoId: propostaId,
          texto,
          usuarioId: user.id,
          usuario: user.nome,
          userName: user.username,
        })
        .returning();
      return ok(toAnotacao(created), [servidor.anotacoes.anotacaoRegistradaSucesso]);
    },
  );
};

export default anotacoesRoutes;
