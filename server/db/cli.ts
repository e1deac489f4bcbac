import '../env-file';
import { sql } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { criarAdministrador, desativarDemonstracao } from './producao';
import { seedDemo } from './seed';

/**
 * npm run db:migrate | db:seed [-- --proposals N] | db:reset, and
 * node scripts/start.mjs cli admin <usuário> [e-mail] | cli desativar-demo.
 * reset drops everything (the embedded folder, or the public schema on a server) and rebuilds.
 * admin creates the first administrator of a production database and prints its one-time
 * password; desativar-demo deactivates the demo accounts and revokes the demo applicant link.
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
    if (['migrate', 'seed', 'reset', 'admin', 'desativar-demo'].includes(command ?? '')) {
      await database.migrate();
      console.log(`Migrações aplicadas (${database.kind}).`);
    } else {
      throw new Error(
        `Comando desconhecido: ${command ?? '(nenhum)'}. Use migrate, seed, reset, admin ou desativar-demo.`,
      );
    }
    if (command === 'admin') {
      if (!args[0]) throw new Error('Informe o nome do usuário: cli admin <usuário> [e-mail]');
      const { senha } = await criarAdministrador(database.db, args[0], args[1]);
      // Printed once, never stored in clear: the administrator changes it in 'Alterar senha'.
      console.log(`Administrador "${args[0].trim().toLowerCase()}" criado.`);
      console.log(`Senha provisória (exibida só agora): ${senha}`);
      console.log('Entre e troque a senha em "Alterar senha".');
    }
    if (command === 'desativar-demo') {
      const contas = await desativarDemonstracao(database.db);
      console.log(
        `Dados de demonstração desativados (${contas} contas; link do proponente revogado).`,
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
