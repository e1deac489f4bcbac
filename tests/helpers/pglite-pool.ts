/**
 * The API tests' PGlite databases, lent file after file instead of opened anew for each.
 *
 * Opening a PGlite from the run's dumped template costs about a second of CPU (the WebAssembly
 * Postgres starting and unpacking 20 MB), and the ~130 test apps of a run paid it each time. The
 * files of a worker run one after another in one process (vitest's `isolate: false`), so when a
 * test app closes, its database is put back the way the template left it and kept for the next
 * file that asks for the same template:
 *
 * - every table the file changed (a row newer than the template's state, or a row fewer) is
 *   emptied and the template's rows are copied back in (`copy … from '/dev/blob'`, taken once
 *   per worker from a fresh copy);
 * - every sequence is set back to the template's value;
 * - the session's state goes (`discard all`), and the listeners the app left;
 * - the schema must still be the template's (a fingerprint of tables, columns, constraints,
 *   triggers and functions): a file that changed it gets a fresh copy instead, as does one whose
 *   reset fails for any reason.
 *
 * A lent database refuses every query once given back, so a late query of a closed app fails
 * instead of writing into the next file's data. tests/api/banco-de-teste.test.ts proves a lent
 * database comes back with the template's rows, sequences and nothing of the file before.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, type DatabaseHandle } from '../../server/db/client';
import type { TemplateKind } from './database-template';

type Row = Record<string, unknown>;

/** What a fresh copy of a template holds, to put a lent database back to it. */
interface Pristine {
  fingerprint: string;
  /** One query naming the tables a file changed (see `dirtyTables`). */
  dirtyTables: string;
  /** The template's rows of each table that holds any, in PostgreSQL's binary COPY format. */
  rows: Map<string, Blob>;
  /** `select setval(…), …` putting every sequence back. */
  sequences: string | null;
}

interface Spare {
  client: PGlite;
  pristine: Pristine;
  /** The last transaction that wrote the template's state: a newer row is a file's. */
  cleanXid: string;
}

const spares = new Map<TemplateKind, Spare[]>();
const pristineOf = new Map<TemplateKind, Pristine>();
let lent = 0;

/** How many databases this worker has lent again instead of opening (the pool's own test). */
export function reusedDatabases(): number {
  return lent;
}

