import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  AGENDA_MESSAGES as M,
  DEFAULT_APPOINTMENT_SETOR,
  hhmm,
  ROLE,
  roleLabel,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import {
  agendamentoCidades,
  enfermeiroExcecoes,
  enfermeiroHorarios,
  unidades,
  usuarioRoles,
  usuarios,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { duracaoDoSetor } from '../agendamento/horarios';

/** What the agenda screens read: the nurses, one nurse's agenda, the cities. */

export const NURSE_ROLES: string[] = [ROLE.Enfermeiro, ROLE.EnfermeiroExterno];
const SETOR = DEFAULT_APPOINTMENT_SETOR;

/** The nurses (both roles), active first, with how much of an agenda each has. */
export async function listarEnfermeiros(db: Executor, hoje: string, id?: number) {
  const periodos = db
    .select({ usuarioId: enfermeiroHorarios.usuarioId, n: count().as('periodos') })
    .from(enfermeiroHorarios)
    .groupBy(enfermeiroHorarios.usuarioId)
    .as('periodos');
  const excecoes = db
    .select({ usuarioId: enfermeiroExcecoes.usuarioId, n: count().as('excecoes') })
    .from(enfermeiroExcecoes)
    .where(gte(enfermeiroExcecoes.data, hoje))
    .groupBy(enfermeiroExcecoes.usuarioId)
    .as('excecoes');
  const rows = await db
    .select({
      id: usuarios.id,
      firstName: usuarios.firstName,
      lastName: usuarios.lastName,
      username: usuarios.username,
      ativo: usuarios.ativo,
      roles: sql<string[]>`array_agg(${usuarioRoles.role} order by ${usuarioRoles.role})`,
      periodos: sql<number>`coalesce(max(${periodos.n}), 0)::int`,
      excecoes: sql<number>`coalesce(max(${excecoes.n}), 0)::int`,
    })
    .from(usuarios)
    .innerJoin(usuarioRoles, eq(usuarioRoles.usuarioId, usuarios.id))
    .leftJoin(periodos, eq(periodos.usuarioId, usuarios.id))
    .leftJoin(excecoes, eq(excecoes.usuarioId, usuarios.id))
    .where(and(inArray(usuarioRoles.role, NURSE_ROLES), id ? eq(usuarios.id, id) : undefined))
    .groupBy(usuarios.id)
    .orderBy(sql`${usuarios.ativo} desc`, asc(usuarios.firstName), asc(usuarios.lastName));
  return rows.map((row) => ({
    id: row.id,
    nome: `${row.firstName} ${row.lastName}`.trim(),
    username: row.username,
    // A user holding both roles is named by the first one; 'Enfermeiro' sorts first.
    tipo: roleLabel(row.roles[0]),
    ativo: row.ativo,
    periodosSemanais: row.periodos,
    proximasExcecoes: row.excecoes,
  }));
}

/** One nurse's agenda: the weekly periods and the exceptions from today on. */
export async function lerAgenda(db: Executor, id: number, hoje: string) {
  const [enfermeiro] = await listarEnfermeiros(db, hoje, id);
  if (!enfermeiro) throw notFound(M.enfermeiroNaoEncontrado);
  const horarios = await db
    .select({ h: enfermeiroHorarios, cidade: agendamentoCidades.nome })
    .from(enfermeiroHorarios)
    .leftJoin(agendamentoCidades, eq(agendamentoCidades.id, enfermeiroHorarios.cidadeId))
    .where(eq(enfermeiroHorarios.usuarioId, id))
    .orderBy(asc(enfermeiroHorarios.diaSemana), asc(enfermeiroHorarios.horaInicio));
  const excecoes = await db
    .select({ e: enfermeiroExcecoes, cidade: agendamentoCidades.nome })
    .from(enfermeiroExcecoes)
    .leftJoin(agendamentoCidades, eq(agendamentoCidades.id, enfermeiroExcecoes.cidadeId))
    .where(and(eq(enfermeiroExcecoes.usuarioId, id), gte(enfermeiroExcecoes.data, hoje)))
    .orderBy(asc(enfermeiroExcecoes.data), sql`${enfermeiroExcecoes.horaInicio} asc nulls first`);
  return {
    enfermeiro,
    duracaoMinutos: await duracaoDoSetor(db, SETOR),
    horarios: horarios.map(({ h, cidade }) => ({
      id: h.id,
      diaSemana: h.diaSemana,
      tipoAtendimento: h.tipoAtendimento,
      cidadeId: h.cidadeId,
      cidade,
      horaInicio: hhmm(h.horaInicio),
      horaFim: hhmm(h.horaFim),
    })),
    excecoes: excecoes.map(({ e, cidade }) => ({
      id: e.id,
      tipo: e.tipo,
      data: e.data,
      horaInicio: e.horaInicio && hhmm(e.horaInicio),
      horaFim: e.horaFim && hhmm(e.horaFim),
      tipoAtendimento: e.tipoAtendimento,
      cidadeId: e.cidadeId,
      cidade,
      motivo: e.motivo,
    })),
  };
}

/** The active cities where in-person evaluations happen, with their unit. */
export function listarCidades(db: Executor) {
  return db
    .select({
      id: agendamentoCidades.id,
      nome: agendamentoCidades.nome,
      uf: agendamentoCidades.uf,
      unidade: unidades.nomeUnidade,
    })
    .from(agendamentoCidades)
    .innerJoin(unidades, eq(unidades.codigoUnidade, agendamentoCidades.codigoUnidade))
    .where(eq(agendamentoCidades.ativo, true))
    .orderBy(asc(agendamentoCidades.nome));
}
