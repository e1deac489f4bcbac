import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPO_ATENDIMENTO } from '../../src/domain';
import { feriadosDeDemonstracao } from '../../server/db/seed/agendamentos';
import { apiClient, userId } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

const { ONLINE, PRESENCIAL } = TIPO_ATENDIMENTO;
const FERIADOS = new Set(feriadosDeDemonstracao().map((f) => f.data));
const BASE = '/api/agenda-enfermagem/enfermeiros';

/** A day of this weekday at least `semanas` weeks ahead (Brasília), not a demo holiday. */
function proximo(diaSemana: number, semanas = 1): string {
  let day = addDays(new TZDate(Date.now(), 'America/Sao_Paulo'), 7 * semanas);
  while (day.getDay() !== diaSemana || FERIADOS.has(format(day, 'yyyy-MM-dd'))) {
    day = addDays(day, 1);
  }
  return format(day, 'yyyy-MM-dd');
}

/**
 * Keeping the nurses' agenda (issue 39, item 4): a nurse the administrator creates, the hours
 * and exceptions the health manager gives her, the rules the server holds them to, and who may.
 */
describe("the nurses' agenda", () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  let nova: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    const created = await as('admin').post('/api/enfermeiros', {
      username: 'rita.agenda',
      firstName: 'Rita',
      lastName: 'Moraes',
      email: 'rita.agenda@example.com',
    });
    expect(created.statusCode, created.body).toBe(200);
    nova = created.json().data.id;
  });
  afterAll(() => t.close());

  const gestor = () => as('gestorsaude');
  const periodo = (extra: object = {}) => ({
    diaSemana: 1,
    tipoAtendimento: ONLINE,
    horaInicio: '14:00',
    horaFim: '16:00',
    ...extra,
  });

  it('lists a nurse the administrator just created, with no hours yet', async () => {
    const res = await gestor().get(BASE);
    expect(res.statusCode, res.body).toBe(200);
    const rita = res.json().data.find((e: { id: number }) => e.id === nova);
    expect(rita).toEqual({
      id: nova,
      nome: 'Rita Moraes',
      username: 'rita.agenda',
      tipo: 'Enfermeiro',
      ativo: true,
      periodosSemanais: 0,
      proximasExcecoes: 0,
    });
    const externa = res
      .json()
      .data.find((e: { username: string }) => e.username === 'enfermeiroexterno');
    expect(externa).toMatchObject({ tipo: 'Enfermeiro externo', periodosSemanais: 7 });
    const agenda = await as('admin').get(`${BASE}/${nova}`);
    expect(agenda.json().data).toMatchObject({ duracaoMinutos: 30, horarios: [], excecoes: [] });
  });

  it('adds weekly periods and refuses bad ones with pt-BR messages', async () => {
    const ok = await gestor().post(`${BASE}/${nova}/horarios`, periodo());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().messages).toEqual(['Período incluído na agenda.']);
    const [bh] = (await gestor().get('/api/agenda-enfermagem/cidades')).json().data;
    expect(bh).toMatchObject({ nome: 'Belo Horizonte', uf: 'MG', unidade: 'Minas Gerais BH' });
    const presencial = await gestor().post(
      `${BASE}/${nova}/horarios`,
      periodo({ diaSemana: 2, tipoAtendimento: PRESENCIAL, cidadeId: bh.id }),
    );
    expect(presencial.statusCode, presencial.body).toBe(200);

    const refusals: [object, number, string][] = [
      [
        { horaInicio: '16:00', horaFim: '14:00' },
        400,
        'O horário de início deve ser anterior ao horário de fim.',
      ],
      [
        { horaInicio: '14:00', horaFim: '14:00' },
        400,
        'O horário de início deve ser anterior ao horário de fim.',
      ],
      [
        { horaInicio: '18:00', horaFim: '18:20' },
        400,
        'O período deve ter ao menos 30 minutos, a duração de um atendimento.',
      ],
      [{ horaInicio: '6h', horaFim: '07:00' }, 400, 'Horário inválido: use o formato hh:mm.'],
      [{ horaInicio: '25:00', horaFim: '26:00' }, 400, 'Horário inválido: use o formato hh:mm.'],
      [{ diaSemana: 7 }, 400, 'Escolha o dia da semana.'],
      [{ tipoAtendimento: PRESENCIAL }, 400, 'Informe a cidade do atendimento presencial.'],
      [{ tipoAtendimento: PRESENCIAL, cidadeId: 999 }, 400, 'Cidade não encontrada ou inativa.'],
      [
        { horaInicio: '15:30', horaFim: '17:00' },
        409,
        'O período de segunda-feira, 15:30–17:00 (online) se sobrepõe ao horário de segunda-feira, 14:00–16:00 (online). Um enfermeiro não atende em dois períodos ao mesmo tempo.',
      ],
      [
        { diaSemana: 2, horaInicio: '13:00', horaFim: '14:30' },
        409,
        'O período de terça-feira, 13:00–14:30 (online) se sobrepõe ao horário de terça-feira, 14:00–16:00 (presencial em Belo Horizonte). Um enfermeiro não atende em dois períodos ao mesmo tempo.',
      ],
    ];
    for (const [extra, status, message] of refusals) {
      const res = await gestor().post(`${BASE}/${nova}/horarios`, periodo(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().messages).toEqual([message]);
    }
    // Touching ends do not overlap.
    const seguinte = await gestor().post(
      `${BASE}/${nova}/horarios`,
      periodo({ horaInicio: '16:00', horaFim: '17:00' }),
    );
    expect(seguinte.statusCode, seguinte.body).toBe(200);
    const agenda = (await gestor().get(`${BASE}/${nova}`)).json().data;
    expect(
      agenda.horarios.map(
        (h: { diaSemana: number; horaInicio: string; horaFim: string; cidade: string | null }) =>
          `${h.diaSemana} ${h.horaInicio}-${h.horaFim} ${h.cidade ?? 'online'}`,
      ),
    ).toEqual(['1 14:00-16:00 online', '1 16:00-17:00 online', '2 14:00-16:00 Belo Horizonte']);
  });

  it('refuses two overlapping periods sent at the same instant: one is kept', async () => {
    const answers = await Promise.all(
      ['07:00', '07:30'].map((horaInicio) =>
        gestor().post(
          `${BASE}/${nova}/horarios`,
          periodo({ diaSemana: 4, horaInicio, horaFim: '09:00' }),
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const agenda = (await gestor().get(`${BASE}/${nova}`)).json().data;
    expect(agenda.horarios.filter((h: { diaSemana: number }) => h.diaSemana === 4)).toHaveLength(1);
  });

  it('keeps exceptions from today on, without overlaps, and never extra hours on a holiday', async () => {
    const segunda = proximo(1, 2);
    const [y, m, d] = segunda.split('-');
    const data = `${d}/${m}/${y}`;
    const excecao = (extra: object) =>
      gestor().post(`${BASE}/${nova}/excecoes`, { data: segunda, ...extra });

    const folga = await excecao({
      tipo: 'folga',
      horaInicio: '14:00',
      horaFim: '15:00',
      motivo: 'Consulta médica',
    });
    expect(folga.statusCode, folga.body).toBe(200);
    expect(folga.json()).toMatchObject({
      data: { aviso: null },
      messages: ['Exceção incluída na agenda.'],
    });
    const extra = await excecao({
      tipo: 'extra',
      horaInicio: '18:00',
      horaFim: '19:00',
      tipoAtendimento: ONLINE,
    });
    expect(extra.statusCode, extra.body).toBe(200);

    const natal = [...FERIADOS].find(
      (f) => f.endsWith('-12-25') && f >= format(new Date(), 'yyyy-MM-dd'),
    )!;
    const refusals: [object, number, string][] = [
      [
        { tipo: 'folga' },
        409,
        `O período do dia inteiro de ${data} se sobrepõe à folga de ${data}, 14:00–15:00. Um enfermeiro não atende em dois períodos ao mesmo tempo.`,
      ],
      [
        { tipo: 'extra', horaInicio: '15:30', horaFim: '16:30', tipoAtendimento: ONLINE },
        409,
        `O período de ${data}, 15:30–16:30 (online) se sobrepõe ao horário de segunda-feira, 14:00–16:00 (online). Um enfermeiro não atende em dois períodos ao mesmo tempo.`,
      ],
      [
        { tipo: 'extra', horaInicio: '18:30', horaFim: '20:00', tipoAtendimento: ONLINE },
        409,
        `O período de ${data}, 18:30–20:00 (online) se sobrepõe ao horário extra de ${data}, 18:00–19:00 (online). Um enfermeiro não atende em dois períodos ao mesmo tempo.`,
      ],
      [
        { tipo: 'extra', horaInicio: '20:00', horaFim: '21:00' },
        400,
        'Escolha o tipo de atendimento.',
      ],
      [{ tipo: 'extra', tipoAtendimento: ONLINE }, 400, 'Informe o horário de início.'],
      [
        { tipo: 'extra', tipoAtendimento: ONLINE, horaInicio: '20:00' },
        400,
        'Informe o horário de fim.',
      ],
      [
        { tipo: 'folga', horaInicio: '20:00' },
        400,
        'Informe o início e o fim do período, ou deixe os dois em branco para o dia inteiro.',
      ],
      [{ tipo: 'ferias' }, 400, 'Escolha o tipo de exceção.'],
      [{ tipo: 'folga', data: '2020-01-06' }, 400, 'A data da exceção não pode estar no passado.'],
      [{ tipo: 'folga', data: '2031-02-30' }, 400, 'Data inválida.'],
      [{ tipo: 'folga', data: '30/12/2031' }, 400, 'Data inválida: use o formato aaaa-mm-dd.'],
      [
        { tipo: 'folga', motivo: 'x'.repeat(201) },
        400,
        'O motivo deve ter no máximo 200 caracteres.',
      ],
      [
        {
          tipo: 'extra',
          data: natal,
          horaInicio: '09:00',
          horaFim: '10:00',
          tipoAtendimento: ONLINE,
        },
        409,
        `25/12/${natal.slice(0, 4)} é feriado (Natal): ninguém atende nesta data, nem em horário extra.`,
      ],
    ];
    for (const [body, status, message] of refusals) {
      const res = await excecao(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().messages).toEqual([message]);
    }
    const agenda = (await gestor().get(`${BASE}/${nova}`)).json().data;
    expect(agenda.excecoes).toMatchObject([
      {
        tipo: 'folga',
        data: segunda,
        horaInicio: '14:00',
        horaFim: '15:00',
        motivo: 'Consulta médica',
      },
      {
        tipo: 'extra',
        data: segunda,
        horaInicio: '18:00',
        horaFim: '19:00',
        tipoAtendimento: ONLINE,
      },
    ]);
    const removed = await gestor().delete(`${BASE}/${nova}/excecoes/${agenda.excecoes[0].id}`);
    expect(removed.json().messages).toEqual(['Exceção removida da agenda.']);
    expect((await gestor().get(`${BASE}/${nova}`)).json().data.excecoes).toHaveLength(1);
  });

  it('answers 404 for who is not a nurse and 409 to change an inactive one', async () => {
    const gestorSaude = await userId(t.db, 'gestorsaude');
    for (const id of [gestorSaude, 987654]) {
      const res = await gestor().post(`${BASE}/${id}/horarios`, periodo());
      expect(res.statusCode).toBe(404);
      expect(res.json().messages).toEqual(['Enfermeiro não encontrado.']);
      expect((await gestor().get(`${BASE}/${id}`)).statusCode).toBe(404);
    }
    const created = await as('admin').post('/api/enfermeiros-externos', {
      username: 'saulo.inativo',
      firstName: 'Saulo',
      email: 'saulo.inativo@example.com',
    });
    const saulo = created.json().data.id;
    expect((await as('admin').delete(`/api/enfermeiros-externos/${saulo}`)).statusCode).toBe(200);
    const res = await gestor().post(`${BASE}/${saulo}/horarios`, periodo());
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual([
      'Este enfermeiro está inativo: reative o cadastro antes de alterar a agenda.',
    ]);
    const otherNurse = await gestor().delete(`${BASE}/${nova}/horarios/${999999}`);
    expect(otherNurse.statusCode).toBe(404);
    expect(otherNurse.json().messages).toEqual(['Período não encontrado.']);
    const semExcecao = await gestor().delete(`${BASE}/${nova}/excecoes/${999999}`);
    expect(semExcecao.statusCode).toBe(404);
    expect(semExcecao.json().messages).toEqual(['Exceção não encontrada.']);
  });

  it('is the health manager’s and the administrator’s only', async () => {
    for (const username of ['operadorcallcenter', 'enfermeiro', 'gestorcomercial', 'supervisor']) {
      const api = as(username);
      expect((await api.get(BASE)).statusCode, username).toBe(403);
      expect((await api.get(`${BASE}/${nova}`)).statusCode, username).toBe(403);
      expect(
        (await api.post(`${BASE}/${nova}/horarios`, periodo({ diaSemana: 6 }))).statusCode,
      ).toBe(403);
      expect(
        (await api.post('/api/feriados', { data: '2031-06-01', nome: 'Teste' })).statusCode,
      ).toBe(403);
    }
    const admin = await as('admin').post(`${BASE}/${nova}/horarios`, periodo({ diaSemana: 6 }));
    expect(admin.statusCode, admin.body).toBe(200);
    const feriado = await as('admin').post('/api/feriados', {
      data: '2031-06-01',
      nome: 'Feriado de teste',
    });
    expect(feriado.statusCode, feriado.body).toBe(200);
    const repetido = await gestor().post('/api/feriados', {
      data: '2031-06-01',
      nome: 'Outro nome',
    });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().messages).toEqual(['Já existe um feriado cadastrado nesta data.']);
    const semNome = await gestor().post('/api/feriados', { data: '2031-06-02', nome: '' });
    expect(semNome.statusCode).toBe(400);
  });
});
