import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO, TIPO_PROPOSTA } from '../../src/domain';
import {
  comunicacoesPropostasAdesao,
  historicoPropostasAdesao,
  propostaAdesaoContatos,
  propostasAdesao,
  rascunhosEntrada,
} from '../../server/db/schema';
import { apiClient, firstDealership, otherDealership } from '../fixtures/propostas';
import ptBR from '../../i18n/pt-BR';
import { markCatalogueTexts } from '../helpers/catalogue-markers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mensagens } from './outbox-fixtures';

const beneficiario = (overrides: Record<string, unknown> = {}) => ({
  cpf: generateCpf(),
  nome: 'Maria das Graças Teste',
  nomeSocial: '',
  dataNascimento: '14/03/1958',
  nomeMae: 'Josefa das Graças',
  cartaoNacionalSaude: '898001160660046',
  estadoCivilId: 2,
  sexoId: 2,
  ...overrides,
});

async function form(t: TestApp, tipo: number, overrides: Record<string, unknown> = {}) {
  const dealership = await firstDealership(t.db);
  const opcoes = (await apiClient(t)('concessionaria').get('/api/adesao/opcoesCadastro')).json()
    .data;
  return {
    tipo,
    titular: {
      ...beneficiario(),
      email: 'maria.teste@exemplo.com.br',
      celular: '(27) 99876-5432',
      telefone: '',
    },
    endereco: {
      cep: '29050-545',
      logradouro: 'Rua Aleixo Netto',
      numero: '120',
      complemento: 'Apto 301',
      bairro: 'Praia do Canto',
      cidade: 'Vitória',
      uf: 'ES',
    },
    dependentes: [
      {
        ...beneficiario({ nome: 'Pedro Teste Neto', dataNascimento: '02/05/2015' }),
        grauParentescoId: 4,
      },
    ],
    venda: {
      codigoUnidade: 1,
      planoSaudeId: opcoes.planos[0].id,
      corretorId: dealership.brokers[0].id,
      diaVencimento: 10,
    },
    ...(tipo === TIPO_PROPOSTA.Portabilidade
      ? {
          portabilidade: {
            advindoOutraOperadora: true,
            operadoraOrigem: 'Operadora Anterior S.A.',
            tempoPermanenciaMeses: 36,
            dataAproveitamentoCarencia: '01/10/2026',
          },
        }
      : {}),
    ...overrides,
  };
}

