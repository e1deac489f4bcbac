import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SITUACAO, type LifecycleAction } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { TIPO_CONTRATO_ADESAO } from '../integracoes/comunicacoes/links';
import { verificarSeEnviado } from '../integracoes/assinaturas/verificar';
import { assertVersion } from './access';
import { ActionAnswer, toActionAnswer } from './action-routes';
import { alterarVencimento, liberarIdade } from './changes';
import { loadVisible } from './detail-service';
import { ErrorResponses, IdParams, Versao } from '../../http/schemas';
import { runTransition } from './transitions';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Propostas — ações'];
const response = { 200: EnvelopeOf(ActionAnswer), ...ErrorResponses };

/**
 * Actions that need more than one lifecycle row: the ERP answer picks its row from the body and
 * the status, signature verification first asks whether the contract is signed, and the due-day
 * change and the age release are changes without a transition.
 */
const specialActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/adesao/:id/registrarIntegracaoERP',
    {
      preHandler: requirePermission('proposta', 'registrar-integracao'),
      schema: {
        tags: TAGS,
        summary: 'Registra a resposta do ERP: integrada, com pendências, ou pendências resolvidas',
        params: IdParams,
        body: Type.Object({
          versao: Versao,
          comPendencias: Type.Optional(Type.Boolean({ default: false })),
          matricula: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
          descricaoPendencias: Type.Optional(Type.String({ maxLength: 1000 })),
        }),
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { versao, comPendencias, matricula, descricaoPendencias } = request.body;
      const current = await loadVisible(app.db, user, request.params.id);
      assertVersion(versao, current.versao);
      const action: LifecycleAction = comPendencias
        ? 'registrar-integracao-com-pendencias'
        : current.situacaoPropostaAdesaoId === SITUACAO.IntegradoPendencias
          ? 'resolver-pendencias-erp'
          : 'registrar-integracao';
      const result = await runTransition(app.db, {
        propostaId: current.id,
        action,
        actor: { kind: 'usuario', user },
        versao,
        descricaoPendencia: comPendencias ? (descricaoPendencias ?? null) : null,
        changes: matricula ? { matriculaErp: matricula } : undefined,
      });
      return ok(toActionAnswer(result.proposta), [
        servidor.propostas.integracaoErpRegistradaSucesso,
      ]);
    },
  );

  app.post(
    '/api/adesao/:id/verificarConclusaoAssinaturas',
    {
      preHandler: requirePermission('proposta', 'verificar-assinaturas'),
      schema: {
        tags: TAGS,
        summary: 'Conclui a proposta quando todas as assinaturas do contrato foram coletadas',
        params: IdParams,
        body: Type.Object({ versao: Versao }),
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      let current = await loadVisible(app.db, user, request.params.id);
      assertVersion(request.body.versao, current.versao);
      // The e-signature integration records the signing date when the last signature arrives.
      // The worker's poll may be a minute away: the button asks the service itself first.
      if (
        current.situacaoPropostaAdesaoId === SITUACAO.AguardandoAssinaturas &&
        !current.dataContrato
      ) {
        const titularId = current.propostaTitularId ?? current.id;
        // Not configured, or not sent yet (the outbox has it queued): nobody has signed.
        if (
          app.integrations.signature &&
          (await verificarSeEnviado(app, { tipo: TIPO_CONTRATO_ADESAO, referenciaId: titularId }))
        ) {
          current = await loadVisible(app.db, user, request.params.id);
        }
        if (!current.dataContrato) {
          return ok(toActionAnswer(current), [servidor.comum.assinaturasPendentes]);
        }
      }
      const result = await runTransition(app.db, {
        propostaId: current.id,
        action: 'verificar-assinaturas',
        actor: { kind: 'usuario', user },
        versao: request.body.versao,
      });
      return ok(toActionAnswer(result.proposta), [servidor.comum.assinaturasColetadas]);
    },
  );

  app.put(
    '/api/adesao/:id/alterarVencimento',
    {
      preHandler: requirePermission('proposta', 'alterar-vencimento'),
      schema: {
        tags: TAGS,
        summary: 'Altera o dia de vencimento da mensalidade (10, 20 ou 30)',
        params: IdParams,
        body: Type.Object({
          versao: Versao,
          diaVencimento: Type.Integer({
            enum: [10, 20, 30],
            errorMessage: servidor.propostas.diaVencimentoInvalido,
          }),
        }),
        response,
      },
    },
    async (request) => {
      const updated = await alterarVencimento(app.db, requireUser(request), {
        propostaId: request.params.id,
        ...request.body,
      });
      return ok(toActionAnswer(updated), [ptBR.pme.alterado]);
    },
  );

  app.post(
    '/api/adesao/:id/liberarIdade',
    {
      preHandler: requirePermission('proposta', 'liberar-idade'),
      schema: {
        tags: TAGS,
        summary: 'Liberação de idade de proponente com menos de 49 anos',
        params: IdParams,
        body: Type.Object({ versao: Versao }),
        response,
      },
    },
    async (request) => {
      const updated = await liberarIdade(app.db, requireUser(request), {
        propostaId: request.params.id,
        versao: request.body.versao,
      });
      return ok(toActionAnswer(updated), [ptBR.rascunhos.liberada]);
    },
  );
};

export default specialActionRoutes;
