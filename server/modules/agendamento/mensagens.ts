import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatDataHora, TIPO_ATENDIMENTO } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { comunicacoesPropostasAdesao, outbox, propostaAdesaoContatos } from '../../db/schema';
import { queueMessage, type Autor } from '../comunicacoes/service';
import { readParametro } from '../parametros/service';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const MODELO_CONFIRMACAO = 'agendamento-confirmacao';
export const MODELO_LEMBRETE = 'agendamento-lembrete';

interface Agendado {
  id: number;
  propostaAdesaoId: number;
  inicio: Date;
  tipoAtendimento: number;
  cidade: string | null;
}

/** The text both messages carry: when, and how (online, or in person in which city). */
export function textoAgendamento(a: Pick<Agendado, 'inicio' | 'tipoAtendimento' | 'cidade'>) {
  const T = servidor.agendamento.mensagem;
  const como =
    a.tipoAtendimento !== TIPO_ATENDIMENTO.PRESENCIAL
      ? T.online
      : a.cidade
        ? format(T.presencialEm, { cidade: a.cidade })
        : T.presencial;
  return format(T.texto, { inicio: formatDataHora(a.inicio), como });
}

async function destinos(tx: Executor, propostaId: number, email: string | null) {
  const [contato] = await tx
    .select({ telefone: propostaAdesaoContatos.telefone })
    .from(propostaAdesaoContatos)
    .where(eq(propostaAdesaoContatos.propostaAdesaoId, propostaId))
    .orderBy(propostaAdesaoContatos.ordem, propostaAdesaoContatos.id)
    .limit(1);
  return [
    ...(contato ? [{ canal: 'sms' as const, destino: contato.telefone }] : []),
    ...(email ? [{ canal: 'email' as const, destino: email }] : []),
  ];
}

/**
 * The confirmation now and the reminder 'agendamento.lembreteHoras' before the slot, by SMS to
 * the first contact phone and by e-mail, through the outbox in the booking's transaction. A
 * channel without a destination is left out; a slot nearer than the reminder's lead gets no
 * reminder (the confirmation has just said it).
 */
export async function enviarConfirmacaoELembrete(
  tx: Executor,
  agendamento: Agendado,
  email: string | null,
  autor: Autor,
  agora = new Date(),
): Promise<void> {
  const horas = await readParametro(tx, 'agendamento.lembreteHoras');
  const lembrete = new Date(agendamento.inicio.getTime() - horas * 3_600_000);
  const conteudo = textoAgendamento(agendamento);
  for (const { canal, destino } of await destinos(tx, agendamento.propostaAdesaoId, email)) {
    const base = { propostaAdesaoId: agendamento.propostaAdesaoId, canal, destino, autor };
    await queueMessage(tx, { ...base, modelo: MODELO_CONFIRMACAO, conteudo });
    if (lembrete > agora) {
      await queueMessage(tx, {
        ...base,
        modelo: MODELO_LEMBRETE,
        conteudo,
        notBefore: lembrete,
        referencia: `agendamento:${agendamento.id}`,
      });
    }
  }
}

/**
 * A cancelled or moved appointment must not be reminded: its reminders still waiting in the
 * outbox are settled as skipped and their log rows say why.
 */
export async function descartarLembretes(tx: Executor, agendamentoId: number): Promise<void> {
  const pendentes = await tx
    .select({ id: comunicacoesPropostasAdesao.id, outboxId: comunicacoesPropostasAdesao.outboxId })
    .from(comunicacoesPropostasAdesao)
    .innerJoin(outbox, eq(outbox.id, comunicacoesPropostasAdesao.outboxId))
    .where(
      and(
        eq(comunicacoesPropostasAdesao.modelo, MODELO_LEMBRETE),
        eq(comunicacoesPropostasAdesao.status, 'pendente'),
        eq(outbox.status, 'pending'),
        sql`${outbox.payload}->>'referencia' = ${`agendamento:${agendamentoId}`}`,
      ),
    );
  if (pendentes.length === 0) return;
  await tx
    .update(outbox)
    .set({ status: 'skipped', lastError: servidor.outbox.notas.agendamentoMudou })
    .where(
      inArray(
        outbox.id,
        pendentes.map((p) => p.outboxId!),
      ),
    );
  await tx
    .update(comunicacoesPropostasAdesao)
    .set({ status: 'nao_enviado', erro: servidor.outbox.notas.agendamentoMudou })
    .where(
      inArray(
        comunicacoesPropostasAdesao.id,
        pendentes.map((p) => p.id),
      ),
    );
}
