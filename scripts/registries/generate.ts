import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { format, resolveConfig } from 'prettier';
import type { ResourceDefinition } from '../../src/registries/definition';
import {
  camel,
  renderPermissionRows,
  renderRegistryList,
  renderSeedSteps,
  renderTables,
  type DeclaredFile,
  type ReferenceTarget,
  type TableExport,
} from './render';

/**
 * `npm run registries:generate`: reads the definitions of src/registries and the registry seeds
 * of server/db/seed/registries and writes the lists other code would otherwise keep by hand
 * (decision 0139). `--check` writes nothing and fails when a generated file is stale; the unit
 * test `generate.test.ts` does the same. Lists stay files (not a folder scan at run time) so the
 * SPA's bundler, the server's build and drizzle-kit all read them as ordinary imports.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const REGISTRIES = join(ROOT, 'src/registries');
const REGISTRY_SEEDS = join(ROOT, 'server/db/seed/registries');
const SCHEMA = join(ROOT, 'server/db/schema');
/** The machinery of src/registries: every other file there holds definitions (or their parts). */
const MACHINERY = new Set(['definition', 'registry', 'schema']);

export const GENERATED = {
  registry: 'src/registries/registry.generated.ts',
  permissions: 'src/domain/registryPermissions.generated.ts',
  tables: 'server/db/schema/registries.generated.ts',
  seeds: 'server/db/seed/registries.generated.ts',
} as const;

function isDefinition(value: unknown): value is ResourceDefinition {
  const v = value as Partial<ResourceDefinition> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.name === 'string' &&
    typeof v.table === 'string' &&
    Array.isArray(v.fields) &&
    typeof v.areas === 'object'
  );
}

async function modulesOf(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts') && !n.includes('.generated.'))
    .map((n) => basename(n, '.ts'))
    .filter((n) => !MACHINERY.has(n) || folder !== REGISTRIES)
    .sort();
}

async function declaredFiles(): Promise<DeclaredFile[]> {
  const files: DeclaredFile[] = [];
  for (const module of await modulesOf(REGISTRIES)) {
    const loaded = (await import(pathToFileURL(join(REGISTRIES, `${module}.ts`)).href)) as Record<
      string,
      unknown
    >;
    // Sorted by name: a module namespace's key order differs between tsx and vitest.
    const exports = Object.entries(loaded)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .filter((entry): entry is [string, ResourceDefinition] => isDefinition(entry[1]))
      .map(([name, definition]) => ({ name, definition }));
    if (exports.length) files.push({ module, exports });
  }
  return files;
}

/** The hand-written tables by SQL name: which schema file exports them, under which name. */
async function schemaTables(): Promise<Map<string, TableExport>> {
  const tables = new Map<string, TableExport>();
  for (const module of await modulesOf(SCHEMA)) {
    if (module === 'index') continue;
    const loaded = (await import(pathToFileURL(join(SCHEMA, `${module}.ts`)).href)) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(loaded)) {
      if (is(value, PgTable)) tables.set(getTableName(value), { module, name });
    }
  }
  return tables;
}

/** The table a reference field's foreign key points at: generated beside it, or hand-written. */
async function referenceTarget(
  definitions: readonly ResourceDefinition[],
): Promise<ReferenceTarget> {
  const tables = await schemaTables();
  return (resource) => {
    const definition = definitions.find((d) => d.name === resource);
    if (!definition) return undefined;
    if (definition.generatedTable) return { module: null, name: camel(definition.table) };
    return tables.get(definition.table);
  };
}

/** Every generated file's path (from the repository root) and its formatted text. */
export async function renderAll(): Promise<Map<string, string>> {
  const files = await declaredFiles();
  const definitions = files.flatMap((f) => f.exports.map((e) => e.definition));
  const labelOf = (module: string) =>
    files.find((f) => f.module === module)?.exports[0].definition.label.plural.toLowerCase();
  const seeds = (await modulesOf(REGISTRY_SEEDS)).map((module) => ({
    module,
    name: labelOf(module) ?? module,
  }));
  const texts: [string, string][] = [
    [GENERATED.registry, renderRegistryList(files)],
    [GENERATED.permissions, renderPermissionRows(definitions)],
    [GENERATED.tables, renderTables(definitions, await referenceTarget(definitions))],
    [GENERATED.seeds, renderSeedSteps(seeds)],
  ];
  const result = new Map<string, string>();
  for (const [path, text] of texts) {
    const filepath = join(ROOT, path);
    result.set(path, await format(text, { ...(await resolveConfig(filepath)), filepath }));
  }
  return result;
}

/** The generated files whose text on disk differs from what the definitions give. */
export async function staleFiles(): Promise<string[]> {
  const stale: string[] = [];
  for (const [path, text] of await renderAll()) {
    const current = await readFile(join(ROOT, path), 'utf8').catch(() => '');
    if (current !== text) stale.push(path);
  }
  return stale;
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length) {
      console.error(`Desatualizados (npm run registries:generate):\n${stale.join('\n')}`);
      process.exitCode = 1;
    }
    return;
  }
  for (const [path, text] of await renderAll()) {
    await writeFile(join(ROOT, path), text);
    console.log(`escrito ${path}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
