import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendamentos, propostasAdesao, usuarios } from '../../server/db/schema';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MINHA = '/api/agenda-enfermagem/minha';

/**
 * 'Minha agenda' (issue 39): a nurse reads her own periods, exceptions and upcoming
 * evaluations, and nothing of another nurse's; nobody else reads it as hers.
 */
describe("the nurse's own agenda", () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  const idOf = async (username: string) =>
    (
      await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, username))
    )[0].id;
  /** What the appointments table says the nurse has booked and not yet over, soonest first. */
  const marcadas = async (profissionalId: number) =>
    t.db
      .select({ id: agendamentos.id, contrato: propostasAdesao.numeroContrato })
      .from(agendamentos)
      .innerJoin(propostasAdesao, eq(propostasAdesao.id, agendamentos.propostaAdesaoId))
      .where(
        and(
          eq(agendamentos.profissionalId, profissionalId),
          eq(agendamentos.situacao, 'agendado'),
          gt(agendamentos.fim, new Date()),
        ),
      )
      .orderBy(asc(agendamentos.inicio));

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  it('gives the external nurse her periods and her booked evaluations, not a cancelled one', async () => {
    const externo = await idOf('enfermeiroexterno');
    const res = await as('enfermeiroexterno').get(MINHA);
    expect(res.statusCode, res.body).toBe(200);
    const agenda = res.json().data;
    expect(agenda.enfermeiro).toMatchObject({ id: externo, username: 'enfermeiroexterno' });
    expect(agenda.horarios.length).toBeGreaterThan(0);
    const esperadas = await marcadas(externo);
    expect(esperadas.length).toBeGreaterThan(1);
    expect(agenda.agendamentos.map((a: { numeroContrato: number }) => a.numeroContrato)).toEqual(
      esperadas.map((a) => a.contrato),
    );
    expect(agenda.agendamentos[0]).toEqual({
      id: esperadas[0].id,
      propostaAdesaoId: expect.any(Number),
      numeroContrato: esperadas[0].contrato,
      nome: expect.stringMatching(/\S/),
      inicio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      fim: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      tipoAtendimento: 49476,
      cidade: null,
    });

    await t.db
      .update(agendamentos)
      .set({ situacao: 'cancelado' })
      .where(eq(agendamentos.id, esperadas[0].id));
    const depois = (await as('enfermeiroexterno').get(MINHA)).json().data;
    expect(depois.agendamentos.map((a: { id: number }) => a.id)).not.toContain(esperadas[0].id);
    expect(depois.agendamentos).toHaveLength(esperadas.length - 1);
  });

  it("gives the internal nurse her own agenda, none of the external nurse's bookings", async () => {
    const interna = await idOf('enfermeiro');
    const res = await as('enfermeiro').get(MINHA);
    expect(res.statusCode, res.body).toBe(200);
    const agenda = res.json().data;
    expect(agenda.enfermeiro).toMatchObject({ id: interna, username: 'enfermeiro' });
    expect(agenda.horarios.length).toBeGreaterThan(0);
    expect(agenda.agendamentos.map((a: { id: number }) => a.id)).toEqual(
      (await marcadas(interna)).map((a) => a.id),
    );
  });

  it("refuses another nurse's agenda and any change to a nurse", async () => {
    const externo = await idOf('enfermeiroexterno');
    const enfermeira = as('enfermeiro');
    expect((await enfermeira.get('/api/agenda-enfermagem/enfermeiros')).statusCode).toBe(403);
    expect((await enfermeira.get(`/api/agenda-enfermagem/enfermeiros/${externo}`)).statusCode).toBe(
      403,
    );
    const interna = await idOf('enfermeiro');
    const propria = await enfermeira.post(
      `/api/agenda-enfermagem/enfermeiros/${interna}/horarios`,
      {
        diaSemana: 0,
        tipoAtendimento: 49476,
        horaInicio: '07:00',
        horaFim: '08:00',
      },
    );
    expect(propria.statusCode).toBe(403);
  });

  it('is no one else’s: managers, administrators and other staff get 403', async () => {
    for (const username of ['gestorsaude', 'admin', 'operadorcallcenter', 'gestorcomercial']) {
      expect((await as(username).get(MINHA)).statusCode, username).toBe(403);
    }
  });
});
