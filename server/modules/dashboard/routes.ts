import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { getArea } from '../../../src/domain';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { contagensPorLista, DASHBOARD_AREAS, movimentoDoMes } from './service';
import { atrasadasPorSituacaoEUnidade } from './atrasadas';
import { painelSupervisor } from './supervisor';
import { visaoCorretores } from './corretores';
import { servidor } from '../../../i18n/pt-BR/servidor';

const Query = Type.Object({
  area: Type.Union(
    DASHBOARD_AREAS.map((area) => Type.Literal(area)),
    { errorMessage: servidor.dashboard.areaInvalida },
  ),
});

const Answer = Type.Object({
  dataInicio: Type.String(),
  dataFim: Type.String(),
  listas: Type.Array(Type.Object({ rota: Type.String(), total: Type.Integer() })),
  situacoes: Type.Array(Type.Object({ situacaoId: Type.Integer(), total: Type.Integer() })),
  atrasadas: Type.Array(
    Type.Object({
      situacaoId: Type.Integer(),
      codigoUnidade: Type.Integer(),
      total: Type.Integer(),
    }),
  ),
  movimento: Type.Object({
    mes: Type.String(),
    dias: Type.Array(Type.Integer()),
    entradas: Type.Array(Type.Integer()),
    conclusoes: Type.Array(Type.Integer()),
  }),
});

/**
 * The dashboards of the commercial manager, the dealership and the call-centre manager (one
 * call, scoped). An area's counts go only to users who may enter that area.
 */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(painelSupervisorRoutes);
  app.get(
    '/api/dashboard/contagens',
    {
      preHandler: requirePermission('dashboard', 'show'),
      schema: {
        tags: ['Dashboard'],
        summary: 'Propostas por lista da área (no escopo do usuário) e o movimento do mês',
        querystring: Query,
        response: {
          200: EnvelopeOf(Answer),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!getArea(request.query.area).roles.some((role) => user.roles.includes(role))) {
        throw forbidden();
      }
      const [contagens, movimento, atrasadas] = await Promise.all([
        contagensPorLista(app.db, user, request.query.area),
        movimentoDoMes(app.db, user),
        atrasadasPorSituacaoEUnidade(app.db, user),
      ]);
      return ok({ ...contagens, atrasadas, movimento });
    },
  );
};

export default dashboardRoutes;

const Total = Type.Integer();
const PainelAnswer = Type.Object({
  porSituacao: Type.Array(Type.Object({ situacaoId: Type.Integer(), total: Total })),
  porUnidade: Type.Array(
    Type.Object({ codigoUnidade: Type.Union([Type.Integer(), Type.Null()]), total: Total }),
  ),
  pendenciasPorIdade: Type.Array(Type.Object({ rotulo: Type.String(), total: Total })),
  aprovacoes: Type.Object({
    semanas: Type.Array(Type.String()),
    aprovadores: Type.Array(Type.Object({ nome: Type.String(), valores: Type.Array(Total) })),
  }),
});

/** painel-supervisor (Supervisor, GestorComercial). */
export const painelSupervisorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/dashboard/painelSupervisor',
    {
      preHandler: requirePermission('painel-supervisor', 'show'),
      schema: {
        tags: ['Dashboard'],
        summary:
          'Propostas por situação e por unidade, pendências por idade e aprovações de documentação por aprovador e semana',
        response: { 200: EnvelopeOf(PainelAnswer), 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => ok(await painelSupervisor(app.db, requireUser(request))),
  );

  app.get(
    '/api/dashboard/corretores',
    {
      preHandler: requirePermission('corretor', 'list'),
      schema: {
        tags: ['Dashboard'],
        summary: 'Corretores com a concessionária e as propostas de cada um por situação',
        response: {
          200: EnvelopeOf(
            Type.Array(
              Type.Object({
                id: Type.Integer(),
                nome: Type.String(),
                ativo: Type.Boolean(),
                concessionaria: Type.String(),
                porSituacao: Type.Record(Type.String(), Type.Integer()),
                total: Type.Integer(),
              }),
            ),
          ),
          401: ErrorEnvelope,
          403: ErrorEnvelope,
        },
      },
    },
    async (request) => ok(await visaoCorretores(app.db, requireUser(request))),
  );
};
