import { and, desc, eq, sql } from 'drizzle-orm';
import { formatDataHora, isAgendavel, TIPO_ATENDIMENTO } from '../../../src/domain';
import type { Database, Executor, Transaction } from '../../db/client';
import { agendamentoCidades, agendamentos, propostasAdesao as p, usuarios } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { PROPOSTA_NAO_ENCONTRADA, scopeCondition, scopeOf } from '../propostas/access';
import { registrarHistorico } from '../propostas/historico';
import { dataBR } from './dias';
import { feriadoDoDia, horariosLivres, instante, type ConsultaHorarios } from './horarios';
import { descartarLembretes, enviarConfirmacaoELembrete } from './mensagens';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

const T = servidor.agendamento;

export const NAO_AGENDAVEL = ptBR.agendamento.nao_agendavel;
export const JA_AGENDADA = servidor.agendamento.jaAgendada;
export const SEM_AGENDAMENTO = servidor.agendamento.semAgendamento;
export const HORARIO_INDISPONIVEL = servidor.agendamento.horarioIndisponivel;
/** The slot was offered but another booking took it (before or at the same instant). */
export function horarioOcupado(data: string, horario: string, profissional?: string | null) {
  return profissional
    ? format(T.horarioOcupadoPor, { profissional, data: dataBR(data), horario })
    : format(T.horarioOcupadoSemProfissional, { data: dataBR(data), horario });
}
export const feriadoSemAtendimento = (data: string, nome: string) =>
  format(T.feriadoSemAtendimento, { data: dataBR(data), nome });
export const AGENDAMENTO_NAO_ENCONTRADO = servidor.agendamento.agendamentoNaoEncontrado;
export const AGENDAMENTO_ENCERRADO = servidor.agendamento.agendamentoEncerrado;
export const CIDADE_OBRIGATORIA = servidor.agendamento.cidadeObrigatoria;
export const DATA_PASSADA = servidor.agendamento.dataPassada;

export interface PedidoAgendamento extends ConsultaHorarios {
  propostaAdesaoId: number;
  horario: string;
  profissionalId?: number | null;
}

/** Locks the proposal row for the booking: two bookings of one proposal wait for each other. */
async function lockVisible(tx: Transaction, user: CurrentUser, id: number) {
  const [row] = await tx
    .select()
    .from(p)
    .where(and(eq(p.id, id), scopeCondition(scopeOf(user))))
    .for('update');
  if (!row) throw notFound(PROPOSTA_NAO_ENCONTRADA);
  return row;
}

export function assertConsultaValida(consulta: ConsultaHorarios, hoje: string): void {
  if (consulta.tipoAtendimento === TIPO_ATENDIMENTO.PRESENCIAL && !consulta.cidadeId) {
    throw badRequest(CIDADE_OBRIGATORIA);
  }
  if (consulta.data < hoje) throw badRequest(DATA_PASSADA);
}

async function cidadeNome(db: Executor, cidadeId: number | null | undefined) {
  if (!cidadeId) return null;
  const [row] = await db
    .select({ nome: agendamentoCidades.nome })
    .from(agendamentoCidades)
    .where(eq(agendamentoCidades.id, cidadeId));
  return row?.nome ?? null;
}

/**
 * Takes a free slot of the requested time: each nurse free at that time is tried in turn with
 * ON CONFLICT DO NOTHING, so a slot another request took an instant earlier (the unique index on
 * nurse + start of active appointments) moves on to the next nurse instead of failing.
 */
async function ocuparHorario(
  tx: Transaction,
  user: CurrentUser,
  pedido: PedidoAgendamento,
  agora: Date,
) {
  const candidatos = (await horariosLivres(tx, pedido, agora)).filter(
    (h) =>
      h.horario === pedido.horario &&
      (pedido.profissionalId == null || h.profissionalId === pedido.profissionalId),
  );
  for (const slot of candidatos) {
    const [created] = await tx
      .insert(agendamentos)
      .values({
        propostaAdesaoId: pedido.propostaAdesaoId,
        profissionalId: slot.profissionalId,
        setor: pedido.setor,
        tipoAtendimento: pedido.tipoAtendimento,
        cidadeId: pedido.tipoAtendimento === TIPO_ATENDIMENTO.PRESENCIAL ? pedido.cidadeId : null,
        inicio: slot.inicio,
        fim: slot.fim,
        agendadoPorId: user.id,
        agendadoPor: user.nome,
      })
      .onConflictDoNothing()
      .returning({ id: agendamentos.id });
    if (created) return { id: created.id, ...slot };
  }
  throw conflict(await motivoDaRecusa(tx, pedido, candidatos.length > 0));
}

