import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksProponente } from '../../server/db/schema';
import {
  findUsableLink,
  issueLink,
  MAX_TENTATIVAS_LINK,
  registerFailedTry,
} from '../../server/modules/proponente/links';
import { hashLinkToken } from '../../server/modules/proponente/tokens';
import { buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('applicant links', () => {
  it('store only the hash and open only their own purpose', async () => {
    const proposta = await buildProposta(t.db);
    const { token } = await issueLink(t.db, proposta.id, 'termo');
    const rows = await t.db
      .select()
      .from(linksProponente)
      .where(eq(linksProponente.propostaAdesaoId, proposta.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await findUsableLink(t.db, token, 'termo'))?.id).toBe(rows[0].id);
    expect(await findUsableLink(t.db, token, 'declaracao')).toBeNull();
    expect(await findUsableLink(t.db, 'x' + token, 'termo')).toBeNull();
  });

  it('expire after link.validadeHoras', async () => {
    const proposta = await buildProposta(t.db);
    const issuedAt = new Date('2026-11-22T12:00:00Z');
    const { token, expiraEm } = await issueLink(t.db, proposta.id, 'termo', issuedAt);
    expect(expiraEm > issuedAt).toBe(true);
    expect(
      await findUsableLink(t.db, token, 'termo', new Date(expiraEm.getTime() - 1)),
    ).not.toBeNull();
    expect(await findUsableLink(t.db, token, 'termo', expiraEm)).toBeNull();
  });

  it('a resend revokes the previous link of the same purpose only', async () => {
    const proposta = await buildProposta(t.db);
    const first = await issueLink(t.db, proposta.id, 'termo');
    const declaracao = await issueLink(t.db, proposta.id, 'declaracao');
    const second = await issueLink(t.db, proposta.id, 'termo');
    expect(await findUsableLink(t.db, first.token, 'termo')).toBeNull();
    expect(await findUsableLink(t.db, second.token, 'termo')).not.toBeNull();
    expect(await findUsableLink(t.db, declaracao.token, 'declaracao')).not.toBeNull();
  });

  it('lock after the maximum failed tries', async () => {
    const proposta = await buildProposta(t.db);
    const { token } = await issueLink(t.db, proposta.id, 'termo');
    const link = (await findUsableLink(t.db, token, 'termo'))!;
    for (let i = 1; i < MAX_TENTATIVAS_LINK; i++) await registerFailedTry(t.db, link.id);
    expect(await findUsableLink(t.db, token, 'termo')).not.toBeNull();
    await registerFailedTry(t.db, link.id);
    expect(await findUsableLink(t.db, token, 'termo')).toBeNull();
  });
});
