import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { registrarAcessoDaRota } from '../acessos-sensiveis/access-log';
import { DivergenciaRF, divergenciasDescritas } from '../receita-federal/resumo';
import {
  HistoricoEntry,
  PropostaDetalhe,
  PropostaDetalheEnfermagem,
  RespostaDeclaracao,
} from './detail-schemas';
import { loadDetalhe, loadVisible } from './detail-service';
import { listarHistorico } from './historico';
import { loadDetalheEnfermagem, loadRespostasVisiveis } from './nursing-view';
import { ErrorResponses, IdParams } from '../../http/schemas';

const TAGS = ['Propostas — detalhe'];

const detailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The nurse's view is health data: its reads are logged by config.acessoSensivel.
  registrarAcessoDaRota(app);

  app.get(
    '/api/adesao/:id',
    {
      preHandler: requirePermission('proposta', 'show'),
      schema: {
        tags: TAGS,
        summary: 'Proposta: dados, aprovações e ações permitidas ao usuário',
        params: IdParams,
        response: { 200: EnvelopeOf(PropostaDetalhe), ...ErrorResponses },
      },
    },
    async (request) =>
      ok(await loadDetalhe(app.db, requireUser(request), request.params.id, app.config.publicUrl)),
  );

  app.get(
    '/api/adesao/:id/v2',
    {
      preHandler: requirePermission('avaliacao-saude', 'show'),
      // Health data: every read of the declaration and PecFast answers is logged.
      config: { acessoSensivel: 'declaracao.leitura' },
      schema: {
        tags: TAGS,
        summary: 'Proposta na visão da enfermagem (declaração de saúde e PecFast)',
        params: IdParams,
        response: { 200: EnvelopeOf(PropostaDetalheEnfermagem), ...ErrorResponses },
      },
    },
    async (request) =>
      ok(await loadDetalheEnfermagem(app.db, requireUser(request), request.params.id)),
  );

  app.get(
    '/api/adesao/:id/obterDivergenciasRF',
    {
      preHandler: requirePermission('proposta', 'show'),
      schema: {
        tags: TAGS,
        summary:
          'Divergências entre os dados declarados e o cadastro da Receita Federal (última consulta)',
        params: IdParams,
        response: { 200: EnvelopeOf(Type.Array(DivergenciaRF)), ...ErrorResponses },
      },
    },
    async (request) =>
      ok(divergenciasDescritas(await loadVisible(app.db, requireUser(request), request.params.id))),
  );

  app.post(
    '/api/adesao/obterRepostasDeclaracaoSaude/:id',
    {
      preHandler: requirePermission('proposta', 'show'),
      schema: {
        tags: TAGS,
        summary: 'Respostas da declaração de saúde (as que são dado de saúde só para a saúde)',
        params: IdParams,
        response: { 200: EnvelopeOf(Type.Array(RespostaDeclaracao)), ...ErrorResponses },
      },
    },
    async (request) =>
      ok(await loadRespostasVisiveis(app.db, requireUser(request), request.params.id)),
  );

  app.get(
    '/api/adesao/:id/listarHistorico',
    {
      preHandler: requirePermission('proposta', 'listar-historico'),
      schema: {
        tags: TAGS,
        summary: 'Histórico da proposta (linha do tempo)',
        params: IdParams,
        response: { 200: EnvelopeOf(Type.Array(HistoricoEntry)), ...ErrorResponses },
      },
    },
    async (request) => {
      await loadVisible(app.db, requireUser(request), request.params.id);
      const entries = await listarHistorico(app.db, request.params.id);
      return ok(entries.map((e) => ({ ...e, dataTransicao: e.dataTransicao.toISOString() })));
    },
  );
};

export default detailRoutes;
