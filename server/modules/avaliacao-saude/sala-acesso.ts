import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { salaAbre } from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import { agendamentos, propostasAdesao, salasVideo, videosAvaliacao } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { loadVisible } from '../propostas/detail-service';
import { CHAVE_ENCERRAR_SALA_VIDEO, registrarHistorico } from '../propostas/historico';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const SALA_FORA_DA_AVALIACAO = servidor.avaliacaoSaude.salaSoNaAvaliacao;
export const SALA_NAO_ENCONTRADA = servidor.avaliacaoSaude.salaVideoNaoEncontrada;
export const SALA_ENCERRADA = ptBR.video.estado.salaEncerrada;
export const SALA_EXPIRADA = servidor.avaliacaoSaude.linkExpirado;
export const SALA_DE_OUTRO_ENFERMEIRO = servidor.avaliacaoSaude.soEnfermeiroDaSala;

/**
 * A room admits people for a day after it opens: the invite is for an appointment that day,
 * and an SMS link must not open a camera into the back office for ever.
 */
export const SALA_VALIDADE_MS = 24 * 60 * 60 * 1000;
/** The nurse's ticket for the WebSocket: used once, within a minute of being issued. */
const INGRESSO_VALIDADE_MS = 60_000;

export type Sala = typeof salasVideo.$inferSelect;

/** Closed, expired, or its proposal left the assessment: why a room admits no one (or null). */
export async function motivoRecusa(db: Executor, sala: Sala): Promise<HttpError | null> {
  if (sala.dataEncerramento) return new HttpError(410, [SALA_ENCERRADA]);
  if (Date.now() - sala.dataCriacao.getTime() > SALA_VALIDADE_MS) {
    return new HttpError(410, [SALA_EXPIRADA]);
  }
  const [proposta] = await db
    .select({ situacao: propostasAdesao.situacaoPropostaAdesaoId })
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, sala.propostaAdesaoId));
  if (!salaAbre(proposta?.situacao)) return conflict(SALA_FORA_DA_AVALIACAO);
  return null;
}

export async function salaPorId(db: Executor, id: number): Promise<Sala | null> {
  const [sala] = await db.select().from(salasVideo).where(eq(salasVideo.id, id));
  return sala ?? null;
}

export async function salaPorToken(db: Executor, token: string): Promise<Sala | null> {
  const [sala] = await db.select().from(salasVideo).where(eq(salasVideo.tokenBeneficiario, token));
  return sala ?? null;
}

/** The applicant's room by its token, open, or the reason it is not. */
export async function salaDoBeneficiario(db: Executor, token: string): Promise<Sala> {
  const sala = await salaPorToken(db, token);
  if (!sala) throw notFound(SALA_NAO_ENCONTRADA);
  const recusa = await motivoRecusa(db, sala);
  if (recusa) throw recusa;
  return sala;
}

/**
 * Is this nurse the room's: the one who opened it, or the one the proposal's appointment names
 * (a colleague may open the room for the appointment's nurse)?
 */
export async function atendeASala(db: Executor, user: CurrentUser, sala: Sala): Promise<boolean> {
  if (sala.enfermeiroId === user.id) return true;
  const [agendado] = await db
    .select({ id: agendamentos.id })
    .from(agendamentos)
    .where(
      and(
        eq(agendamentos.propostaAdesaoId, sala.propostaAdesaoId),
        eq(agendamentos.profissionalId, user.id),
        eq(agendamentos.situacao, 'agendado'),
      ),
    );
  return Boolean(agendado);
}

/**
 * A room this nurse may join, record and close, whatever its state: its proposal in her scope
 * (404 otherwise) and the room hers (403 otherwise: another nurse must not join a colleague's
 * call with a patient, fill its audit list or close it; issue 41).
 */
export async function salaDoEnfermeiro(db: Executor, user: CurrentUser, id: number) {
  const sala = await salaPorId(db, id);
  if (!sala) throw notFound(SALA_NAO_ENCONTRADA);
  const proposta = await loadVisible(db, user, sala.propostaAdesaoId);
  if (!(await atendeASala(db, user, sala))) throw forbidden(SALA_DE_OUTRO_ENFERMEIRO);
  return { sala, proposta };
}

/**
 * One-time tickets for the nurse's WebSocket: a browser cannot send the Authorization header
 * on a WebSocket, and the access token must not travel in a URL (logs, history). Kept in this
 * process, like the room registry they lead to.
 */
export class Ingressos {
  private readonly emitidos = new Map<string, { salaId: number; expira: number }>();

  emitir(salaId: number): string {
    const agora = Date.now();
    for (const [chave, ingresso] of this.emitidos) {
      if (ingresso.expira < agora) this.emitidos.delete(chave);
    }
    const chave = randomBytes(24).toString('base64url');
    this.emitidos.set(chave, { salaId, expira: agora + INGRESSO_VALIDADE_MS });
    return chave;
  }

  /** True once for a live ticket of this room; the ticket is spent either way. */
  usar(chave: string, salaId: number): boolean {
    const ingresso = this.emitidos.get(chave);
    this.emitidos.delete(chave);
    return Boolean(ingresso && ingresso.salaId === salaId && ingresso.expira >= Date.now());
  }
}

/**
 * Both sides met in the room: the nurse's browser starts recording, so the audit list shows a
 * video 'Sala ainda aberta' until the upload. One pending row per room, however many times
 * the applicant reconnects.
 */
export async function registrarEncontro(db: Database, salaId: number) {
  const sala = await salaPorId(db, salaId);
  if (!sala) return;
  await db.transaction(async (tx) => {
    const [pendente] = await tx
      .select({ id: videosAvaliacao.id })
      .from(videosAvaliacao)
      .where(
        and(eq(videosAvaliacao.salaVideoId, salaId), isNull(videosAvaliacao.chaveArmazenamento)),
      );
    if (pendente) return;
    await tx.insert(videosAvaliacao).values({
      salaVideoId: salaId,
      propostaAdesaoId: sala.propostaAdesaoId,
      status: 'composition-hook-failed',
      enfermeiroId: sala.enfermeiroId,
    });
  });
}

/**
 * 'Encerrar atendimento': no one enters again; a video never uploaded is marked failed. The
 * proposal's history says who ended the call, once (closing a closed room records nothing).
 */
export async function encerrarSala(db: Database, user: CurrentUser, salaId: number) {
  await db.transaction(async (tx) => {
    const [encerrada] = await tx
      .update(salasVideo)
      .set({ dataEncerramento: new Date() })
      .where(and(eq(salasVideo.id, salaId), isNull(salasVideo.dataEncerramento)))
      .returning({ propostaAdesaoId: salasVideo.propostaAdesaoId });
    if (encerrada) {
      await registrarHistorico(tx, {
        propostaAdesaoId: encerrada.propostaAdesaoId,
        chave: CHAVE_ENCERRAR_SALA_VIDEO,
        descricao: servidor.avaliacaoSaude.historico.videoEncerrado,
        autorId: user.id,
        autor: user.nome,
      });
    }
    await tx
      .update(videosAvaliacao)
      .set({ status: 'composition-failed' })
      .where(
        and(eq(videosAvaliacao.salaVideoId, salaId), isNull(videosAvaliacao.chaveArmazenamento)),
      );
  });
}
