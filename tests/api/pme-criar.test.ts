import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propostasAdesao, propostasPmeBeneficiarios } from '../../server/db/schema';
import type { Envelope } from '../../server/integrations/signature/contract';
import { SITUACAO_PME } from '../../src/domain';
import { formularioPme as formulario } from '../fixtures/pme';
import { loginAs } from '../helpers/auth';
import { startSignatureSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Creating a PME proposal (POST api/propostaPme/criar) and the representative's signing e-mail:
 * the form's rules on the server, the unit, the beneficiaries (free holders only, their
 * dependents follow), one proposal in progress per CNPJ, the permission; then 'Criar contrato'
 * e-mails the signer's link, which the built-in outbox keeps ('Mensagens enviadas').
 */
let t: TestApp;
let signature: RunningSandbox;
let pme: Record<string, string>;

beforeAll(async () => {
  signature = await startSignatureSandbox();
  t = await createTestApp({
    seed: true,
    env: { SIGNATURE_URL: signature.url, SIGNATURE_POLL_MS: '10', OUTBOX_RETRY_BASE_MS: '10' },
  });
  pme = await loginAs(t, 'gestorcomercialpme');
});
afterAll(async () => {
  await t?.close();
  await signature?.close();
});

interface Disponivel {
  id: number;
  nome: string;
  cpf: string;
  dependentes: number;
}

function call(method: 'GET' | 'POST', url: string, payload?: unknown, headers = pme) {
  return t.app.inject({ method, url, headers, payload: payload as never });
}

