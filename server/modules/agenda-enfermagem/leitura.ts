import { and, asc, count, eq, gt, gte, inArray, sql } from 'drizzle-orm';
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
  agendamentos,
  enfermeiroExcecoes,
  enfermeiroHorarios,
  propostasAdesao,
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

/** How many upcoming appointments 'Minha agenda' lists: weeks ahead for a busy nurse. */
const PROXIMOS_MAX = 100;

/**
 * The nurse's own agenda ('Minha agenda'): her periods and exceptions as the manager sees them,
 * and her appointments not yet over (an evaluation under way is still listed), soonest first.
 * Keyed by the signed-in user only, so no nurse can read another's.
 */
export async function lerMinhaAgenda(db: Executor, usuarioId: number, hoje: string, agora: Date) {
  const agenda = await lerAgenda(db, usuarioId, hoje);
  const rows = await db
    .select({
      id: agendamentos.id,
      propostaAdesaoId: agendamentos.propostaAdesaoId,
      numeroContrato: propostasAdesao.numeroContrato,
      nome: sql<string>`coalesce(${propostasAdesao.nomeSocial}, ${propostasAdesao.nome})`,
      inicio: agendamentos.inicio,
      fim: agendamentos.fim,
      tipoAtendimento: agendamentos.tipoAtendimento,
      cidade: agendamentoCidades.nome,
    })
    .from(agendamentos)
    .innerJoin(propostasAdesao, eq(propostasAdesao.id, agendamentos.propostaAdesaoId))
    .leftJoin(agendamentoCidades, eq(agendamentoCidades.id, agendamentos.cidadeId))
    .where(
      and(
        eq(agendamentos.profissionalId, usuarioId),
        eq(agendamentos.situacao, 'agendado'),
        gt(agendamentos.fim, agora),
      ),
    )
    .orderBy(asc(agendamentos.inicio))
    .limit(PROXIMOS_MAX);
  return {
    ...agenda,
    agendamentos: rows.map((row) => ({
      ...row,
      inicio: row.inicio.toISOString(),
      fim: row.fim.toISOString(),
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