/** How many databases of a template wait to be lent in this worker (the pool's own test). */
export function spareDatabases(kind: TemplateKind): number {
  return spares.get(kind)?.length ?? 0;
}

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`;

/** The template's shape: a change to any table, column, constraint, trigger or function. */
const FINGERPRINT = `select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
  select n.nspname || '.' || c.relname || ':' || c.relkind::text as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
  union all
  select c.oid::regclass::text || '.' || a.attname || ':' || a.atttypid::text || a.attnotnull::text || a.atthasdef::text
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where ${USER_SCHEMAS} and a.attnum > 0 and not a.attisdropped
  union all
  select conrelid::regclass::text || '.' || conname || ':' || contype::text || convalidated::text
    from pg_constraint k join pg_namespace n on n.oid = k.connamespace where ${USER_SCHEMAS}
  union all
  select tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
  union all
  select n.nspname || '.' || p.proname || ':' || md5(p.prosrc)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMAS}
) shape`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0].fingerprint;
}

const CURRENT_XID = 'select txid_current()::text as xid';

/**
 * A table is a file's doing when it holds a row written after the template's state (its xmin is
 * newer: inserted or updated since) or a different number of rows (deleted). $1 is the spare's
 * `cleanXid`.
 */
function dirtyTablesQuery(counts: Map<string, number>): string {
  return [...counts]
    .map(
      ([table, count]) =>
        `select '${table.replaceAll("'", "''")}' as name where (select count(*) from ${table}) <> ${count}
           or exists (select from ${table} where xmin::text::bigint > $1::bigint)`,
    )
    .join('\nunion all\n');
}

async function capture(client: PGlite): Promise<Pristine> {
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and ${USER_SCHEMAS} order by 1`,
    )
  ).rows.map((r) => r.name);
  const counts = new Map<string, number>();
  const rows = new Map<string, Blob>();
  for (const table of tables) {
    const { rows: count } = await client.query<{ n: number }>(
      `select count(*)::int as n from ${table}`,
    );
    counts.set(table, count[0].n);
    if (count[0].n === 0) continue;
    const copied = await client.query(`copy ${table} to '/dev/blob' (format binary)`);
    rows.set(table, copied.blob!);
  }
  const sequences = (
    await client.query<Row>(
      `select format('setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename),
                     coalesce(last_value, start_value), (last_value is not null)::text) as call
         from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).rows.map((r) => r.call as string);
  return {
    fingerprint: await fingerprint(client),
    dirtyTables: dirtyTablesQuery(counts),
    rows,
    sequences: sequences.length ? `select ${sequences.join(', ')}` : null,
  };
}

/**
 * Puts a database back to its template's state and answers the new `cleanXid`; throws when it
 * cannot (the caller closes it). Only the tables the file changed are emptied and refilled:
 * `delete` with foreign keys and triggers off (`session_replication_role = replica`), so the
 * tables it did not change keep their rows (a `truncate … cascade` would empty those too).
 */
async function reset(spare: Spare): Promise<string> {
  const { client, pristine } = spare;
  await client.exec('discard all');
  if ((await fingerprint(client)) !== pristine.fingerprint) {
    throw new Error('the schema changed');
  }
  return client.transaction(async (tx) => {
    const dirty = (await tx.query<{ name: string }>(pristine.dirtyTables, [spare.cleanXid])).rows;
    await tx.exec('set local session_replication_role = replica');
    for (const { name } of dirty) {
      await tx.exec(`delete from ${name}`);
      const blob = pristine.rows.get(name);
      if (blob) await tx.query(`copy ${name} from '/dev/blob' (format binary)`, [], { blob });
    }
    if (pristine.sequences) await tx.query(pristine.sequences);
    return (await tx.query<{ xid: string }>(CURRENT_XID)).rows[0].xid;
  });
}

/**
 * A client that answers for the database until given back, then refuses: the app's late
 * queries fail instead of reaching the next file. The listeners it added are removed on return.
 */
function lease(client: PGlite) {
  let returned = false;
  const unlisteners = new Set<() => Promise<void>>();
  const open = () => {
    if (returned) throw new Error('Este banco de teste já foi devolvido.');
  };
  const lent = {
    get closed() {
      return returned || client.closed;
    },
    query: (...args: Parameters<PGlite['query']>) => (open(), client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => (open(), client.exec(...args)),
    transaction: <T>(callback: Parameters<PGlite['transaction']>[0]) =>
      (open(), client.transaction(callback)) as Promise<T>,
    listen: async (channel: string, callback: (payload: string) => void) => {
      open();
      const unlisten = await client.listen(channel, callback);
      unlisteners.add(unlisten);
      return async () => {
        unlisteners.delete(unlisten);
        if (!client.closed) await unlisten();
      };
    },
  };
  return {
    client: lent as unknown as PGlite,
    giveBack: async () => {
      returned = true;
      for (const unlisten of unlisteners) await unlisten();
      unlisteners.clear();
    },
  };
}

/**
 * A database in the template's state: a spare one put back after an earlier file, or a new copy
 * loaded from the dump. Closing the handle gives it back for the next file.
 */
export async function lendPglite(kind: TemplateKind, dump: Blob): Promise<DatabaseHandle> {
  let spare = spares.get(kind)?.pop();
  if (spare) {
    lent += 1;
  } else {
    const client = new PGlite({ loadDataDir: dump });
    await client.waitReady;
    let pristine = pristineOf.get(kind);
    if (!pristine) {
      pristine = await capture(client);
      pristineOf.set(kind, pristine);
    }
    const cleanXid = (await client.query<{ xid: string }>(CURRENT_XID)).rows[0].xid;
    spare = { client, pristine, cleanXid };
  }
  const { client, pristine } = spare;
  const taken = spare;
  const borrowed = lease(client);
  return {
    ...pgliteHandle(borrowed.client),
    close: async () => {
      await borrowed.giveBack();
      let cleanXid: string;
      try {
        cleanXid = await reset(taken);
      } catch {
        await client.close();
        return;
      }
      const list = spares.get(kind) ?? [];
      list.push({ client, pristine, cleanXid });
      spares.set(kind, list);
    },
  };
}
