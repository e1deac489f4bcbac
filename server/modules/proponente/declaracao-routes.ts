import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ok } from '../../http/envelope';
import { concluirDeclaracao, lerDeclaracao, salvarResposta } from './declaracao';
import { DeclaracaoProponente } from './schemas';
import { requireApplicant } from './session';
import { servidor } from '../../../i18n/pt-BR/servidor';

const Params = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
/** The term's link carries on into the declaration (same visit); a declaration link too. */
const DECLARACAO = ['termo', 'declaracao'] as const;
const publico = { public: true, rateLimit: { max: 300, timeWindow: '15 minutes' } };

/** The applicant's health declaration: read, save one answer at a time, complete. */
const declaracaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/proponenteDmz/:token/declaracaoSaude',
    {
      config: publico,
      schema: {
        tags: ['Proponente'],
        summary: 'Perguntas da declaração de saúde ativa, com as respostas já dadas',
        security: [],
        params: Params,
        response: { 200: EnvelopeOf(DeclaracaoProponente) },
      },
    },
    async (request) => {
      const sessao = await requireApplicant(app.db, request, request.params.token, DECLARACAO);
      return ok(await lerDeclaracao(app.db, sessao));
    },
  );

  app.put(
    '/api/proponenteDmz/:token/declaracaoSaude/resposta',
    {
      config: publico,
      schema: {
        tags: ['Proponente'],
        summary: 'Salva a resposta de uma pergunta da declaração de saúde',
        security: [],
        params: Params,
        body: Type.Object({
          perguntaId: Type.Integer({
            minimum: 1,
            errorMessage: servidor.proponente.perguntaInvalida,
          }),
          seAplica: Type.Boolean({ errorMessage: servidor.proponente.respondaSimNao }),
          detalhamento: Type.Optional(
            Type.Union([
              Type.String({
                maxLength: 1000,
                errorMessage: servidor.proponente.detalhamentoDeveTerMaximo,
              }),
              Type.Null(),
            ]),
          ),
        }),
        response: { 200: EnvelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      const sessao = await requireApplicant(app.db, request, request.params.token, DECLARACAO);
      await salvarResposta(app.db, sessao, request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/proponenteDmz/:token/declaracaoSaude/concluir',
    {
      config: publico,
      schema: {
        tags: ['Proponente'],
        summary: 'Conclui a declaração de saúde e encaminha a proposta à enfermagem',
        security: [],
        params: Params,
        response: { 200: EnvelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      const sessao = await requireApplicant(app.db, request, request.params.token, DECLARACAO);
      return ok(null, [await concluirDeclaracao(app.db, sessao)]);
    },
  );
};

export default declaracaoRoutes;
