import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  AGENDA_MESSAGES as M,
  BUSINESS_TIME_ZONE,
  DEFAULT_APPOINTMENT_SETOR,
  DIA_INTEIRO,
  erroDoIntervalo,
  mensagemSobreposicao,
  sobrepoe,
  TIPO_ATENDIMENTO,
  type Intervalo,
  type TipoExcecao,
} from '../../../src/domain';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  agendamentoCidades,
  agendamentos,
  enfermeiroExcecoes,
  enfermeiroHorarios,
  usuarioRoles,
  usuarios,
} from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/errors';
import { dataBR, diaDaSemana, diaValido } from '../agendamento/dias';
import { duracaoDoSetor, feriadoDoDia } from '../agendamento/horarios';
import { NURSE_ROLES } from './leitura';
import {
  descreverExcecao,
  descreverSemanal,
  intervaloDa,
  novaExcecao,
  novoSemanal,
} from './periodos';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

const SETOR = DEFAULT_APPOINTMENT_SETOR;

/** A 400 that also names the field, so the form shows the message beside it. */
const campo = (field: string, message: string) =>
  new HttpError(400, [message], { [field]: message });

export interface NovoHorario {
  diaSemana: number;
  tipoAtendimento: number;
  cidadeId?: number | null;
  horaInicio: string;
  horaFim: string;
}

export interface NovaExcecao {
  tipo: TipoExcecao;
  data: string;
  horaInicio?: string | null;
  horaFim?: string | null;
  tipoAtendimento?: number | null;
  cidadeId?: number | null;
  motivo?: string | null;
}

/**
 * Locks the nurse's row for the change: two changes of one nurse's agenda wait for each other,
 * so the overlap checks below see every period already written (no two requests can both pass).
 */
async function travarEnfermeiro(tx: Transaction, id: number, exigirAtivo: boolean) {
  const [row] = await tx
    .select({ id: usuarios.id, ativo: usuarios.ativo })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.id, id),
        sql`exists (select 1 from ${usuarioRoles} where ${usuarioRoles.usuarioId} = ${usuarios.id}
          and ${inArray(usuarioRoles.role, NURSE_ROLES)})`,
      ),
    )
    .for('update');
  if (!row) throw notFound(M.enfermeiroNaoEncontrado);
  if (exigirAtivo && !row.ativo) throw conflict(M.enfermeiroInativo);
}

/** The city of an in-person period (required, active); none for an online one. */
async function cidadeDoPeriodo(tx: Executor, tipoAtendimento: number, cidadeId?: number | null) {
  if (tipoAtendimento !== TIPO_ATENDIMENTO.PRESENCIAL) return { cidadeId: null, cidade: null };
  if (!cidadeId) throw campo('cidadeId', M.cidadeObrigatoria);
  const [row] = await tx
    .select({ nome: agendamentoCidades.nome })
    .from(agendamentoCidades)
    .where(and(eq(agendamentoCidades.id, cidadeId), eq(agendamentoCidades.ativo, true)));
  if (!row) throw campo('cidadeId', M.cidadeInexistente);
  return { cidadeId, cidade: row.nome };
}

function intervaloValido(horaInicio?: string | null, horaFim?: string | null, duracao = 1) {
  const erro = erroDoIntervalo(horaInicio, horaFim, duracao);
  if (erro) throw campo(erro.campo, erro.mensagem);
  return { horaInicio: horaInicio!, horaFim: horaFim! };
}

async function semanaisDoDia(tx: Executor, usuarioId: number, diaSemana: number) {
  return tx
    .select({ h: enfermeiroHorarios, cidade: agendamentoCidades.nome })
    .from(enfermeiroHorarios)
    .leftJoin(agendamentoCidades, eq(agendamentoCidades.id, enfermeiroHorarios.cidadeId))
    .where(
      and(eq(enfermeiroHorarios.usuarioId, usuarioId), eq(enfermeiroHorarios.diaSemana, diaSemana)),
    );
}

