import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { propostasAdesao } from '../../db/schema';

export const REPORT_BATCH_SIZE = 2_000;

/**
 * The proposals matching `where`, read in id order by keyset pagination (id > last id seen,
 * LIMIT batch): each batch is an index range scan, and only one batch is held in memory, so a
 * report of a million rows costs what a report of a thousand does. Works alike on PGlite and
 * PostgreSQL, unlike a server-side cursor. `where` carries the user's scope and the filters.
 */
export async function* proposalsByKeyset(
  db: Executor,
  where: SQL | undefined,
  batchSize = REPORT_BATCH_SIZE,
): AsyncIterable<typeof propostasAdesao.$inferSelect> {
  let lastId = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(propostasAdesao)
      .where(and(gt(propostasAdesao.id, lastId), where))
      .orderBy(asc(propostasAdesao.id))
      .limit(batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    lastId = batch[batch.length - 1].id;
  }
}
