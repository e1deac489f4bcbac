import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { salaAbre } from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import { linksCurtos, propostasAdesao, salasVideo } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { queueMessage, resolveDestino } from '../comunicacoes/service';
import { loadVisible } from '../propostas/detail-service';
import { CHAVE_ABRIR_SALA_VIDEO, registrarHistorico } from '../propostas/historico';
import { atendeASala, SALA_FORA_DA_AVALIACAO, SALA_VALIDADE_MS } from './sala-acesso';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const MODELO_CONVITE = 'convite-video';
export const SALA_DE_OUTRO_ENFERMEIRO_ABERTA = servidor.avaliacaoSaude.salaComOutroEnfermeiro;
export const LINK_DESCONHECIDO = servidor.avaliacaoSaude.linkInformadoNaoSala;

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A short code for /l/{code}: 8 URL-safe characters, retried on the rare collision. */
async function encurtar(tx: Executor, url: string, propostaAdesaoId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const codigo = token(6);
    const inserted = await tx
      .insert(linksCurtos)
      .values({ codigo, url, propostaAdesaoId })
      .onConflictDoNothing()
      .returning({ codigo: linksCurtos.codigo });
    if (inserted.length) return codigo;
  }
  throw conflict(servidor.avaliacaoSaude.linkCurtoNaoGerado);
}

/**
 * Invites go only to the proposal's registered contacts, as every applicant link does
 * (resolveDestino): a room link sent to a number typed at the moment would let whoever typed it
 * sit in the applicant's place before the nurse. A new phone goes through 'Adicionar contato'.
 */
async function convidar(
  tx: Executor,
  user: CurrentUser,
  propostaAdesaoId: number,
  link: string,
  celulares: readonly string[],
  email?: string | null,
) {
  const autor = { id: user.id, nome: user.nome };
  for (const celular of new Set(celulares)) {
    const destino = await resolveDestino(tx, propostaAdesaoId, 'sms', celular);
    await queueMessage(tx, {
      propostaAdesaoId,
      canal: 'sms',
      destino,
      modelo: MODELO_CONVITE,
      link,
      autor,
    });
  }
  if (email) {
    await queueMessage(tx, {
      propostaAdesaoId,
      canal: 'email',
      destino: await resolveDestino(tx, propostaAdesaoId, 'email', email.trim().toLowerCase()),
      modelo: MODELO_CONVITE,
      link,
      autor,
    });
  }
}

/** The proposal's room that still admits people (not closed, not expired), if any. */
async function salaAberta(tx: Executor, propostaAdesaoId: number) {
  const [sala] = await tx
    .select()
    .from(salasVideo)
    .where(
      and(
        eq(salasVideo.propostaAdesaoId, propostaAdesaoId),
        isNull(salasVideo.dataEncerramento),
        gt(salasVideo.dataCriacao, new Date(Date.now() - SALA_VALIDADE_MS)),
      ),
    )
    .orderBy(desc(salasVideo.id))
    .limit(1);
  return sala ?? null;
}

/** The short link a room's applicant address was given (the first one, if several). */
async function linkCurtoDa(tx: Executor, url: string, propostaAdesaoId: number) {
  const [curto] = await tx
    .select({ codigo: linksCurtos.codigo })
    .from(linksCurtos)
    .where(and(eq(linksCurtos.url, url), eq(linksCurtos.propostaAdesaoId, propostaAdesaoId)))
    .orderBy(linksCurtos.dataCriacao)
    .limit(1);
  return curto?.codigo ?? (await encurtar(tx, url, propostaAdesaoId));
}

/** A new room for the proposal, in its history (who opened it, when): the call is part of it. */
async function novaSala(tx: Executor, user: CurrentUser, propostaAdesaoId: number) {
  const [sala] = await tx
    .insert(salasVideo)
    .values({ propostaAdesaoId, tokenBeneficiario: token(24), enfermeiroId: user.id })
    .returning();
  await registrarHistorico(tx, {
    propostaAdesaoId,
    chave: CHAVE_ABRIR_SALA_VIDEO,
    descricao: servidor.avaliacaoSaude.historico.salaAberta,
    autorId: user.id,
    autor: user.nome,
  });
  return sala;
}

