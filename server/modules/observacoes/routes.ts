import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OBSERVATION_MAX, PENDENCY_RESOLUTION_MIN, TIPO_OBSERVACAO } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses, Id, Nullable, Versao } from '../../http/schemas';
import { ActionAnswer, toActionAnswer } from '../propostas/action-answer';
import { criarObservacao, listarObservacoes, OBSERVACAO_VAZIA, resolverPendencia } from './service';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

const TAGS = ['Observações e pendências'];
const Str = Type.String();
const NStr = Nullable(Type.String());

const Observacao = Type.Object({
  id: Type.Integer(),
  propostaAdesaoId: Type.Integer(),
  usuario: Str,
  userName: Str,
  resolvido: Type.Boolean(),
  observacao: Str,
  dataCriacao: Str,
  tipoObservacaoId: Type.Integer(),
  setorResponsavel: Nullable(Type.Integer()),
  setorResponsavelNome: NStr,
  resolucaoPendencia: Nullable(
    Type.Object({ id: Type.Integer(), resolucao: Str, usuario: Str, dataCriacao: Str }),
  ),
  situacaoPropostaAdesaoNome: Str,
});

const TextoObservacao = Type.String({
  minLength: 1,
  maxLength: OBSERVATION_MAX,
  errorMessage: {
    minLength: OBSERVACAO_VAZIA,
    maxLength: format(servidor.observacoes.observacaoLonga, { maximo: OBSERVATION_MAX }),
    type: OBSERVACAO_VAZIA,
  },
});

const Setor = Type.Integer({
  minimum: 1,
  maximum: 3,
  errorMessage: servidor.observacoes.setorResponsavelInvalido,
});

/** The spec's create payload; `resolvido` is decided by the type, whatever the client says. */
const CriarBody = Type.Object({
  observacao: TextoObservacao,
  propostaAdesaoId: Id,
  tipoObservacaoId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2,
      errorMessage: servidor.observacoes.tipoObservacaoInvalido,
    }),
  ),
  resolvido: Type.Optional(Type.Boolean()),
  setorResponsavel: Type.Optional(Nullable(Setor)),
  versao: Type.Optional(Versao),
});

/**
 * The created observation; a pendency changes the proposal (its flag, maybe its status), so its
 * answer carries the proposal's new state too, as the lifecycle actions answer it.
 */
const ObservacaoCriada = Type.Object({
  ...Observacao.properties,
  proposta: Type.Optional(ActionAnswer),
});

type Criada = Awaited<ReturnType<typeof criarObservacao>>;
const answerOf = ({ observacao, proposta }: Criada) =>
  proposta ? { ...observacao, proposta: toActionAnswer(proposta) } : observacao;

const observacoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const created = { 200: EnvelopeOf(ObservacaoCriada), ...ErrorResponses };

  app.post(
    '/api/observacaoPropostaAdesao/criar',
    {
      preHandler: requirePermission('proposta', 'observar'),
      schema: {
        tags: TAGS,
        summary: 'Registra uma observação geral',
        body: CriarBody,
        response: created,
      },
    },
    async (request) => {
      const body = request.body;
      const criada = await criarObservacao(app.db, requireUser(request), {
        propostaAdesaoId: body.propostaAdesaoId,
        observacao: body.observacao,
        tipoObservacaoId: body.tipoObservacaoId ?? TIPO_OBSERVACAO.observacao,
        setorResponsavel: body.setorResponsavel,
        versao: body.versao,
      });
      return ok(answerOf(criada), [servidor.observacoes.observacaoRegistradaSucesso]);
    },
  );

  app.post(
    '/api/observacaoPropostaAdesao/criarComPendencia',
    {
      preHandler: requirePermission('proposta', 'observar'),
      schema: {
        tags: TAGS,
        summary: 'Registra uma pendência (nasce não resolvida)',
        body: CriarBody,
        response: created,
      },
    },
    async (request) => {
      const body = request.body;
      const criada = await criarObservacao(app.db, requireUser(request), {
        propostaAdesaoId: body.propostaAdesaoId,
        observacao: body.observacao,
        tipoObservacaoId: TIPO_OBSERVACAO.pendencia,
        setorResponsavel: body.setorResponsavel,
        versao: body.versao,
      });
      return ok(answerOf(criada), [ptBR.avaliacaoSaude.pendenciaRegistrada]);
    },
  );

  app.get(
    '/api/observacaoPropostaAdesao/obterObservacoes/:proposalId',
    {
      preHandler: requirePermission('proposta', 'show'),
      schema: {
        tags: TAGS,
        summary: 'Observações e pendências da proposta, da mais antiga à mais recente',
        params: Type.Object({ proposalId: Id }),
        response: { 200: EnvelopeOf(Type.Array(Observacao)), ...ErrorResponses },
      },
    },
    async (request) =>
      ok(await listarObservacoes(app.db, requireUser(request), request.params.proposalId)),
  );

  app.post(
    '/api/observacaoPropostaAdesao/resolverPendencia',
    {
      preHandler: requirePermission('proposta', 'resolver-pendencia'),
      schema: {
        tags: TAGS,
        summary: 'Resolve uma pendência com a resolução informada (mínimo 8 caracteres)',
        body: Type.Object({
          propostaAdesaoId: Id,
          observacaoPropostaAdesaoId: Id,
          versao: Type.Optional(Versao),
          resolucao: Type.String({
            minLength: PENDENCY_RESOLUTION_MIN,
            maxLength: OBSERVATION_MAX,
            pattern: '\\S',
            errorMessage: {
              minLength: format(servidor.observacoes.resolucaoCurta, {
                minimo: PENDENCY_RESOLUTION_MIN,
              }),
              maxLength: format(servidor.observacoes.resolucaoLonga, { maximo: OBSERVATION_MAX }),
              pattern: format(servidor.observacoes.resolucaoCurta, {
                minimo: PENDENCY_RESOLUTION_MIN,
              }),
            },
          }),
        }),
        // The proposal's new state (status, pendency flag, version), as the actions answer it.
        response: { 200: EnvelopeOf(ActionAnswer), ...ErrorResponses },
      },
    },
    async (request) => {
      const { message, proposta } = await resolverPendencia(
        app.db,
        requireUser(request),
        request.body,
      );
      return ok(toActionAnswer(proposta), [message]);
    },
  );
};

export default observacoesRoutes;
