import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ROLE, SITUACAO_PME } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { EnvelopeOf, ok } from '../../http/envelope';
import { conflict, HttpError, notFound } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { ultimoEnvelope, verificarSeEnviado } from '../integracoes/assinaturas/verificar';
import { TIPO_CONTRATO_PME } from '../integracoes/comunicacoes/links';
import { enqueue } from '../outbox/enqueue';
import { runTransition } from '../propostas/transitions';
import { ErrorResponses, IdParams } from '../../http/schemas';
import { gerarContratoPmePdf, nomeArquivoContrato } from './contrato-pdf';
import { propostaPmeResponse } from './schemas';
import { detalhePropostaPme, listarBeneficiarios, loadPropostaPme } from './service';
import { runPmeTransition } from './transicoes';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** The PME screen's actions (document 2, section 4; the PME table of docs/domain.md#lifecycles). */
export const PME_MENSAGENS = {
  contratoCriado: servidor.pme.contratoCriadoSucesso,
  assinaturasColetadas: servidor.comum.assinaturasColetadas,
  assinaturasPendentes: servidor.comum.assinaturasPendentes,
  integracaoSolicitada: servidor.pme.integracaoSolicitadaSucesso,
  empresaIntegrada: servidor.pme.empresaIntegradaErpTitulares,
  integracaoEmProcessamento: servidor.pme.integracaoAindaProcessamentoErp,
  integracaoNaoEnviada: servidor.pme.integracaoNaoEnviada,
  beneficiariosIntegrados: servidor.pme.todosBeneficiariosForamIntegrados,
  cancelamento: servidor.pme.cancelamentoSolicitadoSucesso,
  cancelamentoBeneficiarios: servidor.pme.cancelamentoBeneficiariosSolicitadoSucesso,
  contratoAssinadoAusente: servidor.pme.contratoAssinadoNaoEncontrado,
  acaoNaoPermitida: servidor.pme.ciclo.acaoNaoPermitidaSituacao,
} as const;

const M = PME_MENSAGENS;
export const TAGS = ['Propostas PME — ações'];
const response = { 200: EnvelopeOf(Type.Unknown()), ...ErrorResponses };
const CancelBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  observacao: Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '\\S',
    errorMessage: ptBR.propostas.acoes.motivo_obrigatorio,
  }),
});

/**
 * What each command of the PME screen answers: the proposal as GET api/propostaPme/{id} reads
 * it, after the command, so the screen draws it without reading it again (decisions/0156).
 */
export const answer = (db: Executor, row: { id: number }) => detalhePropostaPme(db, row.id);

const acoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        response: propostaPmeResponse,
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
      return ok(await answer(app.db, row), [M.contratoCriado]);
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
        response: propostaPmeResponse,
      },
    },
    async (request) => {
      const proposta = await loadPropostaPme(app.db, request.params.id);
      if (proposta.situacao !== SITUACAO_PME.AguardandoAssinatura) {
        throw conflict(M.acaoNaoPermitida);
      }
      // Until the outbox has sent the contract nobody has signed: pending, not the 409 of a
      // contract never sent.
      const verificacao = await verificarSeEnviado(
        { db: app.db, integrations: app.integrations },
        { tipo: TIPO_CONTRATO_PME, referenciaId: proposta.id },
        async () => {},
      );
      if (!verificacao || verificacao.situacao !== 'concluido') {
        return ok(await answer(app.db, proposta), [M.assinaturasPendentes]);
      }
      const row = await runPmeTransition(app.db, {
        id: proposta.id,
        action: 'verificar-assinaturas',
        actor: { kind: 'usuario', user: requireUser(request) },
      });
      return ok(await answer(app.db, row), [M.assinaturasColetadas]);
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
        response: propostaPmeResponse,
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
      return ok(await answer(app.db, row), [M.cancelamento]);
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
        response: propostaPmeResponse,
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
      for (const b of await listarBeneficiarios(app.db, proposta.id)) {
        try {
          await runTransition(app.db, {
            propostaId: b.id,
            action: 'cancelar',
            actor: { kind: 'usuario', user: actor },
            motivo: request.body.observacao.trim(),
          });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
      }
      return ok(await answer(app.db, proposta), [M.cancelamentoBeneficiarios]);
    },
  );
};

export default acoesRoutes;
