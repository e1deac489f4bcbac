import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Dossie } from '../documentos/dossie-pdf';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * What the product holds about one person (LGPD art. 18, the data subject's access right): every
 * row of every table that names the CPF, and every row tied to one of the proposals found.
 * The tables are discovered from the database's own catalogue, so a table added later is
 * included without anyone remembering to add it here.
 */
export interface DadosTitular {
  cpf: string;
  geradoEm: string;
  tabelas: Record<string, Record<string, unknown>[]>;
}

/** Columns that hold a person's CPF, and the link from a row to its proposal. */
const CPF_COLUMNS = ['cpf', 'pagador_cpf', 'cpf_responsavel'];
const PROPOSAL_COLUMN = 'proposta_adesao_id';
/**
 * Secrets are never exported, not even to their owner: hashes of passwords, tokens, and the
 * links that carry them (the message log's sent link, the e-signature signer's link), at any
 * depth of a JSON column. A short link's code is the key to the video room by itself.
 */
const SECRET = /(hash|token|senha|password|secret|link)/i;
const SECRET_BY_TABLE: Record<string, readonly string[]> = { links_curtos: ['codigo', 'url'] };
/** An address that opens the applicant's page, the room or a short link, wherever it is written. */
const TOKEN_IN_TEXT = /\/(mpa|l|sala-video)\/[A-Za-z0-9_-]{4,}/g;

interface CatalogRow {
  table_name: string;
  column_name: string;
}

/** node-postgres and PGlite both answer `{ rows }`; drizzle types each differently. */
async function query<T>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

async function catalogue(db: Executor, columns: string[]): Promise<CatalogRow[]> {
  return query<CatalogRow>(
    db,
    sql`
    select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema()
       and t.table_type = 'BASE TABLE'
       and c.column_name in (${sql.join(
         columns.map((c) => sql`${c}`),
         sql`, `,
       )})
     order by c.table_name, c.column_name`,
  );
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(TOKEN_IN_TEXT, '/$1/[removido]');
  if (
    depth > 16 ||
    value === null ||
    typeof value !== 'object' ||
    value instanceof Date ||
    ArrayBuffer.isView(value)
  ) {
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, item]) => [key, scrub(item, depth + 1)]),
  );
}

function withoutSecrets(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const secret = SECRET_BY_TABLE[table] ?? [];
  return scrub(
    Object.fromEntries(Object.entries(row).filter(([column]) => !secret.includes(column))),
  ) as Record<string, unknown>;
}

export async function coletarDadosTitular(db: Executor, cpf: string): Promise<DadosTitular> {
  const tabelas: DadosTitular['tabelas'] = {};
  const keep = (table: string, rows: Record<string, unknown>[]) => {
    const seen = new Set((tabelas[table] ?? []).map((row) => JSON.stringify(row)));
    const fresh = rows
      .map((row) => withoutSecrets(table, row))
      .filter((row) => !seen.has(JSON.stringify(row)));
    if (fresh.length) tabelas[table] = [...(tabelas[table] ?? []), ...fresh];
  };

  for (const { table_name, column_name } of await catalogue(db, CPF_COLUMNS)) {
    const rows = await query<Record<string, unknown>>(
      db,
      sql`select * from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${cpf}`,
    );
    keep(table_name, rows);
  }
  const propostaIds = (tabelas.propostas_adesao ?? []).map((row) => Number(row.id));
  if (propostaIds.length) {
    const ids = sql.join(
      propostaIds.map((id) => sql`${id}`),
      sql`, `,
    );
    for (const { table_name } of await catalogue(db, [PROPOSAL_COLUMN])) {
      const rows = await query<Record<string, unknown>>(
        db,
        sql`select * from ${sql.identifier(table_name)}
             where ${sql.identifier(PROPOSAL_COLUMN)} in (${ids})`,
      );
      keep(table_name, rows);
    }
  }
  return { cpf, geradoEm: new Date().toISOString(), tabelas };
}

const valor = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The same content for a person to read: one section per table, one line per row. */
export function dossieDoTitular(dados: DadosTitular, geradoEm: string): Dossie {
  return {
    titulo: servidor.titular.dossieTitulo,
    geradoEm,
    secoes: Object.entries(dados.tabelas).map(([tabela, rows]) => ({
      titulo: `${tabela} (${rows.length})`,
      linhas: rows.map((row) =>
        Object.entries(row)
          .map(([column, value]) => `${column}: ${valor(value)}`)
          .join('; '),
      ),
    })),
  };
}
