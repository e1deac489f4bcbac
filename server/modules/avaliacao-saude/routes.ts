import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACOES_SAUDE, DETALHAMENTO_MAX } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { registrarAcessoDaRota } from '../acessos-sensiveis/access-log';
import { loadVisible } from '../propostas/detail-service';
import { declaracaoRegistrada, pecFastRegistrado } from '../propostas/nursing-view';
import { ErrorResponses, Id } from '../../http/schemas';
import { notFound } from '../../http/errors';
import { listarAcessosSaude, listarAvaliacoes } from './gestao';
import { listarVideos } from './gravacoes';
import {
  AcessosResposta,
  AvaliacaoPecFastResposta,
  AvaliacoesResposta,
  DeclaracaoRegistradaResposta,
  DeclaracaoResposta,
  PecFastRegistradoResposta,
} from './respostas';
import {
  aprovarAvaliacao,
  concluirAvaliacao,
  DECLARACAO_NAO_ENCONTRADA,
  loadDeclaracao,
  obterAvaliacao,
  registrarDeclaracao,
  registrarPecFast,
} from './service';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Avaliação de saúde'];
const IdParams = Type.Object({ id: Id });
const Mensagem = EnvelopeOf(Type.Object({ message: Type.String() }));

const Resposta = Type.Object({
  perguntaRegistrada: Type.String({ minLength: 1, maxLength: 500 }),
  seAplica: Type.Boolean({ errorMessage: servidor.avaliacaoSaude.informePerguntaAplica }),
  detalhamento: Type.Optional(
    Type.Union([
      Type.String({
        maxLength: DETALHAMENTO_MAX,
        errorMessage: format(servidor.avaliacaoSaude.detalhamentoLongo, {
          maximo: DETALHAMENTO_MAX,
        }),
      }),
      Type.Null(),
    ]),
  ),
  etapaId: Type.Integer({
    minimum: 1,
    maximum: 4,
    errorMessage: servidor.avaliacaoSaude.etapaInvalida,
  }),
});

// Boolean first: the validator coerces types, and a yes/no must not turn into the text 'true'.
const PecFastValor = Type.Union([Type.Boolean(), Type.String({ maxLength: DETALHAMENTO_MAX })]);

/**
 * The recorded videos of a proposal (gravacoes.ts; statuses in
 * docs/decisions/0088-video-recording.md).
 */
