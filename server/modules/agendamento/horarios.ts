import { TZDate } from '@date-fns/tz';
import { and, eq, exists, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  BUSINESS_TIME_ZONE,
  horariosDoPeriodo,
  minutosDoHorario,
  ROLE,
  TIPO_ATENDIMENTO,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import {
  agendamentos,
  agendamentoSetores,
  enfermeiroExcecoes,
  enfermeiroHorarios,
  feriados,
  usuarioRoles,
  usuarios,
} from '../../db/schema';
import { readParametro } from '../parametros/service';
import { diaDaSemana, proximoDia } from './dias';

export interface ConsultaHorarios {
  setor: number;
  /** yyyy-MM-dd, a Brasília calendar day. */
  data: string;
  tipoAtendimento: number;
  cidadeId?: number | null;
}

export interface HorarioLivre {
  horario: string;
  inicio: Date;
  fim: Date;
  profissionalId: number;
  profissional: string;
}

const NURSE_ROLES = [ROLE.Enfermeiro, ROLE.EnfermeiroExterno];

/** The department's slot length: its own row, else the 'agendamento.duracaoMinutos' parameter. */
export async function duracaoDoSetor(db: Executor, setor: number): Promise<number> {
  const [row] = await db
    .select({ duracao: agendamentoSetores.duracaoMinutos })
    .from(agendamentoSetores)
    .where(eq(agendamentoSetores.setor, setor));
  return row?.duracao ?? (await readParametro(db, 'agendamento.duracaoMinutos'));
}

/** The instant of a Brasília wall-clock time on a yyyy-MM-dd day. */
export function instante(data: string, horario: string): Date {
  const [y, m, d] = data.split('-').map(Number);
  const minutos = minutosDoHorario(horario);
  return new Date(
    new TZDate(y, m - 1, d, Math.floor(minutos / 60), minutos % 60, BUSINESS_TIME_ZONE).getTime(),
  );
}

const overlaps = (a: { inicio: Date; fim: Date }, b: { inicio: Date; fim: Date }) =>
  a.inicio < b.fim && b.inicio < a.fim;

/** The active holiday of that day, if any: on a holiday nobody is offered a slot. */
export async function feriadoDoDia(db: Executor, data: string) {
  const [row] = await db
    .select({ nome: feriados.nome })
    .from(feriados)
    .where(and(eq(feriados.data, data), eq(feriados.ativo, true)));
  return row ?? null;
}

/** Who may be booked: an active user holding a nurse role. */
const enfermeiroAtivo = and(
  eq(usuarios.ativo, true),
  exists(
    sql`(select 1 from ${usuarioRoles} where ${and(
      eq(usuarioRoles.usuarioId, usuarios.id),
      inArray(usuarioRoles.role, NURSE_ROLES),
    )})`,
  ),
);

/**
 * The working periods of one day: every active nurse's weekly periods for that weekday, plus the
 * extra hours ('extra' exceptions) of that date, of the department and attendance type asked (in
 * person: that city).
 */
async function periodosDoDia(db: Executor, consulta: ConsultaHorarios) {
  const presencial = consulta.tipoAtendimento === TIPO_ATENDIMENTO.PRESENCIAL;
  const cidade = consulta.cidadeId ?? -1;
  const nome = { firstName: usuarios.firstName, lastName: usuarios.lastName };
  const semanais = await db
    .select({
      usuarioId: enfermeiroHorarios.usuarioId,
      horaInicio: enfermeiroHorarios.horaInicio,
      horaFim: enfermeiroHorarios.horaFim,
      ...nome,
    })
    .from(enfermeiroHorarios)
    .innerJoin(usuarios, eq(usuarios.id, enfermeiroHorarios.usuarioId))
    .where(
      and(
        enfermeiroAtivo,
        eq(enfermeiroHorarios.setor, consulta.setor),
        eq(enfermeiroHorarios.diaSemana, diaDaSemana(consulta.data)),
        eq(enfermeiroHorarios.tipoAtendimento, consulta.tipoAtendimento),
        presencial ? eq(enfermeiroHorarios.cidadeId, cidade) : undefined,
      ),
    );
  const extras = await db
    .select({
      usuarioId: enfermeiroExcecoes.usuarioId,
      horaInicio: sql<string>`${enfermeiroExcecoes.horaInicio}`,
      horaFim: sql<string>`${enfermeiroExcecoes.horaFim}`,
      ...nome,
    })
    .from(enfermeiroExcecoes)
    .innerJoin(usuarios, eq(usuarios.id, enfermeiroExcecoes.usuarioId))
    .where(
      and(
        enfermeiroAtivo,
        eq(enfermeiroExcecoes.tipo, 'extra'),
        eq(enfermeiroExcecoes.data, consulta.data),
        eq(enfermeiroExcecoes.setor, consulta.setor),
        eq(enfermeiroExcecoes.tipoAtendimento, consulta.tipoAtendimento),
        presencial ? eq(enfermeiroExcecoes.cidadeId, cidade) : undefined,
      ),
    );
  return [...semanais, ...extras];
}

/**
 * The free slots of one day: the day's working periods (weekly hours and extra hours) cut into
 * slots of the department's length, less the nurse's days and periods off, her active
 * appointments and what has already begun; nothing on a holiday. Sorted by time, then nurse.
 * The database still has the last word when booking (unique nurse + start).
 */
export async function horariosLivres(
  db: Executor,
  consulta: ConsultaHorarios,
  agora: Date = new Date(),
): Promise<HorarioLivre[]> {
  if (await feriadoDoDia(db, consulta.data)) return [];
  const duracao = await duracaoDoSetor(db, consulta.setor);
  const periodos = await periodosDoDia(db, consulta);
  if (periodos.length === 0) return [];
  const nurseIds = [...new Set(periodos.map((p) => p.usuarioId))];
  const excecoes = await db
    .select()
    .from(enfermeiroExcecoes)
    .where(
      and(
        inArray(enfermeiroExcecoes.usuarioId, nurseIds),
        eq(enfermeiroExcecoes.tipo, 'folga'),
        eq(enfermeiroExcecoes.data, consulta.data),
      ),
    );
  const ocupados = await db
    .select({
      profissionalId: agendamentos.profissionalId,
      inicio: agendamentos.inicio,
      fim: agendamentos.fim,
    })
    .from(agendamentos)
    .where(
      and(
        inArray(agendamentos.profissionalId, nurseIds),
        eq(agendamentos.situacao, 'agendado'),
        gte(agendamentos.fim, instante(consulta.data, '00:00')),
        lt(agendamentos.inicio, instante(proximoDia(consulta.data), '00:00')),
      ),
    );

  const livres = new Map<string, HorarioLivre>();
  for (const periodo of periodos) {
    for (const horario of horariosDoPeriodo(periodo.horaInicio, periodo.horaFim, duracao)) {
      const slot = {
        inicio: instante(consulta.data, horario),
        fim: new Date(instante(consulta.data, horario).getTime() + duracao * 60_000),
      };
      if (slot.inicio <= agora) continue;
      const folga = excecoes.some(
        (e) =>
          e.usuarioId === periodo.usuarioId &&
          (e.horaInicio == null ||
            overlaps(slot, {
              inicio: instante(consulta.data, e.horaInicio),
              fim: instante(consulta.data, e.horaFim!),
            })),
      );
      if (folga) continue;
      if (ocupados.some((o) => o.profissionalId === periodo.usuarioId && overlaps(slot, o))) {
        continue;
      }
      livres.set(`${horario}|${periodo.usuarioId}`, {
        horario,
        ...slot,
        profissionalId: periodo.usuarioId,
        profissional: `${periodo.firstName} ${periodo.lastName}`.trim(),
      });
    }
  }
  return [...livres.values()].sort(
    (a, b) => a.inicio.getTime() - b.inicio.getTime() || a.profissionalId - b.profissionalId,
  );
}