/**
 * POST api/enfermeiro/{id}/abrirSala: opens a room for the proposal and invites the chosen
 * phones by SMS (through the outbox, in the same transaction). The applicant's address goes
 * out shortened; the nurse's opens the room page of the nurse area.
 *
 * While the proposal's room is open, opening again answers that same room and link (and
 * invites the chosen phones to it): a new room would leave the applicant waiting in the first
 * one while the nurse waits in the second (issue 39, item 13). A room another nurse holds is
 * refused (409) rather than taken over mid-call.
 */
export async function abrirSala(
  db: Database,
  user: CurrentUser,
  id: number,
  numerosCelular: readonly string[],
  publicUrl: string,
) {
  const proposta = await loadVisible(db, user, id);
  // The statuses the nurse's screen offers 'Iniciar atendimento' in (src/domain/telaEnfermagem.ts).
  if (!salaAbre(proposta.situacaoPropostaAdesaoId)) {
    throw conflict(SALA_FORA_DA_AVALIACAO);
  }
  return db.transaction(async (tx) => {
    // One open room per proposal: locking the proposal makes two simultaneous clicks queue.
    await tx
      .select({ id: propostasAdesao.id })
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, id))
      .for('update');
    const existente = await salaAberta(tx, id);
    if (existente && !(await atendeASala(tx, user, existente))) {
      throw conflict(SALA_DE_OUTRO_ENFERMEIRO_ABERTA);
    }
    const sala = existente ?? (await novaSala(tx, user, id));
    const urlBeneficiario = `${publicUrl}/sala-video/${sala.tokenBeneficiario}`;
    const urlBeneficiarioEncurtada = `${publicUrl}/l/${await linkCurtoDa(tx, urlBeneficiario, id)}`;
    await convidar(tx, user, id, urlBeneficiarioEncurtada, numerosCelular);
    return {
      urlBeneficiarioEncurtada,
      urlBeneficiario,
      urlEnfermeiro: `${publicUrl}/enfermeiro-avaliador/sala-video/${sala.id}`,
    };
  });
}

/**
 * POST api/enfermeiro/reenviar/link: sends a room's link again to the chosen phones and,
 * optionally, an e-mail. The link must be one this proposal's rooms gave out (never an
 * arbitrary address sent in the product's name).
 */
export async function reenviarConvite(
  db: Database,
  user: CurrentUser,
  input: {
    propostaAdesaoId: number;
    celulares: string[];
    linkSalaVideo: string;
    email?: string | null;
  },
  publicUrl: string,
) {
  const id = input.propostaAdesaoId;
  await loadVisible(db, user, id);
  if (!input.celulares.length && !input.email) {
    throw badRequest(servidor.avaliacaoSaude.informeCelularOuEmail);
  }
  const link = input.linkSalaVideo.trim();
  const codigo = link.startsWith(`${publicUrl}/l/`) ? link.slice(`${publicUrl}/l/`.length) : null;
  const tokenSala = link.startsWith(`${publicUrl}/sala-video/`)
    ? link.slice(`${publicUrl}/sala-video/`.length)
    : null;
  const [conhecido] = codigo
    ? await db
        .select({ codigo: linksCurtos.codigo })
        .from(linksCurtos)
        .where(and(eq(linksCurtos.codigo, codigo), eq(linksCurtos.propostaAdesaoId, id)))
    : tokenSala
      ? await db
          .select({ id: salasVideo.id })
          .from(salasVideo)
          .where(
            and(eq(salasVideo.propostaAdesaoId, id), eq(salasVideo.tokenBeneficiario, tokenSala)),
          )
      : [];
  if (!conhecido) throw badRequest(LINK_DESCONHECIDO);
  await db.transaction((tx) => convidar(tx, user, id, link, input.celulares, input.email));
  return { message: ptBR.avaliacaoSaude.conviteReenviado };
}
