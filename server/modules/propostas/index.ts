import type { FastifyPluginAsync } from 'fastify';
import actionRoutes from './action-routes';
import contatosRoutes from './contatos';
import detailRoutes from './detail-routes';
import exportarRoutes from './exportar-routes';
import listRoutes from './list-routes';
import loteRoutes from './lote-routes';
import loteReenvioRoutes from './lote-reenvio-routes';
import rascunhoRoutes from './rascunho-routes';
import specialActionRoutes from './special-action-routes';

/** Individual proposals: lists, detail, history and the lifecycle actions (docs/api-propostas.md). */
const propostasRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listRoutes);
  await app.register(exportarRoutes);
  await app.register(detailRoutes);
  await app.register(actionRoutes);
  await app.register(specialActionRoutes);
  await app.register(loteRoutes);
  await app.register(loteReenvioRoutes);
  await app.register(contatosRoutes);
  await app.register(rascunhoRoutes);
};

export default propostasRoutes;

export { runTransition, type Actor, type TransitionRequest } from './transitions';
