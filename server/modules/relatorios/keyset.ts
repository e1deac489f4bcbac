import { and, asc, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { corretores, propostasAdesao } from '../../db/schema';
import { CSV_LINE_END } from './csv';

export const REPORT_BATCH_SIZE = 5_000;

/**
 * Batches of rows read in id order by keyset pagination (id > last id seen, LIMIT batch): each
 * batch is an index range scan and only one is held in memory, so a report of a million rows
 * costs what a report of a thousand does. Works alike on PGlite and PostgreSQL, unlike a
 * server-side cursor. The next batch is read while the current one is written out.
 */
async function* batchesByKeyset<Row extends { id: number }>(
  readBatch: (afterId: number, limit: number) => Promise<Row[]>,
  batchSize: number,
): AsyncIterable<Row[]> {
  let pending = readBatch(0, batchSize);
  for (;;) {
    const batch = await pending;
    const full = batch.length === batchSize;
    if (full) pending = readBatch(batch[batch.length - 1].id, batchSize);
    if (batch.length) yield batch;
    if (!full) return;
  }
}

async function* flatten<Row>(batches: AsyncIterable<Row[]>): AsyncIterable<Row> {
  for await (const batch of batches) yield* batch;
}

const p = propostasAdesao;

/** The columns the proposal reports show (definitions.ts), not all sixty. */
export const REPORT_FIELDS = {
  id: p.id,
  numeroContrato: p.numeroContrato,
  tipo: p.tipo,
  propostaTitularId: p.propostaTitularId,
  nome: p.nome,
  cpf: p.cpf,
  codigoUnidade: p.codigoUnidade,
  situacaoPropostaAdesaoId: p.situacaoPropostaAdesaoId,
  dataNascimento: p.dataNascimento,
  possuiPendencia: p.possuiPendencia,
  dataCriacao: p.dataCriacao,
  dataAlteracaoSituacao: p.dataAlteracaoSituacao,
  dataContrato: p.dataContrato,
  corretorId: p.corretorId,
  concessionariaId: p.concessionariaId,
  diaVencimento: p.diaVencimento,
  possuiRespostaDeclaracaoSaude: p.possuiRespostaDeclaracaoSaude,
  marcada: p.marcada,
  avaliacaoSaudeConcluida: p.avaliacaoSaudeConcluida,
  aprovacaoAvaliacaoSaudeEm: p.aprovacaoAvaliacaoSaudeEm,
  aprovacaoAvaliacaoSaudePorId: p.aprovacaoAvaliacaoSaudePorId,
  aprovacaoDocumentacaoEm: p.aprovacaoDocumentacaoEm,
  aprovacaoDocumentacaoPorId: p.aprovacaoDocumentacaoPorId,
};

export type ReportProposta = {
  [K in keyof typeof REPORT_FIELDS]: (typeof propostasAdesao.$inferSelect)[K];
};

/** The proposals matching `where` (the user's scope and the filters), in id order (XLSX). */
export function proposalsByKeyset(
  db: Executor,
  where: SQL | undefined,
  batchSize = REPORT_BATCH_SIZE,
): AsyncIterable<ReportProposta> {
  return flatten(
    batchesByKeyset(
      (afterId, limit) =>
        db
          .select(REPORT_FIELDS)
          .from(p)
          .where(and(gt(p.id, afterId), where))
          .orderBy(asc(p.id))
          .limit(limit),
      batchSize,
    ),
  );
}

/** The brokers matching `where`, in id order (the brokers report as XLSX). */
export function brokersByKeyset(
  db: Executor,
  where: SQL | undefined,
  batchSize = REPORT_BATCH_SIZE,
): AsyncIterable<typeof corretores.$inferSelect> {
  return flatten(
    batchesByKeyset(
      (afterId, limit) =>
        db
          .select()
          .from(corretores)
          .where(and(gt(corretores.id, afterId), where))
          .orderBy(asc(corretores.id))
          .limit(limit),
      batchSize,
    ),
  );
}

/**
 * The CSV lines PostgreSQL writes (columns.ts csvLine), a batch per chunk: Node receives one
 * text value per row instead of parsing and formatting twenty typed ones.
 */
export function csvChunksByKeyset(
  db: Executor,
  source: 'propostas' | 'corretores',
  csv: { line: SQL; joins: SQL },
  where: SQL | undefined,
  batchSize = REPORT_BATCH_SIZE,
): AsyncIterable<string> {
  return source === 'propostas'
    ? csvLinesByKeyset(db, p, p.id, csv, where, batchSize)
    : csvLinesByKeyset(db, corretores, corretores.id, csv, where, batchSize);
}

/**
 * The same for any table with an integer id: the list exports (proposals, declared resources)
 * read their rows this way too, whatever their filter.
 */
export async function* csvLinesByKeyset(
  db: Executor,
  table: PgTable,
  id: AnyPgColumn,
  csv: { line: SQL; joins: SQL },
  where: SQL | undefined,
  batchSize = REPORT_BATCH_SIZE,
): AsyncIterable<string> {
  const batches = batchesByKeyset(async (afterId, limit) => {
    const result = await db.execute(
      sql`select ${id} as id, ${csv.line} as linha from ${table} ${csv.joins}
          where ${id} > ${afterId} ${where ? sql`and ${where}` : sql``}
          order by ${id} limit ${limit}`,
    );
    return (result as unknown as { rows: { id: number; linha: string }[] }).rows;
  }, batchSize);
  for await (const batch of batches) {
    yield batch.map((row) => row.linha).join(CSV_LINE_END) + CSV_LINE_END;
  }
}
