import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { corretores, propostasAdesao } from '../../db/schema';

export const REPORT_BATCH_SIZE = 2_000;

/**
 * Rows read in id order by keyset pagination (id > last id seen, LIMIT batch): each batch is an
 * index range scan, and only one batch is held in memory, so a report of a million rows costs
 * what a report of a thousand does. Works alike on PGlite and PostgreSQL, unlike a server-side
 * cursor.
 */
async function* byKeyset<Row extends { id: number }>(
  readBatch: (afterId: number, limit: number) => Promise<Row[]>,
  batchSize: number,
): AsyncIterable<Row> {
  let lastId = 0;
  for (;;) {
    const batch = await readBatch(lastId, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    lastId = batch[batch.length - 1].id;
  }
}

/** The proposals matching `where` (the user's scope and the filters), in id order. */
export function proposalsByKeyset(
  db: Executor,
  where: SQL | undefined,
  batchSize = REPORT_BATCH_SIZE,
): AsyncIterable<typeof propostasAdesao.$inferSelect> {
  return byKeyset(
    (afterId, limit) =>
      db
        .select()
        .from(propostasAdesao)
        .where(and(gt(propostasAdesao.id, afterId), where))
        .orderBy(asc(propostasAdesao.id))
        .limit(limit),
    batchSize,
  );
}

/** The brokers matching `where`, in id order (the brokers report). */
export function brokersByKeyset(
  db: Executor,
  where: SQL | undefined,
  batchSize = REPORT_BATCH_SIZE,
): AsyncIterable<typeof corretores.$inferSelect> {
  return byKeyset(
    (afterId, limit) =>
      db
        .select()
        .from(corretores)
        .where(and(gt(corretores.id, afterId), where))
        .orderBy(asc(corretores.id))
        .limit(limit),
    batchSize,
  );
}
