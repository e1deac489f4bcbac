import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ROLE, SITUACAO_PME } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { conflict, HttpError, notFound } from '../../http/errors';
import { OutsideCallError } from '../../integrations/outside-call';
import { requirePermission, requireUser } from '../auth/current-user';
import { ERP_INDISPONIVEL, ERP_NAO_CONFIGURADO_MSG } from '../integracoes/erp/parametros';
import {
  ultimoEnvelope,
  verificarConclusaoAssinaturas,
} from '../integracoes/assinaturas/verificar';
import { TIPO_CONTRATO_PME } from '../integracoes/comunicacoes/links';
import { enqueue } from '../outbox/enqueue';
import { runTransition } from '../propostas/transitions';
import { ErrorResponses, IdParams } from '../propostas/schemas';
import { gerarContratoPmePdf, nomeArquivoContrato } from './contrato-pdf';
import { listarBeneficiarios, loadPropostaPme } from './service';
import { runPmeTransition } from './transicoes';

/** The PME screen's actions (document 2, section 4; LIFECYCLE.md, PME table). */
export const PME_MENSAGENS = {
  contratoCriado: 'Contrato criado com sucesso!',
  assinaturasColetadas:
    'Todas as assinaturas foram coletadas e a proposta foi concluída automaticamente.',
  assinaturasPendentes: 'Ainda há assinaturas pendentes no contrato.',
  integracaoSolicitada: 'Integração solicitada com sucesso!',
  empresaIntegrada: 'Empresa integrada ao ERP. Os titulares serão enviados em seguida.',
  integracaoEmProcessamento: 'A integração ainda está em processamento no ERP.',
  integracaoNaoEnviada: 'A integração ainda não foi enviada ao ERP.',
  beneficiariosIntegrados: 'Todos os beneficiários foram integrados ao ERP.',
  cancelamento: 'Cancelamento solicitado com sucesso!',
  cancelamentoBeneficiarios: 'Cancelamento de beneficiários solicitado com sucesso!',
  contratoAssinadoAusente: 'Contrato assinado não encontrado.',
  acaoNaoPermitida: 'Ação não permitida na situação atual da proposta.',
} as const;

const M = PME_MENSAGENS;
const TAGS = ['Propostas PME — ações'];
const response = { 200: EnvelopeOf(Type.Unknown()), ...ErrorResponses };
const CancelBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  observacao: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '\\S',
    errorMessage: 'Informe o motivo.',
  }),
});

const answer = (row: { id: number; situacao: number; versao: number }) => ({
  id: row.id,
  situacao: row.situacao,
  versao: row.versao,
});

const acoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const erpOrThrow = () => {
    if (!app.integrations.erp) throw new HttpError(503, [ERP_NAO_CONFIGURADO_MSG]);
    return app.integrations.erp;
  };
  const outside = async <T>(call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof OutsideCallError) throw new HttpError(503, [ERP_INDISPONIVEL]);
      throw error;
    }
  };

  app.get(
    '/api/propostaPme/:id/preVisualizarContrato',
    {
      preHandler: requirePermission('proposta-pme', 'pre-visualizar-contrato'),
      schema: { tags: TAGS, summary: 'Pré-visualização do contrato (PDF)', params: IdParams },
    },
    async (request, reply) => {
      const proposta = await loadPropostaPme(app.db, request.params.id);
      const pdf = await gerarContratoPmePdf(app.db, proposta, new Date());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${nomeArquivoContrato(proposta)}"`)
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/api/propostaPme/:id/criarContrato',
    {
      preHandler: requirePermission('proposta-pme', 'criar-contrato'),
      schema: {
        tags: TAGS,
        summary: 'Cria o contrato e o envia para assinatura',
        params: IdParams,
        response,
      },
    },
    async (request) => {
      const row = await runPmeTransition(app.db, {
        id: request.params.id,
        action: 'criar-contrato',
        actor: { kind: 'usuario', user: requireUser(request) },
        after: async (tx, proposta) => {
          await enqueue(tx, {
            topic: 'assinatura.enviar-contrato-pme',
            payload: { propostaPmeId: proposta.id },
            idempotencyKey: `assinatura.enviar-contrato-pme:${proposta.id}:${proposta.versao}`,
          });
        },
      });
      return ok(answer(row), [M.contratoCriado]);
    },
  );

  app.post(
    '/api/propostaPme/:id/verificarConclusaoAssinaturas',
    {
      preHandler: requirePermission('proposta-pme', 'verificar-assinaturas'),
      schema: {
        tags: TAGS,
        summary: 'Verifica as assinaturas do contrato',
        params: IdParams,
        response,
      },
    },
    async (request) => {
      const proposta = await loadPropostaPme(app.db, request.params.id);
      if (proposta.situacao !== SITUACAO_PME.AguardandoAssinatura) {
        throw conflict(M.acaoNaoPermitida);
      }
      const verificacao = await verificarConclusaoAssinaturas(
        { db: app.db, integrations: app.integrations },
        { tipo: TIPO_CONTRATO_PME, referenciaId: proposta.id },
        async () => {},
      );
      if (verificacao.situacao !== 'concluido') {
        return ok(answer(proposta), [M.assinaturasPendentes]);
      }
      const row = await runPmeTransition(app.db, {
        id: proposta.id,
        action: 'verificar-assinaturas',
        actor: { kind: 'usuario', user: requireUser(request) },
      });
      return ok(answer(row), [M.assinaturasColetadas]);
    },
  );

  app.post(
    '/api/propostaPme/:id/integrar',
    {
      preHandler: requirePermission('proposta-pme', 'integrar'),
      schema: {
        tags: TAGS,
        summary: 'Solicita a integração da empresa ao ERP',
        params: IdParams,
        response,
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
      return ok(answer(row), [M.integracaoSolicitada]);
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
        response,
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
        return ok(answer(proposta), [M.integracaoEmProcessamento]);
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
      return ok(answer(row), [M.empresaIntegrada]);
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
        response,
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
        return ok(answer(proposta), [M.integracaoEmProcessamento]);
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
      return ok(answer(row), [M.beneficiariosIntegrados]);
    },
  );

  app.get(
    '/api/propostaPme/:id/downloadContratoAssinado',
    {
      preHandler: requirePermission('proposta-pme', 'baixar-contrato'),
      schema: { tags: TAGS, summary: 'Contrato assinado (base64)', params: IdParams, response },
    },
    async (request) => {
      const proposta = await loadPropostaPme(app.db, request.params.id);
      const envelope = await ultimoEnvelope(app.db, TIPO_CONTRATO_PME, proposta.id);
      if (!envelope?.arquivoAssinado) throw notFound(M.contratoAssinadoAusente);
      return ok({
        contentType: envelope.arquivoTipo ?? 'application/pdf',
        fileContents: envelope.arquivoAssinado.toString('base64'),
        fileDownloadName: nomeArquivoContrato(proposta).replace('contrato-', 'contrato-assinado-'),
      });
    },
  );

  app.post(
    '/api/propostaPme/:id/cancelar',
    {
      preHandler: requirePermission('proposta-pme', 'cancelar'),
      schema: {
        tags: TAGS,
        summary: 'Cancela a proposta PME',
        params: IdParams,
        body: CancelBody,
        response,
      },
    },
    async (request) => {
      const observacao = request.body.observacao.trim();
      const row = await runPmeTransition(app.db, {
        id: request.params.id,
        action: 'cancelar',
        actor: { kind: 'usuario', user: requireUser(request) },
        observacao,
        changes: { motivoCancelamento: observacao },
      });
      return ok(answer(row), [M.cancelamento]);
    },
  );

  app.post(
    '/api/propostaPme/:id/cancelarBeneficiarios',
    {
      preHandler: requirePermission('proposta-pme', 'cancelar-beneficiarios'),
      schema: {
        tags: TAGS,
        summary: 'Cancela as propostas individuais dos beneficiários',
        params: IdParams,
        body: CancelBody,
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const proposta = await loadPropostaPme(app.db, request.params.id);
      if (proposta.situacao === SITUACAO_PME.Cancelada) throw conflict(M.acaoNaoPermitida);
      // The PME manager cancels this company's beneficiaries with the commercial manager's
      // cancel right, and only these: each one through the individual lifecycle (history kept);
      // one the lifecycle refuses (already cancelled, integrated) is left as it is.
      const actor = { ...user, roles: [...user.roles, ROLE.GestorComercial] };
      let cancelados = 0;
      for (const b of await listarBeneficiarios(app.db, proposta.id)) {
        try {
          await runTransition(app.db, {
            propostaId: b.id,
            action: 'cancelar',
            actor: { kind: 'usuario', user: actor },
            motivo: request.body.observacao.trim(),
          });
          cancelados += 1;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
      }
      return ok({ id: proposta.id, cancelados }, [M.cancelamentoBeneficiarios]);
    },
  );
};

export default acoesRoutes;