async function excecoesDesde(tx: Executor, usuarioId: number, desde: string, ate?: string) {
  return tx
    .select({ e: enfermeiroExcecoes, cidade: agendamentoCidades.nome })
    .from(enfermeiroExcecoes)
    .leftJoin(agendamentoCidades, eq(agendamentoCidades.id, enfermeiroExcecoes.cidadeId))
    .where(
      and(
        eq(enfermeiroExcecoes.usuarioId, usuarioId),
        ate === undefined ? gte(enfermeiroExcecoes.data, desde) : eq(enfermeiroExcecoes.data, ate),
      ),
    );
}

/** Adds a weekly period, refused when it overlaps another of that weekday or a future extra. */
export async function adicionarHorario(db: Database, id: number, input: NovoHorario, hoje: string) {
  return db.transaction(async (tx) => {
    await travarEnfermeiro(tx, id, true);
    const periodo = intervaloValido(
      input.horaInicio,
      input.horaFim,
      await duracaoDoSetor(tx, SETOR),
    );
    const { cidadeId, cidade } = await cidadeDoPeriodo(tx, input.tipoAtendimento, input.cidadeId);
    const novo = novoSemanal(input.diaSemana, periodo, input.tipoAtendimento, cidade);
    for (const { h, cidade: outra } of await semanaisDoDia(tx, id, input.diaSemana)) {
      if (sobrepoe(periodo, h)) {
        throw conflict(mensagemSobreposicao(novo, descreverSemanal(h, outra)));
      }
    }
    for (const { e, cidade: outra } of await excecoesDesde(tx, id, hoje)) {
      if (
        e.tipo === 'extra' &&
        diaDaSemana(e.data) === input.diaSemana &&
        sobrepoe(periodo, intervaloDa(e))
      ) {
        throw conflict(mensagemSobreposicao(novo, descreverExcecao(e, outra)));
      }
    }
    const [row] = await tx
      .insert(enfermeiroHorarios)
      .values({
        usuarioId: id,
        setor: SETOR,
        diaSemana: input.diaSemana,
        tipoAtendimento: input.tipoAtendimento,
        cidadeId,
        ...periodo,
      })
      .returning({ id: enfermeiroHorarios.id });
    return row.id;
  });
}

/**
 * Active appointments of the nurse still ahead that fall in a period: a weekly one (every such
 * weekday) or a date (the whole day, or a period of it). Removing hours or giving time off does
 * not cancel them: the screen says how many remain, so the manager can reschedule them.
 */
async function agendamentosNoPeriodo(
  tx: Executor,
  usuarioId: number,
  quando: { diaSemana: number } | { data: string },
  intervalo: Intervalo | null,
) {
  const local = sql`(${agendamentos.inicio} at time zone ${BUSINESS_TIME_ZONE})`;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(agendamentos)
    .where(
      and(
        eq(agendamentos.profissionalId, usuarioId),
        eq(agendamentos.situacao, 'agendado'),
        sql`${agendamentos.inicio} > now()`,
        'diaSemana' in quando
          ? sql`extract(dow from ${local}) = ${quando.diaSemana}`
          : sql`${local}::date = ${quando.data}::date`,
        intervalo
          ? sql`${local}::time >= ${intervalo.horaInicio}::time and ${local}::time < ${intervalo.horaFim}::time`
          : undefined,
      ),
    );
  return n;
}

export function avisoAgendamentos(n: number): string | null {
  if (n === 0) return null;
  return format(servidor.agendaEnfermagem.avaliacoesNoPeriodo, { smart_count: n });
}

export async function removerHorario(db: Database, id: number, horarioId: number) {
  return db.transaction(async (tx) => {
    await travarEnfermeiro(tx, id, false);
    const [row] = await tx
      .delete(enfermeiroHorarios)
      .where(and(eq(enfermeiroHorarios.id, horarioId), eq(enfermeiroHorarios.usuarioId, id)))
      .returning();
    if (!row) throw notFound(M.horarioNaoEncontrado);
    return avisoAgendamentos(
      await agendamentosNoPeriodo(tx, id, { diaSemana: row.diaSemana }, row),
    );
  });
}