async function disponiveis(pesquisa = ''): Promise<Disponivel[]> {
  const res = await call(
    'GET',
    `/api/propostaPme/beneficiariosDisponiveis?pesquisa=${encodeURIComponent(pesquisa)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('POST api/propostaPme/criar', () => {
  it('refuses a visitor and a role without PME proposals', async () => {
    const body = formulario();
    expect((await call('POST', '/api/propostaPme/criar', body, {})).statusCode).toBe(401);
    const dac = await loginAs(t, 'dac');
    expect((await call('POST', '/api/propostaPme/criar', body, dac)).statusCode).toBe(403);
    const lista = await call('GET', '/api/propostaPme/beneficiariosDisponiveis', undefined, dac);
    expect(lista.statusCode).toBe(403);
  });

  it('answers the form rules by field, with the spec messages', async () => {
    const res = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({ cnpj: '11.222.333/0001-00', razaoSocial: 'x'.repeat(151), beneficiarios: [] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      cnpj: 'CNPJ Inválido',
      razaoSocial: 'Excedeu o limite de caracteres',
      beneficiarios: 'Selecione ao menos um beneficiário titular.',
    });
    const semNomes = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({
        razaoSocial: '',
        representanteLegal: { ...formulario().representanteLegal, email: '' },
      }),
    );
    expect(semNomes.statusCode).toBe(400);
    expect(semNomes.json().errors).toMatchObject({
      razaoSocial: 'Campo obrigatório',
      'representanteLegal.email': 'Campo obrigatório',
    });
    const curto = await call('POST', '/api/propostaPme/criar', formulario({ cnpj: '1122233300' }));
    expect(curto.json().errors.cnpj).toBe('CNPJ deve possuir 14 dígitos');
    const semUnidade = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({ codigoUnidade: '' }),
    );
    expect(semUnidade.json().errors.codigoUnidade).toBe('Campo obrigatório');
  });

  it('creates the proposal Recebida with the holders and their dependents', async () => {
    const livres = await disponiveis();
    const titular = livres.find((d) => d.dependentes > 0) ?? livres[0];
    expect(titular).toBeDefined();
    const res = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({ beneficiarios: [titular.id] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages).toEqual(['Proposta PME criada com sucesso!']);
    const { id, numeroContrato } = res.json().data;
    expect(numeroContrato).toBeGreaterThanOrEqual(700000);

    const detalhe = (await call('GET', `/api/propostaPme/${id}`)).json().data;
    expect(detalhe).toMatchObject({
      situacao: SITUACAO_PME.Recebida,
      razaoSocial: 'Serralheria Ferro Forte LTDA',
      dataFundacao: '10/05/2010',
      unidade: { codigoUnidade: 9 },
      representanteLegal: { cpf: '52998224725', telefone: '11987654321' },
    });
    const beneficiarios = detalhe.beneficiarios as { id: number; propostaTitularId: number }[];
    expect(beneficiarios[0].id).toBe(titular.id);
    expect(beneficiarios.filter((b) => b.propostaTitularId === titular.id)).toHaveLength(
      titular.dependentes,
    );
    // Taken: no longer offered, and a second company cannot have it.
    expect((await disponiveis()).map((d) => d.id)).not.toContain(titular.id);
    const outra = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({ beneficiarios: [titular.id] }),
    );
    expect(outra.statusCode).toBe(409);
    expect(outra.json().errors.beneficiarios).toBe(
      `${titular.nome} já é beneficiário de outra proposta PME.`,
    );
  });

  it('refuses a second proposal for a CNPJ in progress, a dependent and an unknown unit', async () => {
    const [a, b] = await disponiveis();
    const cnpj = generateCnpj();
    const primeira = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({ cnpj, beneficiarios: [a.id] }),
    );
    expect(primeira.statusCode, primeira.body).toBe(200);
    const repetida = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({ cnpj, beneficiarios: [b.id] }),
    );
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().errors.cnpj).toBe(
      'Já existe uma proposta PME em andamento para este CNPJ.',
    );

    const detalhe = (await call('GET', `/api/propostaPme/${primeira.json().data.id}`)).json().data;
    const dependente = (
      detalhe.beneficiarios as { id: number; propostaTitularId: number | null }[]
    ).find((x) => x.propostaTitularId !== null);
    if (dependente) {
      const res = await call(
        'POST',
        '/api/propostaPme/criar',
        formulario({ beneficiarios: [dependente.id] }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.beneficiarios).toBe('Beneficiário não encontrado ou não é titular.');
    }
    const semUnidade = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({ codigoUnidade: 77, beneficiarios: [b.id] }),
    );
    expect(semUnidade.statusCode).toBe(400);
    expect(semUnidade.json().errors.codigoUnidade).toBe('Unidade inválida.');
    const inexistente = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({ beneficiarios: [99999999] }),
    );
    expect(inexistente.statusCode).toBe(400);
  });
});

describe('a holder that cannot join', () => {
  it('names a draft as Rascunho in the refusal, not as an unknown status', async () => {
    const [rascunho] = await t.app.db
      .select({ id: propostasAdesao.id, nome: propostasAdesao.nome })
      .from(propostasAdesao)
      .where(
        and(
          isNull(propostasAdesao.situacaoPropostaAdesaoId),
          isNull(propostasAdesao.propostaTitularId),
          eq(propostasAdesao.inativa, false),
          // Not already in another PME proposal, which is refused first.
          notExists(
            t.app.db
              .select()
              .from(propostasPmeBeneficiarios)
              .where(eq(propostasPmeBeneficiarios.propostaAdesaoId, propostasAdesao.id)),
          ),
        ),
      )
      .limit(1);
    expect(rascunho).toBeDefined();
    const res = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({ beneficiarios: [rascunho!.id] }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors.beneficiarios).toBe(
      `${rascunho!.nome} não pode ser incluído: proposta na situação Rascunho.`,
    );
  });
});

describe("'Criar contrato' e-mails the signing link to the legal representative", () => {
  it('keeps the e-mail with the envelope signer link in Mensagens enviadas', async () => {
    const [livre] = await disponiveis();
    const criada = await call(
      'POST',
      '/api/propostaPme/criar',
      formulario({ beneficiarios: [livre.id] }),
    );
    const { id, numeroContrato } = criada.json().data;
    expect((await call('POST', `/api/propostaPme/${id}/criarContrato`)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await t.app.outboxWorker.runOnce();

    const envelope = (await signature.control<Envelope[]>('GET', '/envelopes')).find(
      (e) => e.referencia === `pme:${id}`,
    )!;
    const link = envelope.signatarios[0].linkAssinatura;
    expect(link).toMatch(/^http/);
    const admin = await loginAs(t, 'admin');
    const res = await call(
      'GET',
      '/api/mensagens-enviadas?destinatario=renata.lima',
      undefined,
      admin,
    );
    const { itens } = res.json().data as { itens: { assunto: string; texto: string }[] };
    const email = itens.find((m) => m.assunto.includes(`contrato PME nº ${numeroContrato}`))!;
    expect(email, res.body).toBeDefined();
    expect(email.texto).toContain(link);
    expect(email.texto).toContain('Serralheria Ferro Forte LTDA');
  });
});