describe('proposal entry', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  it("offers the active plans and only the dealership's own brokers", async () => {
    const res = await as('concessionaria').get('/api/adesao/opcoesCadastro');
    const { planos, corretores } = res.json().data;
    expect(planos.map((p: { nome: string }) => p.nome)).toContain('Sênior Apartamento');
    const dealership = await firstDealership(t.db);
    expect(corretores.length).toBeGreaterThan(0);
    expect(
      corretores.every((c: { concessionariaId: number }) => c.concessionariaId === dealership.id),
    ).toBe(true);
    expect((await as('enfermeiro').get('/api/adesao/opcoesCadastro')).statusCode).toBe(403);
  });

  it('creates a retention proposal with a dependent, submits both and sends the term', async () => {
    const body = await form(t, TIPO_PROPOSTA.Retencao);
    const res = await as('concessionaria').post('/api/adesao/criar', body);
    expect(res.statusCode).toBe(200);
    const criada = res.json().data;
    expect(criada).toMatchObject({
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
      aguardandoLiberacaoIdade: false,
      dependentes: [{ nome: 'Pedro Teste Neto' }],
    });
    const rows = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.numeroContrato, criada.numeroContrato))
      .orderBy(asc(propostasAdesao.id));
    expect(rows).toHaveLength(2);
    const [titular, dependente] = rows;
    expect(titular).toMatchObject({
      tipo: TIPO_PROPOSTA.Retencao,
      cpf: body.titular.cpf,
      dataNascimento: '1958-03-14',
      cep: '29050545',
      cidade: 'Vitória',
      uf: 'ES',
      diaVencimento: 10,
      planoSaudeId: body.venda.planoSaudeId,
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
    });
    // The dependent child follows the holder: the age release is the holder's alone.
    expect(dependente).toMatchObject({
      propostaTitularId: titular.id,
      grauParentescoId: 4,
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
    });
    const history = await t.db
      .select({ chave: historicoPropostasAdesao.chave })
      .from(historicoPropostasAdesao)
      .where(eq(historicoPropostasAdesao.propostaAdesaoId, titular.id))
      .orderBy(asc(historicoPropostasAdesao.id));
    expect(history.map((h) => h.chave)).toEqual(['criar', 'submeter']);
    const contatos = await t.db
      .select({ telefone: propostaAdesaoContatos.telefone })
      .from(propostaAdesaoContatos)
      .where(eq(propostaAdesaoContatos.propostaAdesaoId, titular.id));
    expect(contatos).toEqual([{ telefone: '27998765432' }]);
    const sent = await t.db
      .select({ canal: comunicacoesPropostasAdesao.canal })
      .from(comunicacoesPropostasAdesao)
      .where(eq(comunicacoesPropostasAdesao.propostaAdesaoId, titular.id));
    expect(sent.map((m) => m.canal).sort()).toEqual(['email', 'sms']);
    // Each CPF, the holder's too, goes to the Receita Federal check at the submission.
    expect([titular, dependente].map((p) => p.rfConsultaEstado)).toEqual(['pendente', 'pendente']);
    const checks = await mensagens(t.db, 'receita.consultar-cpf');
    expect(checks.map((m) => m.propostaId)).toEqual(
      expect.arrayContaining([titular.id, dependente.id]),
    );
  });

  it('keeps an under-49 holder as a draft awaiting the age release', async () => {
    const body = await form(t, TIPO_PROPOSTA.Comum, { dependentes: [] });
    body.titular.dataNascimento = '10/10/1990';
    const res = await as('concessionaria').post('/api/adesao/criar', body);
    expect(res.json().data).toMatchObject({
      situacaoPropostaAdesaoId: null,
      aguardandoLiberacaoIdade: true,
    });
    expect(res.json().messages[0]).toMatch(/aguarda a liberação de idade/);
    // And where to send it afterwards: the portal's sidebar has no 'Rascunhos'.
    expect(res.json().messages[0]).toContain(
      "Depois da liberação, envie-a em Dashboard › Rascunhos ou na própria proposta, em 'Enviar proposta'.",
    );
  });

  it("refuses a form that breaks the wizard's rules, with each field's message", async () => {
    const body = await form(t, TIPO_PROPOSTA.Portabilidade);
    const bad = await as('concessionaria').post('/api/adesao/criar', {
      ...body,
      titular: { ...body.titular, cpf: '123.456.789-00', email: 'sem-arroba' },
      portabilidade: undefined,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(
      expect.arrayContaining([
        'titular.cpf: CPF Inválido',
        'titular.email: E-mail inválido',
        'portabilidade.operadoraOrigem: Campo obrigatório',
      ]),
    );
    const repeated = await as('concessionaria').post('/api/adesao/criar', {
      ...body,
      dependentes: [{ ...body.dependentes[0], cpf: body.titular.cpf }],
    });
    expect(repeated.json().messages).toEqual([
      'dependentes[0].cpf: Este CPF já foi informado nesta proposta',
    ]);
    // The entry's own rules (entrada.mensagens) answer the same pt-BR words.
    const permanencia = await as('concessionaria').post('/api/adesao/criar', {
      ...body,
      titular: { ...body.titular, dataNascimento: '01/01/2999' },
      portabilidade: { ...body.portabilidade, tempoPermanenciaMeses: 601 },
    });
    expect(permanencia.json().messages).toEqual(
      expect.arrayContaining([
        'titular.dataNascimento: A data de nascimento não pode ser futura',
        'portabilidade.tempoPermanenciaMeses: Informe a permanência em meses, de 0 a 600',
      ]),
    );
    const other = await otherDealership(t.db);
    const foreign = await as('concessionaria').post('/api/adesao/criar', {
      ...body,
      venda: { ...body.venda, corretorId: other.brokers[0].id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().messages).toEqual(['venda.corretorId: Corretor não encontrado.']);
    expect((await as('enfermeiro').post('/api/adesao/criar', body)).statusCode).toBe(403);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(propostasAdesao)
      .where(eq(propostasAdesao.cpf, body.titular.cpf));
    expect(n).toBe(0);
  });

  it('autosaves the form as a draft of its owner, guarded by its version, and drops it on creation', async () => {
    const created = await as('concessionaria').post('/api/rascunhoEntrada', {
      tipo: TIPO_PROPOSTA.Retencao,
    });
    const draft = created.json().data;
    expect(draft).toMatchObject({ tipo: 1, passo: 0, versao: 1, dados: {} });

    const body = await form(t, TIPO_PROPOSTA.Retencao);
    const saved = await as('concessionaria').put(`/api/rascunhoEntrada/${draft.id}`, {
      dados: { titular: { nome: 'Meio digitado' } },
      passo: 1,
      versao: 1,
    });
    expect(saved.json().data).toMatchObject({ versao: 2, passo: 1 });
    const stale = await as('concessionaria').put(`/api/rascunhoEntrada/${draft.id}`, {
      dados: {},
      passo: 0,
      versao: 1,
    });
    expect(stale.statusCode).toBe(409);
    const read = await as('concessionaria').get(`/api/rascunhoEntrada/${draft.id}`);
    expect(read.json().data.dados).toEqual({ titular: { nome: 'Meio digitado' } });
    expect((await as('vendasinternas').get(`/api/rascunhoEntrada/${draft.id}`)).statusCode).toBe(
      404,
    );
    const listed = await as('concessionaria').get('/api/rascunhoEntrada?tipo=1');
    expect(listed.json().data.map((d: { id: number }) => d.id)).toContain(draft.id);

    const res = await as('concessionaria').post(`/api/adesao/criar?rascunhoId=${draft.id}`, body);
    expect(res.statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(rascunhosEntrada)
      .where(and(eq(rascunhosEntrada.id, draft.id)));
    expect(left).toEqual([]);
  });

  const mark = markCatalogueTexts();

  it('refuses an unknown plan or broker with the catalogue’s words after the field', async () => {
    const body = await form(t, TIPO_PROPOSTA.Comum, { dependentes: [] });
    const post = (venda: Record<string, unknown>) =>
      as('concessionaria').post('/api/adesao/criar', {
        ...body,
        venda: { ...body.venda, ...venda },
      });
    expect((await post({ planoSaudeId: 999999 })).json().messages).toEqual([
      'venda.planoSaudeId: Plano de saúde não encontrado.',
    ]);
    mark(ptBR.servidor.comum, 'planoSaudeNaoEncontrado', 'MARCA plano');
    mark(ptBR.servidor.entrada, 'corretorNaoEncontrado', 'MARCA corretor');
    expect((await post({ planoSaudeId: 999999 })).json().messages).toEqual([
      'venda.planoSaudeId: MARCA plano',
    ]);
    expect((await post({ corretorId: 999999 })).json().messages).toEqual([
      'venda.corretorId: MARCA corretor',
    ]);
  });
});
