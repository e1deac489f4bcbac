import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acessosDadosSensiveis, propostasAdesao } from '../../server/db/schema';
import { DEMO_PROPONENTE } from '../../server/db/seed/proponente';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** LGPD art. 18: everything the product holds about one CPF, for the administrator. */
describe('exportação dos dados do titular', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const exportar = async (username: string, cpf: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/titular/exportar',
      headers: await loginAs(t, username),
      payload: { cpf },
    });

  it('entrega JSON e PDF com as propostas do CPF e o que se liga a elas, sem segredos', async () => {
    const res = await exportar('admin', DEMO_PROPONENTE.cpf);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['dados.json', 'dados.pdf']);

    const dados = JSON.parse(new TextDecoder().decode(files['dados.json'])) as {
      cpf: string;
      tabelas: Record<string, Record<string, unknown>[]>;
    };
    const propostas = await t.db
      .select({ id: propostasAdesao.id })
      .from(propostasAdesao)
      .where(eq(propostasAdesao.cpf, DEMO_PROPONENTE.cpf));
    expect(propostas.length).toBeGreaterThan(0);
    expect(dados.cpf).toBe(DEMO_PROPONENTE.cpf);
    expect(dados.tabelas.propostas_adesao.map((row) => row.id).sort()).toEqual(
      propostas.map((row) => row.id).sort(),
    );
    // Rows tied to the proposal come along (its history at least, written by the seed).
    const ligadas = Object.entries(dados.tabelas).filter(
      ([tabela, rows]) =>
        tabela !== 'propostas_adesao' &&
        rows.some((row) => propostas.some((p) => p.id === row.proposta_adesao_id)),
    );
    expect(ligadas.length).toBeGreaterThan(0);
    // Nothing secret: the applicant's link is stored hashed, and the hash never leaves.
    expect(JSON.stringify(dados)).not.toMatch(/"[a-z_]*(hash|token)[a-z_]*":/i);
    expect(new TextDecoder('latin1').decode(files['dados.pdf']).startsWith('%PDF-')).toBe(true);

    // The export itself is logged, once per proposal, as the administrator's.
    const log = await t.db
      .select()
      .from(acessosDadosSensiveis)
      .where(
        and(
          eq(acessosDadosSensiveis.acao, 'titular.exportacao'),
          eq(acessosDadosSensiveis.propostaAdesaoId, propostas[0].id),
        ),
      );
    expect(log).toHaveLength(1);
    expect(log[0].usuario).toBeTruthy();
  });

  it('um CPF sem dados ainda gera a exportação (vazia) e fica registrado', async () => {
    const res = await exportar('admin', '529.982.247-25');
    expect(res.statusCode).toBe(200);
    const dados = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(res.rawPayload))['dados.json']),
    ) as { tabelas: object };
    expect(dados.tabelas).toEqual({});
  });

  it('recusa CPF inválido com a mensagem da especificação e quem não é administrador', async () => {
    const invalido = await exportar('admin', '123.456.789-00');
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().messages).toEqual(['CPF Inválido']);
    expect((await exportar('admin', '1234')).json().messages).toEqual([
      'CPF deve possuir 11 dígitos',
    ]);
    expect((await exportar('gestorsaude', DEMO_PROPONENTE.cpf)).statusCode).toBe(403);
    expect((await exportar('gestorcomercial', DEMO_PROPONENTE.cpf)).statusCode).toBe(403);
  });
});
