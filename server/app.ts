import { registerRouteCatalog } from './http/route-catalog';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ajvErrors from 'ajv-errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { AJV_FORMATS } from '../src/domain';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Notifications } from './db/notifications';
import { registerErrorHandler } from './http/error-handler';
import { openApiOptions } from './http/openapi';
import { sharedSchemaCompilers } from './http/schema-compilers';
import { registerDeclaredResources } from './crud';
import { inlineScriptHashes, registerSpa } from './http/spa';
import { registerIntegrations } from './integrations';
import { registerEmail } from './integrations/email';
import { loggerOptions } from './logger';
import { registerAuth } from './modules/auth';
import { startParametrosCache, stopParametrosCache } from './modules/parametros/cache';
import cepRoutes from './modules/cep/routes';
import configuracaoRoutes from './modules/configuracao/routes';
import healthRoutes from './modules/health/routes';
import { registerMetricas } from './modules/metricas/registro';
import metricasRoutes from './modules/metricas/routes';
import integracoesRoutes from './modules/integracoes/routes';
import { registerOutboxWorker } from './modules/outbox/plugin';
import usuarioRoutes from './modules/usuario/routes';
import agendamentoRoutes from './modules/agendamento/routes';
import agendaEnfermagemRoutes from './modules/agenda-enfermagem/routes';
import avaliacaoSaudeRoutes from './modules/avaliacao-saude/routes';
import salaVideoRoutes from './modules/avaliacao-saude/sala-video-routes';
import salaSinalizacaoRoutes from './modules/avaliacao-saude/sala-sinalizacao-routes';
import gravacoesRoutes from './modules/avaliacao-saude/gravacoes-routes';
import anotacoesRoutes from './modules/anotacoes/routes';
import comunicacoesRoutes from './modules/comunicacoes/routes';
import observacoesRoutes from './modules/observacoes/routes';
import propostasRoutes from './modules/propostas';
import receitaFederalRoutes from './modules/receita-federal/routes';
import proponenteRoutes from './modules/proponente/routes';
import campanhasRoutes from './modules/campanhas/routes';
import pmeModule from './modules/pme';
import documentosRoutes from './modules/documentos/routes';
import arquivosPdfRoutes from './modules/arquivos-pdf/routes';
import parametrosRoutes from './modules/parametros/routes';
import gestaoFinanceiraRoutes from './modules/gestao-financeira/routes';
import sincronizacaoRoutes from './modules/sincronizacao/routes';
import titularRoutes from './modules/titular/routes';
import entradaRoutes from './modules/entrada/routes';
import relatoriosRoutes from './modules/relatorios/routes';
import dashboardRoutes from './modules/dashboard/routes';
import aoVivoRoutes from './modules/ao-vivo/routes';
import visoesRoutes from './modules/visoes/routes';
import pecFastRoutes from './modules/avaliacao-saude/pecfast-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** LISTEN/NOTIFY on the database: how processes hear of each other's changes. */
    notifications: Notifications;
  }
  interface FastifyContextConfig {
    /** Routes open without a token: health, docs, token endpoint, the applicant's token link. */
    public?: boolean;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Log output; tests pass false to keep their output readable. */
  logger?: boolean;
  distDir?: string;
  /** The declared resources to serve (default: src/registries/registry.ts) and extra tables. */
  resources?: Parameters<typeof registerDeclaredResources>[1];
  resourceTables?: Parameters<typeof registerDeclaredResources>[2];
}

// The domain's validators as ajv formats: the server checks exactly what the client checks.
function registerDomainFormats(ajv: {
  addFormat(name: string, fn: (v: string) => boolean): unknown;
}) {
  for (const [name, check] of Object.entries(AJV_FORMATS)) ajv.addFormat(name, check);
  return ajv;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const logging = loggerOptions(config.logLevel);
  const app = Fastify({
    ...logging,
    logger: options.logger === false ? false : logging.logger,
    // Fastify accepts a hop count too (proxy-addr), though its type leaves numbers out.
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: 15 * 1024 * 1024,
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true },
      plugins: [ajvErrors as never, registerDomainFormats as never],
    },
    schemaController: { compilersFactory: sharedSchemaCompilers as never },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('notifications', database.notifications);
  registerRouteCatalog(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The build's one inline script (the outline of the staff screen), by its hash.
        scriptSrc: ["'self'", ...inlineScriptHashes(options.distDir)],
        // Emotion (MUI) injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Document previews show a fetched PDF from a blob: URL in the browser's viewer.
        objectSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:', ...(config.metabaseSiteUrl ? [config.metabaseSiteUrl] : [])],
        upgradeInsecureRequests: null,
      },
    },
  });
  // API answers (JSON lists, CSV exports) compressed for clients that accept it; the SPA's
  // assets come precompressed from the build (server/http/spa.ts) and are left alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  // The video room's signalling (WebSocket upgrades go through the routes and their hooks).
  // Before any route: the plugin wraps every route's handler as it is added. A signalling
  // message (an SDP, an ICE candidate) is a few KB.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // The published document: valid OpenAPI, shared envelope and errors (server/http/openapi.ts).
  await app.register(swagger, openApiOptions());
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { validatorUrl: null } as never,
  });

  registerErrorHandler(app);
  app.addHook('onClose', async () => database.close());
  registerMetricas(app, database);

  registerEmail(app);
  registerIntegrations(app);
  registerOutboxWorker(app);
  // Before every route plugin: the authentication hook must cover all of /api.
  await registerAuth(app, database.notifications);
  // The parameters in force, read by the lists on every call, kept in memory (issue 'Speed').
  await startParametrosCache(database.db, database.notifications);
  app.addHook('onClose', async () => stopParametrosCache(database.db));
  await app.register(healthRoutes);
  await app.register(metricasRoutes);
  await app.register(configuracaoRoutes);
  await app.register(usuarioRoutes);
  await app.register(integracoesRoutes);
  await app.register(cepRoutes);
  await app.register(propostasRoutes);
  await app.register(receitaFederalRoutes);
  await app.register(observacoesRoutes);
  await app.register(anotacoesRoutes);
  await app.register(comunicacoesRoutes);
  await app.register(proponenteRoutes);
  await app.register(campanhasRoutes);
  await app.register(documentosRoutes);
  await app.register(arquivosPdfRoutes);
  await app.register(parametrosRoutes);
  await app.register(gestaoFinanceiraRoutes);
  await app.register(sincronizacaoRoutes);
  await app.register(titularRoutes);
  await app.register(entradaRoutes);
  await app.register(relatoriosRoutes);
  await app.register(dashboardRoutes);
  await app.register(aoVivoRoutes);
  await app.register(visoesRoutes);
  await app.register(agendamentoRoutes);
  await app.register(agendaEnfermagemRoutes);
  await app.register(pmeModule);
  await app.register(avaliacaoSaudeRoutes);
  await app.register(pecFastRoutes);
  await app.register(salaVideoRoutes);
  await app.register(salaSinalizacaoRoutes);
  await app.register(gravacoesRoutes);
  // Brokers, dealerships, ...: the CRUD routes of every declared resource (src/registries).
  await registerDeclaredResources(app, options.resources, options.resourceTables);
  await registerSpa(app, options.distDir);
  return app;
}
