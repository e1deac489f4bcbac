import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { comunicacoesPropostasAdesao as comunicacoes } from '../../server/db/schema';
import { apiClient, buildProposta, otherDealership } from '../fixtures/propostas';
import ptBR from '../../i18n/pt-BR';
import { markCatalogueTexts } from '../helpers/catalogue-markers';
import { createTestApp, type TestApp } from '../helpers/test-app';

const URL = '/api/adesao/lote/reenviar';

describe('bulk resend of an applicant link', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const enviosDe = (id: number) =>
    t.db.select().from(comunicacoes).where(eq(comunicacoes.propostaAdesaoId, id));

  it('queues the link for the rows whose status calls for it and refuses the others, with the reason', async () => {
    const [a, b, fora] = await Promise.all([
      buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.AguardandoAssinaturas }),
      buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.AguardandoAssinaturas }),
      buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.NovaEntrada }),
    ]);
    const res = await as('gestorcomercial').post(URL, {
      tipo: 'assinatura',
      canal: 'email',
      ids: [a.id, fora.id, b.id],
    });
    expect(res.statusCode).toBe(200);
    const { resultados } = res.json().data;
    expect(resultados.map((r: { id: number; ok: boolean }) => [r.id, r.ok])).toEqual([
      [a.id, true],
      [fora.id, false],
      [b.id, true],
    ]);
    expect(resultados[1].status).toBe(409);
    expect(resultados[1].mensagem).not.toBe('');
    expect(res.json().messages).toEqual([
      'Assinatura do contrato: link reenviado a 2 de 3 propostas.',
    ]);
    expect(await enviosDe(a.id)).toHaveLength(1);
    expect(await enviosDe(b.id)).toHaveLength(1);
    expect(await enviosDe(fora.id)).toHaveLength(0);
  });

  it('keeps a dealership to its own proposals, row by row', async () => {
    const minha = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAssinaturas,
    });
    const outra = await otherDealership(t.db);
    const alheia = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAssinaturas,
      concessionariaId: outra.id,
      corretorId: outra.brokers[0]!.id,
    });
    const res = await as('concessionaria').post(URL, {
      tipo: 'assinatura',
      canal: 'sms',
      ids: [minha.id, alheia.id],
    });
    expect(res.statusCode).toBe(200);
    const { resultados } = res.json().data;
    expect(resultados[0]).toEqual({ id: minha.id, ok: true });
    expect(resultados[1]).toMatchObject({ id: alheia.id, ok: false, status: 404 });
    expect(await enviosDe(alheia.id)).toHaveLength(0);
  });

  it('refuses a role without the resend, an unknown link type and a repeated id', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAssinaturas,
    });
    const admin = await as('admin').post(URL, { tipo: 'assinatura', canal: 'sms', ids: [p.id] });
    expect(admin.statusCode).toBe(403);
    const tipo = await as('gestorcomercial').post(URL, {
      tipo: 'outro',
      canal: 'sms',
      ids: [p.id],
    });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().messages.join(' ')).toContain('Tipo de reenvio inválido');
    const repetido = await as('gestorcomercial').post(URL, {
      tipo: 'assinatura',
      canal: 'sms',
      ids: [p.id, p.id],
    });
    expect(repetido.statusCode).toBe(400);
    expect(await enviosDe(p.id)).toHaveLength(0);
  });

  const mark = markCatalogueTexts();

  it('tells how many were resent with servidor.propostas.linkReenviadoLote', async () => {
    mark(
      ptBR.servidor.propostas,
      'linkReenviadoLote',
      'MARCA %{link} %{enviados} de %{smart_count} |||| MARCA %{link} %{enviados} de %{smart_count} (plural)',
    );
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAssinaturas,
    });
    const res = await as('gestorcomercial').post(URL, {
      tipo: 'assinatura',
      canal: 'sms',
      ids: [p.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual(['MARCA Assinatura do contrato 1 de 1']);
  });
});
