import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeCondition } from '../../server/modules/propostas/access';
import { proposalsByKeyset } from '../../server/modules/relatorios/keyset';
import { buildProposta, firstDealership, otherDealership } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

async function idsOf(rows: AsyncIterable<{ id: number }>): Promise<number[]> {
  const ids: number[] = [];
  for await (const row of rows) ids.push(row.id);
  return ids;
}

describe('reports: keyset reading of proposals', () => {
  it('reads every proposal of the scope once, in id order, across batch boundaries', async () => {
    const mine = await firstDealership(t.db);
    const other = await otherDealership(t.db);
    const expected: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      expected.push((await buildProposta(t.db, { concessionariaId: mine.id })).id);
      await buildProposta(t.db, {
        concessionariaId: other.id,
        corretorId: other.brokers[0].id,
      });
    }
    const where = scopeCondition({ kind: 'concessionaria', concessionariaId: mine.id });
    const all = await idsOf(proposalsByKeyset(t.db, where, 1_000));
    // Batches of 2 must give exactly what a single batch gives (the seed may hold others).
    expect(await idsOf(proposalsByKeyset(t.db, where, 2))).toEqual(all);
    expect(all).toEqual(expect.arrayContaining(expected));
    expect([...all].sort((a, b) => a - b)).toEqual(all);
    expect(new Set(all).size).toBe(all.length);
  });

  it('reads nothing for a user without scope', async () => {
    expect(await idsOf(proposalsByKeyset(t.db, scopeCondition({ kind: 'none' }), 2))).toEqual([]);
  });
});