/**
 * Why no slot could be taken, in words the operator can act on: another booking holds the time
 * (a concurrent request, or a screen that was not refreshed), the day is a holiday, or the time
 * is simply not offered.
 */
async function motivoDaRecusa(tx: Transaction, pedido: PedidoAgendamento, tentou: boolean) {
  const [ocupado] = await tx
    .select({ firstName: usuarios.firstName, lastName: usuarios.lastName })
    .from(agendamentos)
    .innerJoin(usuarios, eq(usuarios.id, agendamentos.profissionalId))
    .where(
      and(
        eq(agendamentos.situacao, 'agendado'),
        eq(agendamentos.inicio, instante(pedido.data, pedido.horario)),
        pedido.profissionalId == null
          ? undefined
          : eq(agendamentos.profissionalId, pedido.profissionalId),
      ),
    )
    .limit(1);
  if (tentou || ocupado) {
    const nome = ocupado && pedido.profissionalId != null ? ocupado : null;
    return horarioOcupado(
      pedido.data,
      pedido.horario,
      nome ? `${nome.firstName} ${nome.lastName}`.trim() : null,
    );
  }
  const feriado = await feriadoDoDia(tx, pedido.data);
  return feriado ? feriadoSemAtendimento(pedido.data, feriado.nome) : HORARIO_INDISPONIVEL;
}

async function marcar(tx: Transaction, propostaId: number, marcada: boolean) {
  await tx
    .update(p)
    .set({ marcada, versao: sql`${p.versao} + 1`, dataAtualizacao: new Date() })
    .where(eq(p.id, propostaId));
}

async function agendamentoAtivo(db: Executor, propostaId: number) {
  const [row] = await db
    .select()
    .from(agendamentos)
    .where(
      and(eq(agendamentos.propostaAdesaoId, propostaId), eq(agendamentos.situacao, 'agendado')),
    )
    .orderBy(desc(agendamentos.id))
    .limit(1);
  return row;
}

/**
 * Books (or, with `reagendar`, moves) the proposal's nursing evaluation: in one transaction the
 * old appointment is closed, the slot taken, `marcada` set, the timeline written and the
 * confirmation and reminder queued.
 */
export async function agendar(
  db: Database,
  user: CurrentUser,
  pedido: PedidoAgendamento,
  reagendar: boolean,
  agora = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const proposta = await lockVisible(tx, user, pedido.propostaAdesaoId);
    if (!isAgendavel(proposta.situacaoPropostaAdesaoId) || proposta.avaliacaoSaudeConcluida) {
      throw conflict(NAO_AGENDAVEL);
    }
    const atual = await agendamentoAtivo(tx, proposta.id);
    if (atual && !reagendar) throw conflict(JA_AGENDADA);
    if (!atual && reagendar) throw conflict(SEM_AGENDAMENTO);
    if (atual) {
      await tx
        .update(agendamentos)
        .set({ situacao: 'reagendado', canceladoPorId: user.id, dataCancelamento: agora })
        .where(eq(agendamentos.id, atual.id));
      await descartarLembretes(tx, atual.id);
    }
    const slot = await ocuparHorario(tx, user, pedido, agora);
    await marcar(tx, proposta.id, true);
    const cidade = await cidadeNome(tx, pedido.cidadeId);
    await registrarHistorico(tx, {
      propostaAdesaoId: proposta.id,
      chave: reagendar ? 'reagendar-avaliacao' : 'agendar-avaliacao',
      descricao: format(reagendar ? T.historico.reagendada : T.historico.agendada, {
        inicio: formatDataHora(slot.inicio),
        profissional: slot.profissional,
      }),
      situacaoAnteriorId: proposta.situacaoPropostaAdesaoId,
      situacaoNovaId: proposta.situacaoPropostaAdesaoId,
      autorId: user.id,
      autor: user.nome,
    });
    await enviarConfirmacaoELembrete(
      tx,
      {
        id: slot.id,
        propostaAdesaoId: proposta.id,
        inicio: slot.inicio,
        tipoAtendimento: pedido.tipoAtendimento,
        cidade,
      },
      proposta.email,
      { id: user.id, nome: user.nome },
      agora,
    );
    return slot.id;
  });
}

