import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { salaAbre } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { agendamentos, propostasAdesao, salasVideo } from '../../db/schema';
import type { SessaoProponente } from './session';

/**
 * The attendance-queue link's page: whether the applicant is in the nurse's queue, the next
 * appointment, and, once the nurse opened the video room, the room's own address (the applicant
 * proved who they are with the one-time code, so the room's key is theirs to have).
 */
export async function lerAtendimento(db: Executor, sessao: SessaoProponente, now = new Date()) {
  const [proposta] = await db
    .select({ situacao: propostasAdesao.situacaoPropostaAdesaoId })
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, sessao.propostaAdesaoId));
  // In the nurse's queue exactly where the nurse may open the room (src/domain/telaEnfermagem.ts).
  const naFila = salaAbre(proposta?.situacao);
  const [agendamento] = naFila
    ? await db
        .select({ inicio: agendamentos.inicio, fim: agendamentos.fim })
        .from(agendamentos)
        .where(
          and(
            eq(agendamentos.propostaAdesaoId, sessao.propostaAdesaoId),
            eq(agendamentos.situacao, 'agendado'),
            gt(agendamentos.fim, now),
          ),
        )
        .orderBy(asc(agendamentos.inicio))
        .limit(1)
    : [];
  const [sala] = naFila
    ? await db
        .select({ token: salasVideo.tokenBeneficiario })
        .from(salasVideo)
        .where(
          and(
            eq(salasVideo.propostaAdesaoId, sessao.propostaAdesaoId),
            isNull(salasVideo.dataEncerramento),
          ),
        )
        .orderBy(desc(salasVideo.id))
        .limit(1)
    : [];
  return {
    naFila,
    agendamento: agendamento
      ? { inicio: agendamento.inicio.toISOString(), fim: agendamento.fim.toISOString() }
      : null,
    /** Path of the applicant's side of the open room (same origin as this page). */
    sala: sala ? `/sala-video/${sala.token}` : null,
  };
}
