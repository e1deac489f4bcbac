import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { linksProponente } from '../../db/schema';
import { readParametro } from '../parametros/service';
import { generateLinkToken, hashLinkToken, linkExpiry, type FinalidadeLink } from './tokens';

/** Failed validarAcesso tries a link takes before it locks. */
export const MAX_TENTATIVAS_LINK = 5;

export type LinkProponente = typeof linksProponente.$inferSelect;

/**
 * Issues a new link for one proposal and purpose. The previous live link of the same purpose is
 * revoked first (a resend invalidates the old e-mail). Returns the plain token: the caller puts
 * it in the URL and forgets it; only its hash is stored.
 */
export async function issueLink(
  db: Executor,
  propostaAdesaoId: number,
  finalidade: FinalidadeLink,
  now = new Date(),
): Promise<{ token: string; expiraEm: Date }> {
  await db
    .update(linksProponente)
    .set({ revogadoEm: now })
    .where(
      and(
        eq(linksProponente.propostaAdesaoId, propostaAdesaoId),
        eq(linksProponente.finalidade, finalidade),
        isNull(linksProponente.revogadoEm),
      ),
    );
  const token = generateLinkToken();
  const expiraEm = linkExpiry(now, await readParametro(db, 'link.validadeHoras'));
  await db
    .insert(linksProponente)
    .values({ tokenHash: hashLinkToken(token), propostaAdesaoId, finalidade, expiraEm });
  return { token, expiraEm };
}

/**
 * The link a plain token opens for the given purpose, or null when it is unknown, meant for
 * another purpose, expired, revoked or locked. Callers answer every null the same way.
 */
export async function findUsableLink(
  db: Executor,
  token: string,
  finalidade: FinalidadeLink | 'qualquer',
  now = new Date(),
): Promise<LinkProponente | null> {
  const [link] = await db
    .select()
    .from(linksProponente)
    .where(eq(linksProponente.tokenHash, hashLinkToken(token)));
  if (!link || (finalidade !== 'qualquer' && link.finalidade !== finalidade)) return null;
  if (link.revogadoEm || link.bloqueado || link.expiraEm <= now) return null;
  return link;
}

/** Counts one failed try; the link locks when it reaches MAX_TENTATIVAS_LINK. */
export async function registerFailedTry(db: Executor, linkId: number): Promise<void> {
  await db
    .update(linksProponente)
    .set({
      tentativas: sql`${linksProponente.tentativas} + 1`,
      bloqueado: sql`${linksProponente.tentativas} + 1 >= ${MAX_TENTATIVAS_LINK}`,
    })
    .where(eq(linksProponente.id, linkId));
}

/**
 * The applicant-page links a resend or a copy issues, by the resend's `tipo`: each opens the step
 * it names (docs/decisions/0112-applicant-one-time-code.md). The contract signature's link is the
 * e-signature service's, not ours.
 */
export const FINALIDADE_POR_TIPO = {
  termo: 'termo',
  fila: 'fila',
  avaliacao: 'declaracao',
} as const satisfies Record<string, FinalidadeLink>;

export type TipoLinkPagina = keyof typeof FINALIDADE_POR_TIPO;

export const isTipoLinkPagina = (tipo: string): tipo is TipoLinkPagina =>
  Object.hasOwn(FINALIDADE_POR_TIPO, tipo);

/** A fresh address of the applicant's page for this link (the previous one of its kind dies). */
export async function issueLinkUrl(
  db: Executor,
  publicUrl: string,
  propostaAdesaoId: number,
  tipo: TipoLinkPagina,
  now = new Date(),
): Promise<string> {
  const { token } = await issueLink(db, propostaAdesaoId, FINALIDADE_POR_TIPO[tipo], now);
  return `${publicUrl.replace(/\/+$/, '')}/mpa/${token}`;
}
