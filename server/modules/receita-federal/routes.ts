import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONSULTA_RF_JA_PENDENTE,
  CONSULTA_RF_RASCUNHO,
  CONSULTA_RF_SOLICITADA,
} from '../../../src/domain/receitaFederal';
import { EnvelopeOf, ok } from '../../http/envelope';
import { conflict } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { loadVisible } from '../propostas/detail-service';
import { ErrorResponses, IdParams } from '../../http/schemas';
import { consultarNovamente } from './consulta';
import { ConsultaReceitaFederal, resumoConsultaReceita } from './resumo';

/**
 * POST api/adesao/{id}/consultarReceitaFederal (ours): the card's 'Consultar novamente'. The
 * check itself runs in the outbox (handler.ts); this answers at once with the check pending.
 */
const receitaFederalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/adesao/:id/consultarReceitaFederal',
    {
      preHandler: requirePermission('proposta', 'consultar-receita'),
      schema: {
        tags: ['Propostas — detalhe'],
        summary: 'Consultar novamente o CPF na Receita Federal (nome, nascimento, situação)',
        params: IdParams,
        response: { 200: EnvelopeOf(ConsultaReceitaFederal), ...ErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await loadVisible(app.db, requireUser(request), id);
      if (row.situacaoPropostaAdesaoId == null) throw conflict(CONSULTA_RF_RASCUNHO);
      const enfileirada = await app.db.transaction((tx) => consultarNovamente(tx, id));
      return ok(resumoConsultaReceita({ ...row, rfConsultaEstado: 'pendente' }), [
        enfileirada ? CONSULTA_RF_SOLICITADA : CONSULTA_RF_JA_PENDENTE,
      ]);
    },
  );
};

export default receitaFederalRoutes;
