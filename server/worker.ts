import pino from 'pino';
import type { AppConfig } from './config';
import { runEntry } from './entry';
import { openDatabase } from './db/client';
import { createIntegrations } from './integrations';
import { caixaLocalAtiva, emailComCaixaLocal } from './integrations/caixa-local';
import { createDisabledSender } from './integrations/email/disabled-sender';
import { createSmtpSender } from './integrations/email/smtp-sender';
import { loggerOptions } from './logger';
import { TOPIC_HANDLERS } from './modules/integracoes/handlers';
import { OutboxWorker } from './modules/outbox/worker';

/**
 * `npm run worker`: the outbox delivery worker alone, for scale. It needs DATABASE_URL (the
 * embedded database belongs to one process: there the server's own worker is the only one).
 * Any number may run beside the servers; they share the work through FOR UPDATE SKIP LOCKED.
 * The database must be migrated already (the server does that at start).
 */
async function run(config: AppConfig): Promise<void> {
  const options = loggerOptions(config.logLevel).logger as pino.LoggerOptions;
  const log = pino({ ...options, base: { component: 'outbox-worker', pid: process.pid } });
  if (!config.databaseUrl) {
    log.fatal('O worker separado precisa de DATABASE_URL; com o banco embutido use o do servidor.');
    process.exit(1);
  }
  const database = await openDatabase({ url: config.databaseUrl });
  const smtp = config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom) : null;
  // The same built-in outbox as the server's (registerEmail), outside production.
  const email = caixaLocalAtiva(config)
    ? emailComCaixaLocal(database.db, smtp)
    : (smtp ?? createDisabledSender(log as never));
  const worker = new OutboxWorker({
    db: database.db,
    integrations: createIntegrations(config, email, database.db),
    config,
    log: log as never,
    handlers: TOPIC_HANDLERS,
  });
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'encerrando o worker');
    await worker.stop({ graceMs: config.shutdownGraceMs });
    smtp?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  worker.start();
  log.info('worker do outbox iniciado');
}

runEntry('o worker', run);
