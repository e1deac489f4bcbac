import type { FastifyPluginAsync } from 'fastify';
import pmeRoutes from './routes';

/** PME proposals (api/propostaPme), their actions, contract models and the ERP complement. */
const pmeModule: FastifyPluginAsync = async (app) => {
  await app.register(pmeRoutes);
};

export default pmeModule;
