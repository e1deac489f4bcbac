import '../env-file';
import { sql } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemo } from './seed';

/**
 * npm run db:migrate | db:seed [-- --proposals N] | db:reset
 * reset drops everything (the embedded folder, or the public schema on a server) and rebuilds.
 */
function parseProposals(args: string[]): number {
  const index = args.indexOf('--proposals');
  if (index === -1) return 0;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error('--proposals deve ser um número inteiro maior ou igual a zero');
  }
  return value;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'reset' && !config.databaseUrl) {
    rmSync(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'reset' && config.databaseUrl) {
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
    }
    if (command === 'migrate' || command === 'seed' || command === 'reset') {
      await database.migrate();
      console.log(`Migrações aplicadas (${database.kind}).`);
    } else {
      throw new Error(
        `Comando desconhecido: ${command ?? '(nenhum)'}. Use migrate, seed ou reset.`,
      );
    }
    if (command === 'seed' || command === 'reset') {
      const steps = await seedDemo(database.db, { proposals: parseProposals(args) });
      console.log(`Dados de demonstração: ${steps.join(', ')}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
