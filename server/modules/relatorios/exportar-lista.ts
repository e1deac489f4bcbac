import type { Readable } from 'node:stream';
import { format } from 'date-fns';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { businessDayOf } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { relatoriosExportacoes } from '../../db/schema';
import { csvLine, type CsvColumn } from './columns';
import { reportCsvStream } from './csv';
import { csvLinesByKeyset, REPORT_BATCH_SIZE } from './keyset';

/**
 * The 'Exportar' button of a list (proposals, nurse lists, PME, Integrações, the declared
 * resources): every row the list's filter selects, as the CSV the reports write. This lives
 * beside csv.ts rather than in it because it needs the database and keyset.ts, and keyset.ts
 * already imports csv.ts.
 */

/** Which rows: those of `tabela` under `where`, read in `id` order. */
export interface FonteDaLista {
  tabela: PgTable;
  id: AnyPgColumn;
  where: SQL | undefined;
}

/**
 * The CSV of a list's rows: the columns' headers, then the lines PostgreSQL writes, read by
 * keyset a batch at a time so memory stays flat for any row count. batchSize is a parameter
 * so a test can prove that rows past the first batch arrive.
 */
export function listaCsv(
  db: Executor,
  { tabela, id, where }: FonteDaLista,
  colunas: readonly CsvColumn[],
  batchSize = REPORT_BATCH_SIZE,
): Readable {
  return reportCsvStream(
    colunas.map((c) => c.header),
    csvLinesByKeyset(db, tabela, id, csvLine(colunas), where, batchSize),
  );
}

export interface ExportacaoDaLista extends FonteDaLista {
  usuarioId: number;
  /** What was exported, as relatorios_exportacoes records it: 'lista:pme', 'recurso:…'. */
  tipo: string;
  /** The list's filter as the request gave it, kept with the log line. */
  filtros: unknown;
  /** The file name before the day: 'propostas' gives propostas-2025-01-31.csv. */
  arquivo: string;
  colunas: readonly CsvColumn[];
}

/**
 * Logs the export (who took which personal data, with which filter, like the reports' exports)
 * and sends the CSV as a download named after today's business day in Brasília.
 */
export async function enviarCsvDaLista(
  db: Executor,
  // The route's 200 schema documents the CSV, but its typed reply refuses a stream body.
  reply: FastifyReply,
  exportacao: ExportacaoDaLista,
): Promise<FastifyReply> {
  const { usuarioId, tipo, filtros, arquivo, colunas } = exportacao;
  // filtros is a not-null column: a list sent without a filter is stored as {}.
  await db.insert(relatoriosExportacoes).values({
    usuarioId,
    tipo,
    formato: 'csv',
    filtros: filtros ?? {},
  });
  const today = format(businessDayOf(new Date()), 'yyyy-MM-dd');
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${arquivo}-${today}.csv"`)
    .header('cache-control', 'no-store')
    .send(listaCsv(db, exportacao, colunas));
}
