/**
 * Global setup of the API tests: migrate (and seed) a database ONCE per run, so each test file
 * starts from a copy instead of paying PGlite's initdb, the migrations and the demo seed again
 * (about 4–10 s a file on two cores). The copies are still one per file, so files never share
 * data (tests/api/banco-de-teste.test.ts proves it):
 *
 * - PGlite: the migrated data directory is dumped to a file; a file loads it with `loadDataDir`.
 * - PostgreSQL (TEST_DATABASE_URL): template databases; a file runs `CREATE DATABASE … TEMPLATE`.
 *
 * Both flavours are built: `migrado` (schema only) and `semeado` (schema + demo data), because
 * createTestApp takes `seed: true` or not.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';

export type TemplateKind = 'migrado' | 'semeado';

/** Where each file finds its starting point: a dump file (PGlite) or a database name. */
export type DatabaseTemplates = Record<TemplateKind, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * One database is migrated once: its state is kept as the `migrado` template, then the demo data
 * is seeded on top and that is kept as `semeado`. (Migrating a second, empty database for the
 * seeded template cost an initdb and every migration again, while the other core sat idle.)
 */
async function pgliteTemplates(dir: string): Promise<DatabaseTemplates> {
  // 1 MB WAL segments (PostgreSQL's default is 16 MB of zeros that every copy would load).
  const handle = await openDatabase({ initdbArgs: ['--wal-segsize=1'] });
  const files = {} as DatabaseTemplates;
  const keep = async (kind: TemplateKind) => {
    const dump = await handle.dumpDataDir!();
    files[kind] = path.join(dir, `${kind}.tar`);
    writeFileSync(files[kind], Buffer.from(await dump.arrayBuffer()));
  };
  try {
    // PostgreSQL's template databases are half of a fresh data directory (15 of 34 MB), and every
    // copy unpacks them; the tests never create a database inside PGlite, so the copies go
    // without them (about a quarter less CPU per start).
    await handle.db.execute(
      sql.raw(
        `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
      ),
    );
    await handle.db.execute(sql.raw('drop database template0'));
    await handle.db.execute(sql.raw('drop database template1'));
    await handle.migrate();
    await keep('migrado');
    await seedDemo(handle.db);
    await keep('semeado');
  } finally {
    await handle.close();
  }
  return files;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplates(serverUrl: string): Promise<{
  templates: DatabaseTemplates;
  drop(): Promise<void>;
}> {
  const run = `${process.pid}_${Date.now()}`;
  const templates: DatabaseTemplates = { migrado: `tpl_m_${run}`, semeado: `tpl_s_${run}` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${templates.migrado}`);
  const migrado = await openDatabase({ url: databaseUrl(serverUrl, templates.migrado) });
  await migrado.migrate();
  // A template may have no open connection while it is copied.
  await migrado.close();
  await admin.query(`create database ${templates.semeado} template ${templates.migrado}`);
  const semeado = await openDatabase({ url: databaseUrl(serverUrl, templates.semeado) });
  await seedDemo(semeado.db);
  await semeado.close();
  return {
    templates,
    drop: async () => {
      for (const name of Object.values(templates)) {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
      await admin.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { templates, drop } = await postgresTemplates(serverUrl);
    project.provide('databaseTemplates', templates);
    return drop;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'adesao-modelos-'));
  project.provide('databaseTemplates', await pgliteTemplates(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
