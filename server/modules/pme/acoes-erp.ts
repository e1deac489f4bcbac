import { servidor } from '../../../i18n/pt-BR/servidor';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SITUACAO_PME } from '../../../src/domain';
import { ok } from '../../http/envelope';
import { conflict, HttpError } from '../../http/errors';
import { OutsideCallError } from '../../integrations/outside-call';
import { requirePermission, requireUser } from '../auth/current-user';
import { ERP_NAO_CONFIGURADO_MSG } from '../integracoes/erp/parametros';
import { enqueue } from '../outbox/enqueue';
import { IdParams } from '../../http/schemas';
import { answer, PME_MENSAGENS as M, TAGS } from './acoes';
import { propostaPmeResponse } from './schemas';
import { loadPropostaPme } from './service';
import { runPmeTransition } from './transicoes';

/**
 * The PME's way into the ERP: integrate the company (outbox), verify it (then the holders go,
 * by the worker) and verify the holders. The checks ask the ERP on demand: 503 when it is not
 * configured or does not answer.
 */
const acoesErpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const erpOrThrow = () => {
    if (!app.integrations.erp) throw new HttpError(503, [ERP_NAO_CONFIGURADO_MSG]);
    return app.integrations.erp;
  };
  const outside = async <T>(call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof OutsideCallError)
        throw new HttpError(503, [servidor.integracoes.erpIndisponivel]);
      throw error;
    }
  };

  app.post(
    '/api/propostaPme/:id/integrar',
    {
      preHandler: requirePermission('proposta-pme', 'integrar'),
      schema: {
        tags: TAGS,
        summary: 'Solicita a integração da empresa ao ERP',
        params: IdParams,
        response: propostaPmeResponse,
      },
    },
    async (request) => {
      const row = await runPmeTransition(app.db, {
        id: request.params.id,
        action: 'integrar',
        actor: { kind: 'usuario', user: requireUser(request) },
        after: async (tx, proposta) => {
          await enqueue(tx, {
            topic: 'erp.integrar-pme',
            payload: { propostaPmeId: proposta.id },
            idempotencyKey: `erp.integrar-pme:${proposta.id}:${proposta.versao}`,
          });
        },
      });
      return ok(await answer(app.db, row), [M.integracaoSolicitada]);
    },
  );

  app.post(
    '/api/propostaPme/:id/verificarIntegracao',
    {
      preHandler: requirePermission('proposta-pme', 'verificar-integracao'),
      schema: {
        tags: TAGS,
        summary: 'Verifica a integração da empresa no ERP',
        params: IdParams,
        response: propostaPmeResponse,
      },
    },
    async (request) => {
      const proposta = await loadPropostaPme(app.db, request.params.id);
      if (proposta.situacao !== SITUACAO_PME.IntegracaoPmeSolicitada) {
        throw conflict(M.acaoNaoPermitida);
      }
      const erp = erpOrThrow();
      if (!proposta.protocoloErp) throw conflict(M.integracaoNaoEnviada);
      const resposta = await outside(() => erp.consultarEmpresa(proposta.protocoloErp!));
      if (resposta.situacao === 'em_processamento') {
        return ok(await answer(app.db, proposta), [M.integracaoEmProcessamento]);
      }
      if (resposta.situacao === 'recusada') {
        throw conflict(...resposta.motivos.map((m) => `ERP: ${m.descricao}`));
      }
      const row = await runPmeTransition(app.db, {
        id: proposta.id,
        action: 'verificar-integracao',
        actor: { kind: 'usuario', user: requireUser(request) },
        changes: { matricula: resposta.matricula, situacaoErp: resposta.situacao },
        after: async (tx, updated) => {
          await enqueue(tx, {
            topic: 'erp.integrar-titulares-pme',
            payload: { propostaPmeId: updated.id },
            idempotencyKey: `erp.integrar-titulares-pme:${updated.id}`,
          });
        },
      });
      return ok(await answer(app.db, row), [M.empresaIntegrada]);
    },
  );

  app.post(
    '/api/propostaPme/:id/verificarIntegracaoBeneficiarios',
    {
      preHandler: requirePermission('proposta-pme', 'verificar-integracao-beneficiarios'),
      schema: {
        tags: TAGS,
        summary: 'Verifica a integração dos titulares no ERP',
        params: IdParams,
        response: propostaPmeResponse,
      },
    },
    async (request) => {
      const proposta = await loadPropostaPme(app.db, request.params.id);
      if (proposta.situacao !== SITUACAO_PME.IntegracaoTitularesSolicitada) {
        throw conflict(M.acaoNaoPermitida);
      }
      const erp = erpOrThrow();
      const respostas = await outside(() =>
        Promise.all(proposta.protocolosTitulares.map((p) => erp.consultarIntegracao(p.protocolo))),
      );
      if (respostas.some((r) => r.situacao === 'em_processamento')) {
        return ok(await answer(app.db, proposta), [M.integracaoEmProcessamento]);
      }
      const recusadas = respostas.filter((r) => r.situacao === 'recusada');
      if (recusadas.length) {
        throw conflict(...recusadas.flatMap((r) => r.motivos.map((m) => `ERP: ${m.descricao}`)));
      }
      const row = await runPmeTransition(app.db, {
        id: proposta.id,
        action: 'verificar-integracao-beneficiarios',
        actor: { kind: 'usuario', user: requireUser(request) },
      });
      return ok(await answer(app.db, row), [M.beneficiariosIntegrados]);
    },
  );
};

export default acoesErpRoutes;
