import type { FastifyPluginAsync } from 'fastify';
import acoesRoutes from './acoes';
import acoesErpRoutes from './acoes-erp';
import complementoRoutes from './complemento';
import contratosRoutes from './contratos-unidades';
import exportarPmeRoutes from './exportar';
import pmeRoutes from './routes';

/** PME proposals (api/propostaPme), their actions, contract models and the ERP complement. */
const pmeModule: FastifyPluginAsync = async (app) => {
  await app.register(pmeRoutes);
  await app.register(exportarPmeRoutes);
  await app.register(acoesRoutes);
  await app.register(acoesErpRoutes);
  await app.register(contratosRoutes);
  await app.register(complementoRoutes);
};

export default pmeModule;
