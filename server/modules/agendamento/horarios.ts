import { TZDate } from '@date-fns/tz';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
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
  usuarioRoles,
  usuarios,
} from '../../db/schema';
import { readParametro } from '../parametros/service';

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

function diaDaSemana(data: string): number {
  const [y, m, d] = data.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function proximoDia(data: string): string {
  const [y, m, d] = data.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

const overlaps = (a: { inicio: Date; fim: Date }, b: { inicio: Date; fim: Date }) =>
  a.inicio < b.fim && b.inicio < a.fim;

/**
 * The free slots of one day: every active nurse's weekly periods for that weekday, department and
 * attendance type (in person: that city), cut into slots of the department's length, less the
 * day's exceptions, the nurse's active appointments and what has already begun. Sorted by time,
 * then nurse. The database still has the last word when booking (unique nurse + start).
 */
export async function horariosLivres(
  db: Executor,
  consulta: ConsultaHorarios,
  agora: Date = new Date(),
): Promise<HorarioLivre[]> {
  const duracao = await duracaoDoSetor(db, consulta.setor);
  const presencial = consulta.tipoAtendimento === TIPO_ATENDIMENTO.PRESENCIAL;
  const periodos = await db
    .selectDistinct({
      usuarioId: enfermeiroHorarios.usuarioId,
      horaInicio: enfermeiroHorarios.horaInicio,
      horaFim: enfermeiroHorarios.horaFim,
      firstName: usuarios.firstName,
      lastName: usuarios.lastName,
    })
    .from(enfermeiroHorarios)
    .innerJoin(usuarios, eq(usuarios.id, enfermeiroHorarios.usuarioId))
    .innerJoin(usuarioRoles, eq(usuarioRoles.usuarioId, usuarios.id))
    .where(
      and(
        eq(usuarios.ativo, true),
        inArray(usuarioRoles.role, NURSE_ROLES),
        eq(enfermeiroHorarios.setor, consulta.setor),
        eq(enfermeiroHorarios.diaSemana, diaDaSemana(consulta.data)),
        eq(enfermeiroHorarios.tipoAtendimento, consulta.tipoAtendimento),
        presencial ? eq(enfermeiroHorarios.cidadeId, consulta.cidadeId ?? -1) : undefined,
      ),
    );
  if (periodos.length === 0) return [];
  const nurseIds = [...new Set(periodos.map((p) => p.usuarioId))];
  const excecoes = await db
    .select()
    .from(enfermeiroExcecoes)
    .where(
      and(
        inArray(enfermeiroExcecoes.usuarioId, nurseIds),
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
