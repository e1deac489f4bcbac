import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SITUACOES_PME } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { ErpParametros } from '../../integrations/erp/contract';
import { requirePermission } from '../auth/current-user';
import { obterParametrosErp } from '../integracoes/erp/parametros';
import { ErrorResponses, Id, IdParams } from '../../http/schemas';
import { ALTERADO, alterarPropostaPme } from './alterar';
import { SITUACOES_CADASTRAIS, TIPOS_SOCIEDADE } from './catalogos';
import { beneficiariosDisponiveis, criarPropostaPme, PROPOSTA_PME_CRIADA } from './criar';
import {
  buscarPropostasPme,
  detalhePropostaPme,
  listarBeneficiarios,
  loadPropostaPme,
} from './service';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { propostaPmeResponse } from './schemas';

const TAGS = ['Propostas PME'];
const SEM_PARAMETROS: ErpParametros = {
  campanhas: [],
  carencias: [],
  grausParentesco: [],
  motivosNaoComissionar: [],
  tiposVenda: [],
};
const Any = EnvelopeOf(Type.Unknown());
const response = { 200: Any, ...ErrorResponses };

export const PmeBuscarBody = Type.Object({
  situacoes: Type.Optional(
    Type.Array(
      Type.Integer({
        enum: SITUACOES_PME.map((s) => s.id),
        errorMessage: servidor.comum.situacaoInvalida,
      }),
      { maxItems: 8 },
    ),
  ),
  pesquisa: Type.Optional(Type.String({ maxLength: 150 })),
  pagina: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100000, errorMessage: servidor.comum.paginaInvalida }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      enum: [5, 10, 20, 50, 100],
      errorMessage: servidor.comum.tamanhoPaginaInvalido,
    }),
  ),
  orderDirection: Type.Optional(Type.String({ pattern: '^(asc|desc|ASC|DESC)$' })),
});

/** The PME form (validated with the shared yup schema in alterarPropostaPme). */
const AlterarBody = Type.Object(
  { id: Id, versao: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: true },
);

/** The new proposal's form: checked whole with the shared yup schema in criarPropostaPme. */
const CriarBody = Type.Object({}, { additionalProperties: true });
const DisponiveisQuery = Type.Object({
  pesquisa: Type.Optional(Type.String({ maxLength: 150 })),
});

/** Reading PME proposals, creating one and saving the PME form. */
const pmeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/propostaPme/buscar',
    {
      preHandler: requirePermission('proposta-pme', 'list'),
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { tags: TAGS, summary: 'Lista de propostas PME', body: PmeBuscarBody, response },
    },
    async (request) => ok(await buscarPropostasPme(app.db, request.body)),
  );

  app.get(
    '/api/propostaPme/dadosPreenchimento',
    {
      preHandler: requirePermission('proposta-pme', 'show'),
      schema: {
        tags: TAGS,
        summary: 'Listas do formulário PME e do complemento ERP (parâmetros do ERP)',
        response,
      },
    },
    async () => {
      // The company's own lists do not depend on the ERP: without it the PME form still works
      // (the ERP lists come empty, with the reason), and the complement screen says so itself.
      let parametros: ErpParametros = SEM_PARAMETROS;
      let messages: string[] = [];
      try {
        parametros = await obterParametrosErp(app.integrations);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 503) throw error;
        messages = error.messages;
      }
      return ok(
        {
          situacoesCadastrais: SITUACOES_CADASTRAIS,
          tiposSociedade: TIPOS_SOCIEDADE,
          ...parametros,
        },
        messages,
      );
    },
  );

  app.get(
    '/api/propostaPme/:id',
    {
      preHandler: requirePermission('proposta-pme', 'show'),
      schema: {
        tags: TAGS,
        summary: 'Proposta PME',
        params: IdParams,
        response: propostaPmeResponse,
      },
    },
    async (request) => ok(await detalhePropostaPme(app.db, request.params.id)),
  );

  app.get(
    '/api/propostaPme/:id/beneficiarios/gestor',
    {
      preHandler: requirePermission('proposta-pme', 'show'),
      schema: { tags: TAGS, summary: 'Beneficiários da proposta PME', params: IdParams, response },
    },
    async (request) => {
      await loadPropostaPme(app.db, request.params.id);
      return ok(await listarBeneficiarios(app.db, request.params.id));
    },
  );

  app.get(
    '/api/propostaPme/beneficiariosDisponiveis',
    {
      preHandler: requirePermission('proposta-pme', 'create'),
      schema: {
        tags: TAGS,
        summary: 'Titulares que podem ser beneficiários de uma nova proposta PME',
        querystring: DisponiveisQuery,
        response,
      },
    },
    async (request) => ok(await beneficiariosDisponiveis(app.db, request.query.pesquisa)),
  );

  app.post(
    '/api/propostaPme/criar',
    {
      preHandler: requirePermission('proposta-pme', 'create'),
      schema: { tags: TAGS, summary: 'Cria uma proposta PME', body: CriarBody, response },
    },
    async (request) =>
      ok(await criarPropostaPme(app.db, request.body as Record<string, unknown>), [
        PROPOSTA_PME_CRIADA,
      ]),
  );

  app.post(
    '/api/propostaPme/alterar',
    {
      preHandler: requirePermission('proposta-pme', 'edit'),
      schema: {
        tags: TAGS,
        summary: 'Altera os dados da empresa',
        body: AlterarBody,
        response: propostaPmeResponse,
      },
    },
    // The proposal as saved, so the screen draws it without reading it again (decisions/0156).
    async (request) => {
      await alterarPropostaPme(app.db, request.body);
      return ok(await detalhePropostaPme(app.db, request.body.id), [ALTERADO]);
    },
  );
};

export default pmeRoutes;
