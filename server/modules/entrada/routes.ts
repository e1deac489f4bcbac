import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { getTransition, TIPOS_ENTRADA } from '../../../src/domain';
import { concessionarias, corretores, planosSaude } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { ActionAnswer, toActionAnswer } from '../propostas/action-routes';
import { ErrorResponses, Id, IdParams, Versao } from '../../http/schemas';
import { criarProposta, validarEntrada } from './criar';
import { enviarRascunho } from './submeter';
import {
  criarRascunho,
  excluirRascunho,
  lerRascunho,
  listarRascunhos,
  salvarRascunho,
} from './rascunhos';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** What the dealership does once the age release comes: where its draft waits to be sent. */
export const DEPOIS_DA_LIBERACAO = servidor.entrada.depoisDaLiberacao;

const TAGS = ['Entrada de propostas'];
const canCreate = requirePermission('proposta', 'create');

const Tipo = Type.Integer({
  enum: [...TIPOS_ENTRADA],
  errorMessage: servidor.comum.tipoPropostaInvalido,
});
const Dados = Type.Record(Type.String({ maxLength: 40 }), Type.Unknown());
const Rascunho = Type.Object({
  id: Type.Integer(),
  tipo: Type.Integer(),
  dados: Dados,
  passo: Type.Integer(),
  versao: Type.Integer(),
  dataAtualizacao: Type.String(),
});

/**
 * The dealership's proposal entry (document 1, 2.3): the options the form offers, the form's
 * autosaved drafts, and the creation. Paths are ours: the spec shows none for these calls.
 */
const entradaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/adesao/opcoesCadastro',
    {
      preHandler: canCreate,
      schema: {
        tags: TAGS,
        summary: 'Planos de saúde ativos e corretores que o usuário pode escolher',
        response: {
          200: EnvelopeOf(
            Type.Object({
              planos: Type.Array(
                Type.Object({
                  id: Type.Integer(),
                  nome: Type.String(),
                  registroAns: Type.String(),
                }),
              ),
              corretores: Type.Array(
                Type.Object({
                  id: Type.Integer(),
                  nome: Type.String(),
                  concessionariaId: Type.Integer(),
                  concessionariaNome: Type.String(),
                }),
              ),
            }),
          ),
          ...ErrorResponses,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [planos, brokers] = await Promise.all([
        app.db
          .select({
            id: planosSaude.id,
            nome: planosSaude.nome,
            registroAns: planosSaude.registroAns,
          })
          .from(planosSaude)
          .where(eq(planosSaude.ativo, true))
          .orderBy(asc(planosSaude.nome)),
        app.db
          .select({
            id: corretores.id,
            nome: corretores.nome,
            concessionariaId: corretores.concessionariaId,
            concessionariaNome: concessionarias.nome,
          })
          .from(corretores)
          .innerJoin(concessionarias, eq(concessionarias.id, corretores.concessionariaId))
          .where(
            and(
              eq(corretores.ativo, true),
              user.concessionariaId == null
                ? undefined
                : eq(corretores.concessionariaId, user.concessionariaId),
            ),
          )
          .orderBy(asc(corretores.nome)),
      ]);
      return ok({ planos, corretores: brokers });
    },
  );

  app.post(
    '/api/adesao/criar',
    {
      preHandler: canCreate,
      schema: {
        tags: TAGS,
        summary: 'Cria a proposta (titular e dependentes) e a submete',
        description:
          'Valida o formulário inteiro com as mesmas regras do assistente; o titular com menos de 49 anos fica aguardando a liberação de idade.',
        querystring: Type.Object({ rascunhoId: Type.Optional(Id) }),
        body: Type.Object({ tipo: Tipo }, { additionalProperties: true }),
        response: {
          200: EnvelopeOf(
            Type.Object({
              id: Type.Integer(),
              numeroContrato: Type.Integer(),
              situacaoPropostaAdesaoId: Type.Union([Type.Integer(), Type.Null()]),
              aguardandoLiberacaoIdade: Type.Boolean(),
              dependentes: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String() })),
            }),
          ),
          ...ErrorResponses,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const form = await validarEntrada(request.body);
      const criada = await criarProposta(app.db, user, form, {
        publicUrl: app.config.publicUrl,
        rascunhoId: request.query.rascunhoId,
      });
      return ok(criada, [
        criada.aguardandoLiberacaoIdade
          ? // Where to send it once released: the portal's sidebar has no 'Rascunhos' (issue 39, J2).
            `${servidor.entrada.aguardaLiberacaoIdade} ${DEPOIS_DA_LIBERACAO}`
          : servidor.entrada.propostaCriadaTermoEnviado,
      ]);
    },
  );

  // The lifecycle row's own call (src/domain/lifecycleTable.ts): path, summary and notice.
  const submeter = getTransition('submeter')!.call!;
  app.post(
    '/api/adesao/:id/submeter',
    {
      preHandler: requirePermission('proposta', 'submeter'),
      schema: {
        tags: ['Propostas — ações'],
        summary: submeter.summary,
        params: IdParams,
        body: Type.Object({ versao: Versao }),
        response: { 200: EnvelopeOf(ActionAnswer), ...ErrorResponses },
      },
    },
    async (request) => {
      const result = await enviarRascunho(app.db, requireUser(request), {
        propostaId: request.params.id,
        versao: request.body.versao,
        publicUrl: app.config.publicUrl,
      });
      return ok(toActionAnswer(result.proposta), [submeter.message]);
    },
  );

  app.get(
    '/api/rascunhoEntrada',
    {
      preHandler: canCreate,
      schema: {
        tags: TAGS,
        summary: 'Rascunhos do formulário de entrada do usuário, de um tipo',
        querystring: Type.Object({ tipo: Tipo }),
        response: { 200: EnvelopeOf(Type.Array(Rascunho)), ...ErrorResponses },
      },
    },
    async (request) => ok(await listarRascunhos(app.db, requireUser(request), request.query.tipo)),
  );

  app.post(
    '/api/rascunhoEntrada',
    {
      preHandler: canCreate,
      schema: {
        tags: TAGS,
        summary: 'Começa um rascunho do formulário de entrada',
        body: Type.Object({ tipo: Tipo, dados: Type.Optional(Dados) }),
        response: { 200: EnvelopeOf(Rascunho), ...ErrorResponses },
      },
    },
    async (request) => ok(await criarRascunho(app.db, requireUser(request), request.body)),
  );

  app.get(
    '/api/rascunhoEntrada/:id',
    {
      preHandler: canCreate,
      schema: {
        tags: TAGS,
        summary: 'Um rascunho do formulário de entrada',
        params: IdParams,
        response: { 200: EnvelopeOf(Rascunho), ...ErrorResponses },
      },
    },
    async (request) => ok(await lerRascunho(app.db, requireUser(request), request.params.id)),
  );

  app.put(
    '/api/rascunhoEntrada/:id',
    {
      preHandler: canCreate,
      // The autosave sends the form as it is every couple of seconds: small, but never unbounded.
      bodyLimit: 256 * 1024,
      schema: {
        tags: TAGS,
        summary: 'Salva o formulário como está (salvamento automático)',
        params: IdParams,
        body: Type.Object({
          dados: Dados,
          passo: Type.Integer({ minimum: 0, maximum: 10 }),
          versao: Type.Integer({ minimum: 1 }),
        }),
        response: { 200: EnvelopeOf(Rascunho), ...ErrorResponses },
      },
    },
    async (request) =>
      ok(await salvarRascunho(app.db, requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/rascunhoEntrada/:id',
    {
      preHandler: canCreate,
      schema: {
        tags: TAGS,
        summary: 'Descarta um rascunho do formulário de entrada',
        params: IdParams,
        response: { 200: EnvelopeOf(Type.Null()), ...ErrorResponses },
      },
    },
    async (request) => {
      await excluirRascunho(app.db, requireUser(request), request.params.id);
      return ok(null, [ptBR.rascunhos.descartado]);
    },
  );
};

export default entradaRoutes;
