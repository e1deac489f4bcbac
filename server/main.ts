import type { AppConfig } from './config';
import { runEntry } from './entry';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { verificarDemoEmProducao } from './db/producao';
import { isEmptyDatabase, seedDemo } from './db/seed';

async function start(config: AppConfig): Promise<void> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) =>
      console.warn(`Conexão ociosa encerrada pelo banco de dados: ${err.message}`),
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.seedDemo && (await isEmptyDatabase(database.db))) {
    const steps = await seedDemo(database.db);
    app.log.info({ steps }, 'dados de demonstração criados');
  }
  // Production with the published demo accounts (or the demo applicant link) would let anyone
  // in: refuse to serve until they are gone or ALLOW_DEMO_IN_PRODUCTION says otherwise.
  const demo = await verificarDemoEmProducao(database.db, config).catch(async (err: unknown) => {
    await app.close();
    throw err;
  });
  if (demo.length) app.log.warn({ demo }, 'dados de demonstração em produção (permitido)');
  // Graceful restart: Fastify answers 503 to new requests and waits for those in flight; the
  // worker finishes its deliveries within SHUTDOWN_GRACE_MS, then gives back what it still holds.
  // Past the grace (and a margin for closing), the process goes anyway: an orchestrator's SIGKILL
  // would come next, and the outbox survives that too.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'encerrando: novas requisições recusadas, as em andamento terminam');
    setTimeout(() => {
      app.log.error('encerramento excedeu o prazo; saindo assim mesmo');
      process.exit(1);
    }, config.shutdownGraceMs + 10_000).unref();
    // Node's server.close() drops the keep-alive connections idle at that moment only; one whose
    // request was still in flight stays open after its answer until the client lets it go (a
    // browser or a proxy may keep it for minutes), holding the exit past the grace. Drop each as
    // soon as it goes idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err: err instanceof Error ? err.message : err }, 'falha ao encerrar');
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.kind },
    `Adesão disponível em ${config.publicUrl}`,
  );
  // Which outside systems are wired (addresses stay out of the log: they may carry credentials).
  app.log.info(
    {
      worker: config.worker.enabled,
      erp: Boolean(config.erpUrl),
      assinatura: Boolean(config.signatureUrl),
      sms: Boolean(config.smsUrl),
      email: Boolean(config.smtpUrl),
      cep: Boolean(config.cepUrlTemplate),
    },
    'sistemas externos configurados',
  );
}

runEntry('o servidor', start);
