import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessoesProponente } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { findUsableLink, type LinkProponente } from './links';
import { generateLinkToken, hashLinkToken, type FinalidadeLink } from './tokens';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** The cookie that carries the applicant session (HttpOnly: page scripts never read it). */
export const COOKIE_SESSAO = 'mpa_sessao';

/** A short session: enough to read the term and answer the declaration without rushing. */
export const SESSAO_MINUTOS = 60;

export const SESSAO_EXPIRADA = ptBR.mpa.sessaoExpirada;

/** Opens a session for a link just validated; the caller sets the cookie with the plain id. */
export async function openSession(
  db: Executor,
  link: LinkProponente,
  now = new Date(),
): Promise<{ sessao: string; expiraEm: Date }> {
  const sessao = generateLinkToken();
  const expiraEm = new Date(now.getTime() + SESSAO_MINUTOS * 60_000);
  await db.insert(sessoesProponente).values({
    tokenHash: hashLinkToken(sessao),
    linkId: link.id,
    propostaAdesaoId: link.propostaAdesaoId,
    expiraEm,
  });
  return { sessao, expiraEm };
}

export function setSessionCookie(reply: FastifyReply, sessao: string, secure: boolean): void {
  const attributes = [
    `${COOKIE_SESSAO}=${sessao}`,
    'Path=/api',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${SESSAO_MINUTOS * 60}`,
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('Set-Cookie', attributes.join('; '));
}

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

export interface SessaoProponente {
  link: LinkProponente;
  propostaAdesaoId: number;
  /** Where the one-time code that verified this session went (the consent names it). */
  canalVerificacao: 'sms' | 'email';
}

/** A live session, verified by the one-time code or not yet: what the code calls work on. */
export interface SessaoAberta {
  sessaoId: number;
  /** The session's own SHA-256: the salt of its codes. */
  tokenHash: string;
  link: LinkProponente;
  propostaAdesaoId: number;
  verificadaEm: Date | null;
  canalVerificacao: string | null;
}

export const CODIGO_PENDENTE = servidor.proponente.confirmeCodigo;

/**
 * The session behind a call: a live session cookie AND the token of the link it was opened
 * for (from the URL), the link serving one of `finalidades`. Anything else answers 401 with one
 * message, whatever was wrong.
 */
export async function requireOpenSession(
  db: Executor,
  request: FastifyRequest,
  token: string,
  finalidades: readonly FinalidadeLink[] | 'qualquer',
  now = new Date(),
): Promise<SessaoAberta> {
  const sessao = readCookie(request, COOKIE_SESSAO);
  const link = sessao ? await findUsableLink(db, token, 'qualquer', now) : null;
  // One purpose per link: a video-room link never confirms a purchase, for instance.
  const servesPurpose =
    finalidades === 'qualquer' || finalidades.includes(link?.finalidade as FinalidadeLink);
  if (!sessao || !link || !servesPurpose) throw new HttpError(401, [SESSAO_EXPIRADA]);
  const tokenHash = hashLinkToken(sessao);
  const [row] = await db
    .select({
      id: sessoesProponente.id,
      verificadaEm: sessoesProponente.verificadaEm,
      canalVerificacao: sessoesProponente.canalVerificacao,
    })
    .from(sessoesProponente)
    .where(
      and(
        eq(sessoesProponente.tokenHash, tokenHash),
        eq(sessoesProponente.linkId, link.id),
        gt(sessoesProponente.expiraEm, now),
      ),
    );
  if (!row) throw new HttpError(401, [SESSAO_EXPIRADA]);
  return {
    sessaoId: row.id,
    tokenHash,
    link,
    propostaAdesaoId: link.propostaAdesaoId,
    verificadaEm: row.verificadaEm,
    canalVerificacao: row.canalVerificacao,
  };
}

/**
 * The applicant behind a call that reads the proposal or records consent: an open session
 * (above) that the one-time code verified. CPF and birth date alone are known to staff, so
 * without the code nothing is shown or recorded (403).
 */
export async function requireApplicant(
  db: Executor,
  request: FastifyRequest,
  token: string,
  finalidades: readonly FinalidadeLink[],
  now = new Date(),
): Promise<SessaoProponente> {
  const sessao = await requireOpenSession(db, request, token, finalidades, now);
  if (!sessao.verificadaEm || !sessao.canalVerificacao) throw new HttpError(403, [CODIGO_PENDENTE]);
  return {
    link: sessao.link,
    propostaAdesaoId: sessao.propostaAdesaoId,
    canalVerificacao: sessao.canalVerificacao as 'sms' | 'email',
  };
}

/**
 * The session cookie alone (campaign calls carry no link token): its proposal, or 401. Only a
 * session the one-time code verified counts.
 */
export async function requireApplicantSession(
  db: Executor,
  request: FastifyRequest,
  now = new Date(),
): Promise<{ propostaAdesaoId: number }> {
  const sessao = readCookie(request, COOKIE_SESSAO);
  const [row] = sessao
    ? await db
        .select({ propostaAdesaoId: sessoesProponente.propostaAdesaoId })
        .from(sessoesProponente)
        .where(
          and(
            eq(sessoesProponente.tokenHash, hashLinkToken(sessao)),
            gt(sessoesProponente.expiraEm, now),
            isNotNull(sessoesProponente.verificadaEm),
          ),
        )
    : [];
  if (!row) throw new HttpError(401, [SESSAO_EXPIRADA]);
  return row;
}