/**
 * Adds an exception on a date from today on: a day or period off, or extra hours. Exceptions of
 * one date may not overlap, extra hours may not overlap that weekday's weekly periods, and a
 * holiday takes no extra hours (it blocks everyone).
 */
export async function adicionarExcecao(db: Database, id: number, input: NovaExcecao, hoje: string) {
  const data = diaValido(input.data, M.dataInvalida);
  if (data < hoje) throw campo('data', M.dataPassada);
  return db.transaction(async (tx) => {
    await travarEnfermeiro(tx, id, true);
    const extra = input.tipo === 'extra';
    const temHorario = Boolean(input.horaInicio || input.horaFim);
    if (!extra && temHorario && !(input.horaInicio && input.horaFim)) {
      throw campo(input.horaInicio ? 'horaFim' : 'horaInicio', M.periodoIncompleto);
    }
    const periodo =
      extra || temHorario
        ? intervaloValido(
            input.horaInicio,
            input.horaFim,
            extra ? await duracaoDoSetor(tx, SETOR) : 1,
          )
        : null;
    if (extra && input.tipoAtendimento == null) throw campo('tipoAtendimento', M.tipoAtendimento);
    const { cidadeId, cidade } = extra
      ? await cidadeDoPeriodo(tx, input.tipoAtendimento!, input.cidadeId)
      : { cidadeId: null, cidade: null };
    if (extra) {
      const feriado = await feriadoDoDia(tx, data);
      if (feriado) {
        throw conflict(
          format(servidor.agendaEnfermagem.feriadoSemHorarioExtra, {
            data: dataBR(data),
            nome: feriado.nome,
          }),
        );
      }
    }
    const intervalo = periodo ?? DIA_INTEIRO;
    const tipoAtendimento = extra ? input.tipoAtendimento! : null;
    const novo = novaExcecao(data, periodo, tipoAtendimento, cidade);
    for (const { e, cidade: outra } of await excecoesDesde(tx, id, data, data)) {
      if (sobrepoe(intervalo, intervaloDa(e))) {
        throw conflict(mensagemSobreposicao(novo, descreverExcecao(e, outra)));
      }
    }
    if (extra) {
      for (const { h, cidade: outra } of await semanaisDoDia(tx, id, diaDaSemana(data))) {
        if (sobrepoe(intervalo, h))
          throw conflict(mensagemSobreposicao(novo, descreverSemanal(h, outra)));
      }
    }
    const [row] = await tx
      .insert(enfermeiroExcecoes)
      .values({
        usuarioId: id,
        tipo: input.tipo,
        data,
        horaInicio: periodo?.horaInicio ?? null,
        horaFim: periodo?.horaFim ?? null,
        setor: SETOR,
        tipoAtendimento,
        cidadeId,
        motivo: input.motivo?.trim() || null,
      })
      .returning({ id: enfermeiroExcecoes.id });
    const aviso = extra
      ? null
      : avisoAgendamentos(await agendamentosNoPeriodo(tx, id, { data }, periodo));
    return { id: row.id, aviso };
  });
}

export async function removerExcecao(db: Database, id: number, excecaoId: number) {
  return db.transaction(async (tx) => {
    await travarEnfermeiro(tx, id, false);
    const [row] = await tx
      .delete(enfermeiroExcecoes)
      .where(and(eq(enfermeiroExcecoes.id, excecaoId), eq(enfermeiroExcecoes.usuarioId, id)))
      .returning();
    if (!row) throw notFound(M.excecaoNaoEncontrada);
    // Extra hours taken away leave their bookings in place, as weekly hours do.
    return row.tipo === 'extra'
      ? avisoAgendamentos(await agendamentosNoPeriodo(tx, id, { data: row.data }, intervaloDa(row)))
      : null;
  });
}
