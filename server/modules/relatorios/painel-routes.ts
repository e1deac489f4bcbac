import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SignJWT } from 'jose';
import { Type } from 'typebox';
import { PAINEIS, type PainelId } from '../../../src/domain';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { painel } from './paineis';
import { reportScope } from './scope';
import ptBR from '../../../i18n/pt-BR';

const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const errors = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const PAINEL_NAO_ENCONTRADO = ptBR.relatorios.naoEncontrado;

// Metabase's signed embedding: a short-lived HS256 token naming the dashboard.
const EMBED_MINUTES = 10;

function painelOf(id: number): PainelId {
  if (!PAINEIS.some((p) => p.id === id)) throw notFound(PAINEL_NAO_ENCONTRADO);
  return id as PainelId;
}

const Grafico = Type.Object({
  titulo: Type.String(),
  tipo: Type.Union([Type.Literal('barras'), Type.Literal('linhas')]),
  rotulos: Type.Array(Type.String()),
  series: Type.Array(Type.Object({ nome: Type.String(), valores: Type.Array(Type.Number()) })),
});

/**
 * 'Relatórios' (relatorios/{id}): the signed Metabase embed URL when Metabase is configured,
 * and otherwise the dashboard's data, which the product draws itself.
 */
const painelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/relatorio/url-metabase/:id',
    {
      preHandler: requirePermission('relatorio', 'show'),
      schema: {
        tags: ['Relatórios'],
        summary: 'URL assinada do painel no Metabase (null quando o Metabase não está configurado)',
        params: Params,
        response: { 200: EnvelopeOf(Type.Union([Type.String(), Type.Null()])), ...errors },
      },
    },
    async (request) => {
      const id = painelOf(request.params.id);
      const { metabaseSiteUrl, metabaseSecret } = app.config;
      if (!metabaseSiteUrl || !metabaseSecret) return ok(null);
      const token = await new SignJWT({ resource: { dashboard: id }, params: {} })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(`${EMBED_MINUTES}m`)
        .sign(new TextEncoder().encode(metabaseSecret));
      const site = metabaseSiteUrl.replace(/\/$/, '');
      return ok(`${site}/embed/dashboard/${token}#bordered=true&titled=true`);
    },
  );

  app.get(
    '/api/relatorio/painel/:id',
    {
      preHandler: requirePermission('relatorio', 'show'),
      schema: {
        tags: ['Relatórios'],
        summary: 'Dados dos gráficos de um painel, no escopo do usuário',
        params: Params,
        response: { 200: EnvelopeOf(Type.Array(Grafico)), ...errors },
      },
    },
    async (request) => {
      const id = painelOf(request.params.id);
      return ok(await painel(app.db, id, reportScope(requireUser(request))));
    },
  );
};

export default painelRoutes;