const Videos = EnvelopeOf(
  Type.Array(
    Type.Object({
      id: Type.String(),
      status: Type.String(),
      url: Type.Union([Type.String(), Type.Null()]),
      dataCriacao: Type.String(),
      tamanhoBytes: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
);

const avaliacaoSaudeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The PecFast answers and the video audit are health data: their reads are logged by the
  // routes' config.acessoSensivel.
  registrarAcessoDaRota(app);

  app.post(
    '/api/enfermeiro/:id/aprovar',
    {
      // The lifecycle row's roles (the shared table): approving is the internal nurse's.
      preHandler: requirePermission('proposta', 'aprovar-avaliacao-saude'),
      schema: {
        tags: TAGS,
        summary: 'Aprova a avaliação de saúde (enfermeiro)',
        params: IdParams,
        response: { 200: Mensagem, ...ErrorResponses },
      },
    },
    async (request) => {
      const result = await aprovarAvaliacao(app.db, requireUser(request), request.params.id);
      return ok(result, [result.message]);
    },
  );

  app.post(
    '/api/enfermeiro/propostaAdesao/:id/avaliacaoSaude/concluir',
    {
      // Concluding is the external nurse's (lifecycle row 'concluir-avaliacao-saude').
      preHandler: requirePermission('proposta', 'concluir-avaliacao-saude'),
      schema: {
        tags: TAGS,
        summary: 'Conclui a avaliação de saúde (enfermeiro externo); devolve a mensagem',
        params: IdParams,
        response: { 200: Mensagem, ...ErrorResponses },
      },
    },
    async (request) => {
      const result = await concluirAvaliacao(app.db, requireUser(request), request.params.id);
      return ok(result, [result.message]);
    },
  );

  app.get(
    '/api/enfermeiro/declaracaoSaude',
    {
      preHandler: requirePermission('avaliacao-saude', 'registrar'),
      schema: {
        tags: TAGS,
        summary: 'A declaração de saúde ativa, com as perguntas por etapa e ordem',
        response: { 200: DeclaracaoResposta, ...ErrorResponses },
      },
    },
    async () => {
      const declaracao = await loadDeclaracao(app.db);
      if (!declaracao) throw notFound(DECLARACAO_NAO_ENCONTRADA);
      return ok(declaracao);
    },
  );

  app.post(
    '/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro',
    {
      preHandler: requirePermission('avaliacao-saude', 'registrar'),
      schema: {
        tags: TAGS,
        summary: 'Registra a declaração de saúde respondida com o beneficiário',
        body: Type.Object({
          propostaAdesaoId: Id,
          declaracaoSaudeId: Id,
          respostas: Type.Array(Resposta, { minItems: 1, maxItems: 100 }),
        }),
        response: { 200: DeclaracaoRegistradaResposta, ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await registrarDeclaracao(app.db, user, request.body);
      const message = servidor.comum.declaracaoRegistrada;
      const registrada = await declaracaoRegistrada(app.db, user, request.body.propostaAdesaoId);
      return ok({ message, ...registrada }, [message]);
    },
  );

  app.get(
    '/api/AvaliacaoSaude/propostaAdesao/:id',
    {
      preHandler: requirePermission('avaliacao-saude', 'show'),
      config: { acessoSensivel: 'pecfast.leitura' },
      schema: {
        tags: TAGS,
        summary: 'Modelo do PecFast e as respostas registradas (dado sensível: acesso registrado)',
        params: IdParams,
        response: { 200: AvaliacaoPecFastResposta, ...ErrorResponses },
      },
    },
    async (request) => ok(await obterAvaliacao(app.db, requireUser(request), request.params.id)),
  );

  app.post(
    '/api/AvaliacaoSaude/propostaAdesao/:id/registrar',
    {
      preHandler: requirePermission('avaliacao-saude', 'registrar'),
      // The answer carries the PecFast answers, health data: logged as the GET that the
      // screen made after the save before (decisions/0158), so the log loses no read.
      config: { acessoSensivel: 'pecfast.leitura' },
      schema: {
        tags: TAGS,
        summary: 'Registra as respostas do PecFast; devolve o novo estado e a avaliação',
        params: IdParams,
        body: Type.Object({
          respostasJson: Type.Record(Type.String({ maxLength: 60 }), PecFastValor, {
            maxProperties: 50,
          }),
        }),
        response: { 200: PecFastRegistradoResposta, ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await registrarPecFast(app.db, user, request.params.id, request.body.respostasJson);
      const message = servidor.avaliacaoSaude.avaliacaoPecfastRegistradaSucesso;
      const registrado = await pecFastRegistrado(app.db, user, request.params.id);
      return ok({ message, ...registrado }, [message]);
    },
  );

  const Paginacao = Type.Object({
    pagina: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100000, errorMessage: servidor.comum.paginaInvalida }),
    ),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100,
        errorMessage: servidor.avaliacaoSaude.tamanhoPaginaInvalido,
      }),
    ),
  });

  app.get(
    '/api/AvaliacaoSaude/avaliacoes',
    {
      preHandler: requirePermission('avaliacao-saude', 'list'),
      schema: {
        tags: TAGS,
        summary: 'Avaliações de saúde com o enfermeiro responsável, a data e o resultado',
        querystring: Paginacao,
        response: { 200: AvaliacoesResposta, ...ErrorResponses },
      },
    },
    async (request) =>
      ok(await listarAvaliacoes(app.db, request.query.pagina ?? 1, request.query.pageSize ?? 10)),
  );

  const Dia = Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    errorMessage: servidor.comum.dataInvalida,
  });
  app.get(
    '/api/AvaliacaoSaude/acessos',
    {
      preHandler: requirePermission('acesso-saude', 'list'),
      schema: {
        tags: TAGS,
        summary:
          'Registro de acessos aos dados de saúde, com busca por contrato, usuário, acesso e período',
        querystring: Type.Object({
          ...Paginacao.properties,
          numeroContrato: Type.Optional(
            Type.Integer({
              minimum: 1,
              errorMessage: servidor.avaliacaoSaude.numeroContratoInvalido,
            }),
          ),
          usuario: Type.Optional(Type.String({ maxLength: 150 })),
          acao: Type.Optional(
            Type.Union(
              ACOES_SAUDE.map((acao) => Type.Literal(acao)),
              { errorMessage: servidor.avaliacaoSaude.tipoAcessoInvalido },
            ),
          ),
          de: Type.Optional(Dia),
          ate: Type.Optional(Dia),
        }),
        response: { 200: AcessosResposta, ...ErrorResponses },
      },
    },
    async (request) => {
      const { pagina, pageSize, ...filtro } = request.query;
      return ok(await listarAcessosSaude(app.db, filtro, pagina ?? 1, pageSize ?? 10));
    },
  );

  // Both paths of the spec answer the same list: the room's recordings (gravacoes.ts).
  for (const path of [
    '/api/enfermeiro/propostaAdesao/:id/videosAuditoria',
    '/api/AvaliacaoSaude/propostaAdesao/:id/videos-auditoria',
  ]) {
    app.get(
      path,
      {
        preHandler: requirePermission('avaliacao-saude', 'auditar-videos'),
        config: { acessoSensivel: 'videos.leitura' },
        schema: {
          tags: TAGS,
          summary: 'Vídeos gravados da avaliação, para auditoria (gestor de saúde)',
          params: IdParams,
          response: { 200: Videos, ...ErrorResponses },
        },
      },
      async (request) => {
        await loadVisible(app.db, requireUser(request), request.params.id);
        return ok(await listarVideos(app.db, request.params.id));
      },
    );
  }
};

export default avaliacaoSaudeRoutes;
