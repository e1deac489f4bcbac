import './env-file';
import { ConfigError, loadConfig, type AppConfig } from './config';

/**
 * The shared start of the command-line entries (server, worker): a bad setting prints the
 * message that names the variable and exits 1; any other start failure prints its message only
 * (never a stack) and exits 1.
 */
export function runEntry(what: string, start: (config: AppConfig) => Promise<void>): void {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  start(config).catch((err: unknown) => {
    console.error(`Falha ao iniciar ${what}:`, err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