/** Cancels an active appointment: the slot is free again and the proposal no longer marcada. */
export async function cancelar(db: Database, user: CurrentUser, agendamentoId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(agendamentos).where(eq(agendamentos.id, agendamentoId));
    if (!row) throw notFound(AGENDAMENTO_NAO_ENCONTRADO);
    // Outside the caller's scope the appointment does not exist for him either.
    const proposta = await lockVisible(tx, user, row.propostaAdesaoId).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404
        ? notFound(AGENDAMENTO_NAO_ENCONTRADO)
        : error;
    });
    const [again] = await tx.select().from(agendamentos).where(eq(agendamentos.id, agendamentoId));
    if (again.situacao !== 'agendado') throw conflict(AGENDAMENTO_ENCERRADO);
    if (proposta.avaliacaoSaudeConcluida) throw conflict(NAO_AGENDAVEL);
    await tx
      .update(agendamentos)
      .set({ situacao: 'cancelado', canceladoPorId: user.id, dataCancelamento: new Date() })
      .where(eq(agendamentos.id, agendamentoId));
    await descartarLembretes(tx, agendamentoId);
    await marcar(tx, proposta.id, false);
    await registrarHistorico(tx, {
      propostaAdesaoId: proposta.id,
      chave: 'cancelar-agendamento',
      descricao: format(T.historico.cancelado, { inicio: formatDataHora(row.inicio) }),
      situacaoAnteriorId: proposta.situacaoPropostaAdesaoId,
      situacaoNovaId: proposta.situacaoPropostaAdesaoId,
      autorId: user.id,
      autor: user.nome,
    });
  });
}

/** The proposal's active appointment as the card shows it, or null. */
export async function consultar(db: Executor, propostaId: number) {
  const [row] = await db
    .select({
      a: agendamentos,
      firstName: usuarios.firstName,
      lastName: usuarios.lastName,
      cidade: agendamentoCidades.nome,
    })
    .from(agendamentos)
    .innerJoin(usuarios, eq(usuarios.id, agendamentos.profissionalId))
    .leftJoin(agendamentoCidades, eq(agendamentoCidades.id, agendamentos.cidadeId))
    .where(
      and(eq(agendamentos.propostaAdesaoId, propostaId), eq(agendamentos.situacao, 'agendado')),
    )
    .limit(1);
  if (!row) return null;
  const dataHora = formatDataHora(row.a.inicio);
  return {
    id: row.a.id,
    propostaAdesaoId: row.a.propostaAdesaoId,
    data: dataHora,
    horario: dataHora.slice(11),
    inicio: row.a.inicio.toISOString(),
    fim: row.a.fim.toISOString(),
    profissionalId: row.a.profissionalId,
    profissional: `${row.firstName} ${row.lastName}`.trim(),
    tipoAtendimento: row.a.tipoAtendimento,
    cidadeId: row.a.cidadeId,
    cidade: row.cidade,
    agendadoPor: row.a.agendadoPor,
    dataCriacao: row.a.dataCriacao.toISOString(),
  };
}

/**
 * A proposal cancelled or inactivated while booked gives its future slot back, in the
 * transaction of the transition: the appointment is cancelled, its reminders dropped and the
 * proposal no longer marcada (the transition has already bumped its version). A past
 * appointment stays as it is, as history.
 */
export function liberarAgendamento(autor: { id: number; nome: string }) {
  return async (tx: Transaction, { proposta }: { proposta: { id: number } }) => {
    const atual = await agendamentoAtivo(tx, proposta.id);
    if (!atual || atual.inicio <= new Date()) return;
    await tx
      .update(agendamentos)
      .set({ situacao: 'cancelado', canceladoPorId: autor.id, dataCancelamento: new Date() })
      .where(eq(agendamentos.id, atual.id));
    await descartarLembretes(tx, atual.id);
    await tx.update(p).set({ marcada: false }).where(eq(p.id, proposta.id));
  };
}
