import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { and, asc, count, countDistinct, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SITUACAO_IDS, SITUACAO, TIPO_OBSERVACAO, UNIDADES } from '../../src/domain';
import {
  concessionarias,
  documentosAnexos,
  historicoPropostasAdesao,
  observacoesPropostasAdesao,
  propostaAdesaoContatos,
  propostasAdesao as p,
  resolucoesPendencias,
  selfiesBeneficiarios,
} from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { seedBulkPropostas } from '../../server/db/seed/propostas-bulk';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('proposals demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const demo = like(p.protocolo, 'DEMO-%');

  it('attaches an identity document and a proof of address, and a selfie where the nurse looks', async () => {
    const docs = await t.db
      .select({ situacao: p.situacaoPropostaAdesaoId, tipo: documentosAnexos.tipoDocumentoId })
      .from(documentosAnexos)
      .innerJoin(p, eq(p.id, documentosAnexos.propostaAdesaoId));
    expect(docs.length).toBeGreaterThan(0);
    expect(new Set(docs.map((d) => d.tipo))).toEqual(new Set([1, 2]));
    expect(docs.some((d) => d.situacao === SITUACAO.AguardandoDeclaracaoSaude)).toBe(false);
    const selfies = await t.db
      .select({ id: selfiesBeneficiarios.propostaAdesaoId, situacao: p.situacaoPropostaAdesaoId })
      .from(selfiesBeneficiarios)
      .innerJoin(p, eq(p.id, selfiesBeneficiarios.propostaAdesaoId));
    expect(selfies.map((s) => s.situacao)).toContain(SITUACAO.AguardandoAvaliacaoEnfermagem);

    // The seeded bytes are real files: the API serves them with their formats.
    const as = apiClient(t);
    const selfie = await as('gestorcomercial').get(
      `/api/documento/propostaAdesao/${selfies[0].id}/selfieBeneficiario`,
    );
    expect(selfie.headers['content-type']).toBe('image/jpeg');
    expect(selfie.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    await seedDemo(t.db);
    const [{ n }] = await t.db.select({ n: count() }).from(documentosAnexos);
    expect(n).toBe(docs.length);
  });

  it('has proposals in all 15 statuses, in the 3 individual kinds, across the nine units', async () => {
    const statuses = await t.db
      .selectDistinct({ s: p.situacaoPropostaAdesaoId })
      .from(p)
      .where(and(demo, isNotNull(p.situacaoPropostaAdesaoId)));
    expect(statuses.map((r) => r.s).sort((a, b) => a! - b!)).toEqual(
      [...ALL_SITUACAO_IDS].sort((a, b) => a - b),
    );
    const pairs = await t.db
      .select({ n: countDistinct(sql`(${p.situacaoPropostaAdesaoId}, ${p.tipo})`) })
      .from(p)
      .where(and(demo, isNotNull(p.situacaoPropostaAdesaoId)));
    expect(pairs[0].n).toBe(45);
    const units = await t.db.selectDistinct({ u: p.codigoUnidade }).from(p).where(demo);
    expect(units.map((r) => r.u).sort((a, b) => a - b)).toEqual(
      UNIDADES.map((u) => u.codigoUnidade).sort((a, b) => a - b),
    );
  });

  it('gives the first dealership (the concessionaria account) every status', async () => {
    const [first] = await t.db
      .select({ id: concessionarias.id })
      .from(concessionarias)
      .orderBy(asc(concessionarias.id))
      .limit(1);
    const statuses = await t.db
      .selectDistinct({ s: p.situacaoPropostaAdesaoId })
      .from(p)
      .where(and(eq(p.concessionariaId, first.id), isNotNull(p.situacaoPropostaAdesaoId)));
    expect(statuses).toHaveLength(15);
    const drafts = await t.db
      .select({ n: count() })
      .from(p)
      .where(and(eq(p.concessionariaId, first.id), isNull(p.situacaoPropostaAdesaoId)));
    expect(drafts[0].n).toBeGreaterThan(0);
    const repasse = await t.db
      .select({ n: count() })
      .from(p)
      .where(and(eq(p.concessionariaId, first.id), isNotNull(p.concessionariaRepasseId)));
    expect(repasse[0].n).toBeGreaterThan(0);
  });

  it('writes dependents that share the holder contract number, contacts and a timeline that ends in the status', async () => {
    const dependents = await t.db
      .select({
        id: p.id,
        numero: p.numeroContrato,
        titular: p.propostaTitularId,
        grau: p.grauParentescoId,
      })
      .from(p)
      .where(isNotNull(p.propostaTitularId));
    expect(dependents.length).toBeGreaterThan(5);
    for (const dependent of dependents) {
      const [holder] = await t.db
        .select({ numero: p.numeroContrato })
        .from(p)
        .where(eq(p.id, dependent.titular!));
      expect(dependent.numero).toBe(holder.numero);
      expect(dependent.grau).not.toBeNull();
    }
    const rows = await t.db
      .select()
      .from(p)
      .where(and(demo, isNotNull(p.situacaoPropostaAdesaoId)));
    for (const row of rows) {
      const history = await t.db
        .select()
        .from(historicoPropostasAdesao)
        .where(eq(historicoPropostasAdesao.propostaAdesaoId, row.id))
        .orderBy(asc(historicoPropostasAdesao.id));
      expect(history.at(-1)!.situacaoNovaId).toBe(row.situacaoPropostaAdesaoId);
      // One entry for the creation, one per transition: the version counts the changes.
      expect(history).toHaveLength(row.versao);
      const [contacts] = await t.db
        .select({ n: count() })
        .from(propostaAdesaoContatos)
        .where(eq(propostaAdesaoContatos.propostaAdesaoId, row.id));
      expect(contacts.n).toBeGreaterThan(0);
    }
  });

  it('signs contracts, approves and integrates only where the status says so', async () => {
    const S = SITUACAO;
    const rows = await t.db.select().from(p).where(demo);
    for (const row of rows) {
      const s = row.situacaoPropostaAdesaoId;
      const signed = [
        S.Concluida,
        S.SolicitadaIntegracaoComERP,
        S.IntegradoERP,
        S.IntegradoPendencias,
      ];
      if (s !== S.AguardandoAssinaturas)
        expect(row.dataContrato != null).toBe(signed.includes(s as never));
      const integrated = [S.IntegradoERP, S.IntegradoPendencias];
      expect(row.matriculaErp != null).toBe(integrated.includes(s as never));
      const beforeNursing = [null, S.AguardandoAprovacaoTermo, S.AguardandoDeclaracaoSaude];
      if (beforeNursing.includes(s as never)) {
        expect(row.aprovacaoAvaliacaoSaudeEm).toBeNull();
        expect(row.enfermeiroResponsavelId).toBeNull();
      }
    }
  });

  it('has open pendencies matching the pending flag, and resolved ones with their resolution', async () => {
    const open = await t.db
      .select({ id: observacoesPropostasAdesao.propostaAdesaoId })
      .from(observacoesPropostasAdesao)
      .where(
        and(
          eq(observacoesPropostasAdesao.tipoObservacaoId, TIPO_OBSERVACAO.pendencia),
          eq(observacoesPropostasAdesao.resolvido, false),
        ),
      );
    expect(open.length).toBeGreaterThan(0);
    const flagged = await t.db.select({ id: p.id }).from(p).where(eq(p.possuiPendencia, true));
    expect(new Set(flagged.map((r) => r.id))).toEqual(new Set(open.map((r) => r.id)));
    const [resolved] = await t.db.select({ n: count() }).from(resolucoesPendencias);
    expect(resolved.n).toBeGreaterThan(0);
    const [pendentes] = await t.db
      .select({ n: count() })
      .from(p)
      .where(eq(p.situacaoPropostaAdesaoId, SITUACAO.PendenciasCorretor));
    expect(pendentes.n).toBeGreaterThan(0);
  });

  it('is idempotent: a second run adds no proposals', async () => {
    const [before] = await t.db.select({ n: count() }).from(p);
    await seedDemo(t.db);
    const [after] = await t.db.select({ n: count() }).from(p);
    expect(after.n).toBe(before.n);
  });

  it('bulk-generates proposals with valid CPFs, tops up to N and stays idempotent', async () => {
    await seedBulkPropostas(t.db, 3000);
    const generated = like(p.protocolo, 'LOTE-%');
    const [{ n }] = await t.db.select({ n: count() }).from(p).where(generated);
    expect(n).toBe(3000);
    await seedBulkPropostas(t.db, 3000);
    const [{ n: again }] = await t.db.select({ n: count() }).from(p).where(generated);
    expect(again).toBe(3000);
    const sample = await t.db.select({ cpf: p.cpf }).from(p).where(generated).limit(200);
    expect(sample.every((r) => isValidCpf(r.cpf))).toBe(true);
    const statuses = await t.db
      .selectDistinct({ s: p.situacaoPropostaAdesaoId })
      .from(p)
      .where(generated);
    expect(statuses).toHaveLength(15);
    const [contacts] = await t.db
      .select({ n: count() })
      .from(propostaAdesaoContatos)
      .innerJoin(p, eq(p.id, propostaAdesaoContatos.propostaAdesaoId))
      .where(generated);
    expect(contacts.n).toBe(3000);
  });
});
