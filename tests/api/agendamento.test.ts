import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO, TIPO_ATENDIMENTO } from '../../src/domain';
import {
  agendamentoCidades,
  comunicacoesPropostasAdesao,
  enfermeiroExcecoes,
  outbox,
  propostasAdesao,
} from '../../server/db/schema';
import { apiClient, buildProposta, otherDealership, userId } from '../fixtures/propostas';
import { proximaSegunda } from '../helpers/dia-sem-feriado';
import { createTestApp, type TestApp } from '../helpers/test-app';

const { ONLINE, PRESENCIAL } = TIPO_ATENDIMENTO;

describe('appointments of the nursing evaluation', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  const operador = () => as('operadorcallcenter');
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const aguardando = () =>
    buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem });
  const horarios = async (propostaAdesaoId: number, dataAgendamento: string, extra = {}) => {
    const res = await operador().post('/api/agendamento/obterHorarios', {
      setor: 1,
      propostaAdesaoId,
      dataAgendamento,
      tipoAtendimento: ONLINE,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { horario: string; profissionalId: number; profissional: string }[];
  };
  const pedido = (
    propostaAdesaoId: number,
    dataAgendamento: string,
    horario: string,
    extra = {},
  ) => ({
    propostaAdesaoId,
    dataAgendamento,
    horario,
    tipoAtendimento: ONLINE,
    ...extra,
  });

  it('answers the beneficiary and the cities of a unit; refuses unknown ones', async () => {
    const proposta = await aguardando();
    const res = await operador().get(`/api/agendamento/obterBeneficiario/${proposta.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      propostaAdesaoId: proposta.id,
      nome: proposta.nome,
      telefone: '27998765432',
      agendavel: true,
      marcada: false,
    });
    expect((await operador().get('/api/agendamento/obterBeneficiario/999999')).statusCode).toBe(
      404,
    );
    const cidades = await operador().get('/api/agendamento/obterCidades/1');
    expect(cidades.json().data.map((c: { nome: string }) => c.nome)).toEqual([
      'Vila Velha',
      'Vitória',
    ]);
    const unknown = await operador().get('/api/agendamento/obterCidades/77');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages).toEqual(['Unidade não encontrada.']);
  });

  it('offers the free slots of a day per attendance type, less exceptions, with pt-BR refusals', async () => {
    const proposta = await aguardando();
    const dia = proximaSegunda();
    const online = await horarios(proposta.id, dia);
    const enfermeira = await userId(t.db, 'enfermeiro');
    // Elaine works online 08:00-12:00 on weekdays: eight 30-minute slots.
    expect(online.filter((h) => h.profissionalId === enfermeira).map((h) => h.horario)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    const [vitoria] = await t.db
      .select()
      .from(agendamentoCidades)
      .where(eq(agendamentoCidades.nome, 'Vitória'));
    const presencial = await horarios(proposta.id, dia, {
      tipoAtendimento: PRESENCIAL,
      cidadeId: vitoria.id,
    });
    expect(presencial[0]).toMatchObject({ horario: '13:00', profissional: 'Elaine Enfermeira' });

    await t.db
      .insert(enfermeiroExcecoes)
      .values({ usuarioId: enfermeira, data: dia, horaInicio: '08:00', horaFim: '10:00' });
    const depois = await horarios(proposta.id, dia);
    expect(depois.filter((h) => h.profissionalId === enfermeira)[0].horario).toBe('10:00');

    const refusals: [object, string][] = [
      [{ tipoAtendimento: PRESENCIAL }, 'Informe a cidade do atendimento presencial.'],
      [
        { tipoAtendimento: 1 },
        'Tipo de atendimento inválido: use ONLINE (49476) ou PRESENCIAL (41656).',
      ],
      [{ dataAgendamento: '2020-01-06' }, 'A data do agendamento não pode estar no passado.'],
      [{ dataAgendamento: '2031-02-30' }, 'Data do agendamento inválida.'],
      [{ dataAgendamento: 'amanhã' }, 'Data do agendamento inválida: use o formato aaaa-mm-dd.'],
      [{ setor: 9 }, 'Setor inválido.'],
    ];
    for (const [extra, message] of refusals) {
      const res = await operador().post('/api/agendamento/obterHorarios', {
        propostaAdesaoId: proposta.id,
        dataAgendamento: dia,
        tipoAtendimento: ONLINE,
        ...extra,
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().messages).toEqual([message]);
    }
  });

  it('books a slot: marcada, the card call, confirmation now and reminder before the slot', async () => {
    const proposta = await aguardando();
    const dia = proximaSegunda(2);
    const res = await operador().post(
      '/api/agendamento/criarAgendamentoWeb',
      pedido(proposta.id, dia, '09:00'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages).toEqual(['Avaliação de saúde agendada com sucesso!']);
    const [y, m, d] = dia.split('-');
    const consulta = await as('gestorcomercial').get(`/api/agendamento/consultar/${proposta.id}`);
    expect(consulta.json().data).toMatchObject({
      data: `${d}/${m}/${y} 09:00`,
      horario: '09:00',
      agendadoPor: 'Otávio Operador',
    });
    expect(consulta.json().data.profissional).toMatch(/Enferm/);
    const [row] = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, proposta.id));
    expect(row.marcada).toBe(true);

    const mensagens = await t.db
      .select({
        modelo: comunicacoesPropostasAdesao.modelo,
        canal: comunicacoesPropostasAdesao.canal,
        quando: outbox.nextAttemptAt,
      })
      .from(comunicacoesPropostasAdesao)
      .innerJoin(outbox, eq(outbox.id, comunicacoesPropostasAdesao.outboxId))
      .where(eq(comunicacoesPropostasAdesao.propostaAdesaoId, proposta.id));
    expect(mensagens.map((m) => `${m.modelo}/${m.canal}`).sort()).toEqual([
      'agendamento-confirmacao/email',
      'agendamento-confirmacao/sms',
      'agendamento-lembrete/email',
      'agendamento-lembrete/sms',
    ]);
    const lembrete = mensagens.find((m) => m.modelo === 'agendamento-lembrete')!;
    const inicio = new Date(consulta.json().data.inicio).getTime();
    expect(inicio - lembrete.quando.getTime()).toBe(24 * 3_600_000);

    const again = await operador().post(
      '/api/agendamento/criarAgendamentoWeb',
      pedido(proposta.id, dia, '10:00'),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().messages).toEqual([
      'A proposta já possui um agendamento. Use o reagendamento.',
    ]);
  });

  it('never gives one nurse slot twice, even to requests made at the same instant', async () => {
    const dia = proximaSegunda(3);
    const enfermeira = await userId(t.db, 'enfermeiro');
    const propostas = await Promise.all([aguardando(), aguardando(), aguardando()]);
    // The same nurse asked for by three requests at once: exactly one gets her.
    const answers = await Promise.all(
      propostas.map((p) =>
        operador().post(
          '/api/agendamento/criarAgendamentoWeb',
          pedido(p.id, dia, '10:30', { profissionalId: enfermeira }),
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [y, m, d] = dia.split('-');
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json().messages).toEqual([
        `Horário já ocupado: Elaine Enfermeira já tem uma avaliação marcada em ${d}/${m}/${y} às 10:30. Escolha outro horário.`,
      ]);
    }
    // Without a nurse named, concurrent requests for one time share the nurses free then.
    const outras = await Promise.all([aguardando(), aguardando(), aguardando()]);
    const livres = (await horarios(outras[0].id, dia)).filter((h) => h.horario === '11:00');
    expect(livres).toHaveLength(2);
    const results = await Promise.all(
      outras.map((p) =>
        operador().post('/api/agendamento/criarAgendamentoWeb', pedido(p.id, dia, '11:00')),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    const nurses = results
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json().data.profissionalId);
    expect(new Set(nurses).size).toBe(2);
    expect(results.find((r) => r.statusCode === 409)!.json().messages).toEqual([
      `Horário já ocupado: não há mais profissional livre em ${d}/${m}/${y} às 11:00. Escolha outro horário.`,
    ]);
  });

  it('rescheduling and cancelling free the slot; a cancelled reminder is never sent', async () => {
    const dia = proximaSegunda(4);
    const enfermeira = await userId(t.db, 'enfermeiro');
    const proposta = await aguardando();
    const livreAs = async (horario: string) =>
      (await horarios(proposta.id, dia)).some(
        (h) => h.horario === horario && h.profissionalId === enfermeira,
      );

    const booked = await operador().post(
      '/api/agendamento/criarAgendamentoWeb',
      pedido(proposta.id, dia, '08:00', { profissionalId: enfermeira }),
    );
    const primeiro = booked.json().data.id;
    expect(await livreAs('08:00')).toBe(false);

    const moved = await as('enfermeiro').post(
      '/api/agendamento/reagendar',
      pedido(proposta.id, dia, '08:30', { profissionalId: enfermeira }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().messages).toEqual(['Avaliação de saúde reagendada com sucesso!']);
    expect(await livreAs('08:00')).toBe(true);
    expect(await livreAs('08:30')).toBe(false);
    const stale = await operador().post(`/api/agendamento/cancelarAgendamento/${primeiro}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual(['Este agendamento já foi cancelado ou reagendado.']);

    const atual = moved.json().data.id;
    const cancelled = await operador().post(`/api/agendamento/cancelarAgendamento/${atual}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().messages).toEqual(['Agendamento cancelado com sucesso!']);
    expect(await livreAs('08:30')).toBe(true);
    expect(
      (await operador().get(`/api/agendamento/consultar/${proposta.id}`)).json().data,
    ).toBeNull();
    const [row] = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, proposta.id));
    expect(row.marcada).toBe(false);

    const lembretes = await t.db
      .select({ status: comunicacoesPropostasAdesao.status, outbox: outbox.status })
      .from(comunicacoesPropostasAdesao)
      .innerJoin(outbox, eq(outbox.id, comunicacoesPropostasAdesao.outboxId))
      .where(
        and(
          eq(comunicacoesPropostasAdesao.propostaAdesaoId, proposta.id),
          eq(comunicacoesPropostasAdesao.modelo, 'agendamento-lembrete'),
        ),
      );
    expect(lembretes).toHaveLength(4);
    expect(lembretes.every((l) => l.status === 'nao_enviado' && l.outbox === 'skipped')).toBe(true);

    const semAgendamento = await operador().post(
      '/api/agendamento/reagendar',
      pedido(proposta.id, dia, '09:00'),
    );
    expect(semAgendamento.statusCode).toBe(409);
    expect(semAgendamento.json().messages).toEqual(['A proposta não possui agendamento ativo.']);
  });

  it('a proposal cancelled while booked gives its slot back', async () => {
    const dia = proximaSegunda(5);
    const enfermeira = await userId(t.db, 'enfermeiro');
    const proposta = await aguardando();
    await operador().post(
      '/api/agendamento/criarAgendamentoWeb',
      pedido(proposta.id, dia, '11:30', { profissionalId: enfermeira }),
    );
    const [antes] = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, proposta.id));
    const cancel = await as('gestorcomercial').post('/api/adesao/cancelar', {
      id: proposta.id,
      versao: antes.versao,
      motivo: 'Cliente desistiu do plano',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const livres = await horarios((await aguardando()).id, dia);
    expect(livres.some((h) => h.horario === '11:30' && h.profissionalId === enfermeira)).toBe(true);
    const [depois] = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, proposta.id));
    expect(depois.marcada).toBe(false);
  });

  it("hides another dealership's appointment from internal sales (404, not 403)", async () => {
    const other = await otherDealership(t.db);
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
      concessionariaId: other.id,
      corretorId: other.brokers[0].id,
    });
    const booked = await operador().post(
      '/api/agendamento/criarAgendamentoWeb',
      pedido(proposta.id, proximaSegunda(6), '09:30'),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const vendas = as('vendasinternas');
    const cancel = await vendas.post(
      `/api/agendamento/cancelarAgendamento/${booked.json().data.id}`,
    );
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().messages).toEqual(['Agendamento não encontrado.']);
    expect((await vendas.get(`/api/agendamento/consultar/${proposta.id}`)).statusCode).toBe(404);
  });

  it('refuses what the roles and the status do not allow', async () => {
    const dia = proximaSegunda();
    const concluida = await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.Concluida });
    const refused = await as('gestorcomercial').post(
      '/api/agendamento/criarAgendamentoWeb',
      pedido(concluida.id, dia, '09:00'),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages).toEqual([
      'A situação atual da proposta não permite agendar a avaliação de saúde.',
    ]);
    const proposta = await aguardando();
    expect(
      (
        await as('concessionaria').post(
          '/api/agendamento/criarAgendamentoWeb',
          pedido(proposta.id, dia, '09:00'),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await as('enfermeiroexterno').get(`/api/agendamento/consultar/${proposta.id}`)).statusCode,
    ).toBe(200);
    expect((await operador().post('/api/agendamento/cancelarAgendamento/987654')).statusCode).toBe(
      404,
    );
    const missing = await operador().post('/api/agendamento/criarAgendamentoWeb', {
      propostaAdesaoId: proposta.id,
    });
    expect(missing.statusCode).toBe(400);
  });
});
