import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO, TIPO_ATENDIMENTO } from '../../src/domain';
import { feriadosDeDemonstracao } from '../../server/db/seed/agendamentos';
import { agendamentoCidades } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

const { ONLINE, PRESENCIAL } = TIPO_ATENDIMENTO;
const FERIADOS = new Set(feriadosDeDemonstracao().map((f) => f.data));
const AGENDA = '/api/agenda-enfermagem/enfermeiros';

function proximo(diaSemana: number, semanas: number): string {
  let day = addDays(new TZDate(Date.now(), 'America/Sao_Paulo'), 7 * semanas);
  while (day.getDay() !== diaSemana || FERIADOS.has(format(day, 'yyyy-MM-dd'))) {
    day = addDays(day, 1);
  }
  return format(day, 'yyyy-MM-dd');
}
const br = (data: string) => data.split('-').reverse().join('/');

/**
 * The slots the appointment screens offer are exactly the agenda's (issue 39, item 4): a nurse
 * the administrator creates is offered only once the health manager gives her hours, less her
 * time off and holidays and what is booked; and her slot is never booked twice.
 */
describe('free slots come from the agenda the health manager keeps', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  let bia: number;
  // Sunday before 07:00: no demo nurse works then, so every slot of that hour is Bia's.
  const domingo = proximo(0, 2);
  const sabado = proximo(6, 2);
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    const created = await as('admin').post('/api/enfermeiros', {
      username: 'bia.horarios',
      firstName: 'Bia',
      lastName: 'Horários',
      email: 'bia.horarios@example.com',
    });
    bia = created.json().data.id;
  });
  afterAll(() => t.close());

  const operador = () => as('operadorcallcenter');
  const gestor = () => as('gestorsaude');
  const aguardando = () =>
    buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem });
  let consultaId: number;
  const livres = async (dataAgendamento: string, extra: object = {}) => {
    consultaId ??= (await aguardando()).id;
    const res = await operador().post('/api/agendamento/obterHorarios', {
      propostaAdesaoId: consultaId,
      dataAgendamento,
      tipoAtendimento: ONLINE,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { horario: string; profissionalId: number; profissional: string }[];
  };
  const dela = async (data: string, extra: object = {}) =>
    (await livres(data, extra)).filter((h) => h.profissionalId === bia).map((h) => h.horario);
  const cedo = async (data: string) =>
    (await livres(data))
      .filter((h) => h.horario < '07:00')
      .map((h) => `${h.horario} ${h.profissional}`);
  const agendar = (propostaAdesaoId: number, horario: string, extra: object = {}) =>
    operador().post('/api/agendamento/criarAgendamentoWeb', {
      propostaAdesaoId,
      dataAgendamento: domingo,
      horario,
      tipoAtendimento: ONLINE,
      ...extra,
    });

  it('offers a new nurse nothing until her weekly hours exist, then exactly them', async () => {
    expect(await dela(domingo)).toEqual([]);
    const res = await gestor().post(`${AGENDA}/${bia}/horarios`, {
      diaSemana: 0,
      tipoAtendimento: ONLINE,
      horaInicio: '06:00',
      horaFim: '07:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dela(domingo)).toEqual(['06:00', '06:30', '07:00']);
    expect(await cedo(domingo)).toEqual(['06:00 Bia Horários', '06:30 Bia Horários']);
    // Only that weekday and that attendance type.
    expect(await dela(sabado)).toEqual([]);
  });

  it('takes away her time off and adds her extra hours, on that date only', async () => {
    const folga = await gestor().post(`${AGENDA}/${bia}/excecoes`, {
      tipo: 'folga',
      data: domingo,
      horaInicio: '06:30',
      horaFim: '07:00',
    });
    expect(folga.statusCode, folga.body).toBe(200);
    expect(await dela(domingo)).toEqual(['06:00', '07:00']);
    expect(await dela(proximo(0, 3))).toEqual(['06:00', '06:30', '07:00']);
    await gestor().delete(`${AGENDA}/${bia}/excecoes/${folga.json().data.id}`);
    expect(await dela(domingo)).toEqual(['06:00', '06:30', '07:00']);

    const [vitoria] = await t.db
      .select()
      .from(agendamentoCidades)
      .where(eq(agendamentoCidades.nome, 'Vitória'));
    const extra = await gestor().post(`${AGENDA}/${bia}/excecoes`, {
      tipo: 'extra',
      data: sabado,
      horaInicio: '05:00',
      horaFim: '06:00',
      tipoAtendimento: PRESENCIAL,
      cidadeId: vitoria.id,
    });
    expect(extra.statusCode, extra.body).toBe(200);
    expect(await dela(sabado, { tipoAtendimento: PRESENCIAL, cidadeId: vitoria.id })).toEqual([
      '05:00',
      '05:30',
    ]);
    expect(await dela(sabado)).toEqual([]);
    expect(
      await dela(proximo(6, 3), { tipoAtendimento: PRESENCIAL, cidadeId: vitoria.id }),
    ).toEqual([]);
  });

  it('books her slot once: a second booking, sequential or concurrent, gets a clear 409', async () => {
    const primeira = await aguardando();
    const booked = await agendar(primeira.id, '06:00', { profissionalId: bia });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ profissional: 'Bia Horários', horario: '06:00' });
    expect(await dela(domingo)).toEqual(['06:30', '07:00']);

    const outra = await aguardando();
    const named = await agendar(outra.id, '06:00', { profissionalId: bia });
    expect(named.statusCode).toBe(409);
    expect(named.json().messages).toEqual([
      `Horário já ocupado: Bia Horários já tem uma avaliação marcada em ${br(domingo)} às 06:00. Escolha outro horário.`,
    ]);
    const anyone = await agendar(outra.id, '06:00');
    expect(anyone.statusCode).toBe(409);
    expect(anyone.json().messages).toEqual([
      `Horário já ocupado: não há mais profissional livre em ${br(domingo)} às 06:00. Escolha outro horário.`,
    ]);

    const duas = [await aguardando(), await aguardando()];
    const answers = await Promise.all(
      duas.map((p) => agendar(p.id, '06:30', { profissionalId: bia })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().messages).toEqual([
      `Horário já ocupado: Bia Horários já tem uma avaliação marcada em ${br(domingo)} às 06:30. Escolha outro horário.`,
    ]);
    expect(await dela(domingo)).toEqual(['07:00']);

    // Rescheduling onto a taken slot is refused too; onto a free one it frees the old.
    const moved = await operador().post('/api/agendamento/reagendar', {
      propostaAdesaoId: primeira.id,
      dataAgendamento: domingo,
      horario: '06:30',
      tipoAtendimento: ONLINE,
      profissionalId: bia,
    });
    expect(moved.statusCode).toBe(409);
    const ok = await operador().post('/api/agendamento/reagendar', {
      propostaAdesaoId: primeira.id,
      dataAgendamento: domingo,
      horario: '07:00',
      tipoAtendimento: ONLINE,
      profissionalId: bia,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await dela(domingo)).toEqual(['06:00']);
  });

  it('offers nobody anything on an active holiday, and everything again once it is deactivated', async () => {
    const before = await livres(domingo);
    expect(before.length).toBeGreaterThan(10);
    const feriado = await gestor().post('/api/feriados', { data: domingo, nome: 'Dia de teste' });
    expect(feriado.statusCode, feriado.body).toBe(200);
    expect(await livres(domingo)).toEqual([]);
    const refused = await agendar((await aguardando()).id, '09:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages).toEqual([
      `${br(domingo)} é feriado (Dia de teste): não há atendimento nesta data.`,
    ]);
    const off = await gestor().delete(`/api/feriados/${feriado.json().data.id}`);
    expect(off.statusCode, off.body).toBe(200);
    expect(await livres(domingo)).toEqual(before);
  });

  it('warns that bookings stay when her time is taken away, and drops an inactive nurse', async () => {
    const folga = await gestor().post(`${AGENDA}/${bia}/excecoes`, {
      tipo: 'folga',
      data: domingo,
      motivo: 'Curso',
    });
    expect(folga.statusCode, folga.body).toBe(200);
    expect(folga.json().data.aviso).toBe(
      'Atenção: 2 avaliações já marcadas neste período continuam agendadas. Reagende-as, se for o caso.',
    );
    expect(await dela(domingo)).toEqual([]);
    const agenda = (await gestor().get(`${AGENDA}/${bia}`)).json().data;
    const removed = await gestor().delete(`${AGENDA}/${bia}/horarios/${agenda.horarios[0].id}`);
    expect(removed.json()).toMatchObject({
      data: {
        aviso:
          'Atenção: 2 avaliações já marcadas neste período continuam agendadas. Reagende-as, se for o caso.',
      },
      messages: ['Período removido da agenda.'],
    });
    await gestor().post(`${AGENDA}/${bia}/horarios`, {
      diaSemana: 0,
      tipoAtendimento: ONLINE,
      horaInicio: '06:00',
      horaFim: '07:30',
    });
    expect(await dela(proximo(0, 3))).toEqual(['06:00', '06:30', '07:00']);
    expect((await as('admin').delete(`/api/enfermeiros/${bia}`)).statusCode).toBe(200);
    expect(await dela(proximo(0, 3))).toEqual([]);
  });
});
