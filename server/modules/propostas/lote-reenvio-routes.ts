import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LINK_PROPONENTE_POR_TIPO, MAX_ITENS_LOTE } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { reenviarLink } from '../comunicacoes/reenvio';
import { CANAIS, TIPOS_REENVIO, type Canal, type TipoReenvio } from '../comunicacoes/service';
import { recusa } from './lote-routes';
import { ErrorResponses, Id } from '../../http/schemas';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

const Body = Type.Object({
  tipo: Type.String({
    enum: [...TIPOS_REENVIO],
    errorMessage: servidor.comum.tipoReenvioInvalido,
  }),
  canal: Type.String({
    enum: [...CANAIS],
    errorMessage: servidor.comum.canalInvalido,
  }),
  ids: Type.Array(Id, {
    minItems: 1,
    maxItems: MAX_ITENS_LOTE,
    errorMessage: {
      minItems: servidor.propostas.selecioneUmaProposta,
      maxItems: format(servidor.propostas.selecioneNoMaximo, { maximo: MAX_ITENS_LOTE }),
    },
  }),
});

const Resultado = Type.Union([
  Type.Object({ id: Type.Integer(), ok: Type.Literal(true) }),
  Type.Object({
    id: Type.Integer(),
    ok: Type.Literal(false),
    status: Type.Integer(),
    mensagem: Type.String(),
  }),
]);

/**
 * POST api/adesao/lote/reenviar: one applicant link resent to many selected proposals, each to
 * its own contact on the chosen channel. No version: a resend changes no status. Each row is its
 * own transaction (the single resend's, `reenviarLink`), so a row whose status does not call for
 * that link is refused (409, with the reason) and the others are queued.
 */
const loteReenvioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/adesao/lote/reenviar',
    {
      preHandler: requirePermission('proposta', 'reenviar-link'),
      schema: {
        tags: ['Comunicações'],
        summary: 'Reenvia um link do proponente a várias propostas, cada uma ao seu contato',
        body: Body,
        response: {
          200: EnvelopeOf(Type.Object({ resultados: Type.Array(Resultado) })),
          ...ErrorResponses,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { ids } = request.body;
      const tipo = request.body.tipo as TipoReenvio;
      const canal = request.body.canal as Canal;
      if (new Set(ids).size !== ids.length) {
        throw badRequest(servidor.propostas.propostaRepetida);
      }
      const resultados = [];
      for (const id of ids) {
        try {
          await reenviarLink(app.db, app.config.publicUrl, user, {
            propostaAdesaoId: id,
            tipo,
            canal,
          });
          resultados.push({ id, ok: true as const });
        } catch (error) {
          resultados.push(recusa(id, error, request.log));
        }
      }
      const enviados = resultados.filter((r) => r.ok).length;
      const link = LINK_PROPONENTE_POR_TIPO[tipo].label;
      return ok({ resultados }, [
        format(servidor.propostas.linkReenviadoLote, { link, enviados, smart_count: ids.length }),
      ]);
    },
  );
};

export default loteReenvioRoutes;
