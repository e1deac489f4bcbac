import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { isMobilePhone } from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import {
  codigosProponente,
  linksProponente,
  propostaAdesaoContatos,
  propostasAdesao,
  sessoesProponente,
} from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { queueMessage } from '../comunicacoes/service';
import type { SessaoAberta } from './session';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * The one-time code that stands between CPF + birth date (which staff see) and the applicant's
 * consent: sent to a contact registered on the proposal, never to one typed at the door.
 */
export const CODIGO_DIGITOS = 6;
export const CODIGO_VALIDADE_MINUTOS = 10;
/** Wrong answers one code takes before it dies (a new one must be asked for). */
export const MAX_TENTATIVAS_CODIGO = 5;
/** Codes one session may ask for: each one is an SMS or an e-mail in the operator's name. */
export const MAX_CODIGOS_SESSAO = 3;
/** Wrong codes, over every session of a link, before the link locks: 10 guesses in a million. */
export const MAX_FALHAS_CODIGO_LINK = 10;
export const MODELO_CODIGO = 'codigo-acesso';

export const CODIGO_INCORRETO = servidor.proponente.codigoIncorreto;
export const CODIGO_VENCIDO = servidor.proponente.codigoNaoValeMais;
export const SEM_CODIGO = servidor.proponente.pecaCodigoAntes;
export const LIMITE_CODIGOS = servidor.proponente.limiteDeCodigos;
export const LINK_BLOQUEADO = servidor.proponente.linkFoiBloqueadoSeguranca;
export const SEM_CONTATO = servidor.proponente.semContatoParaCodigo;
export const CONTATO_DESCONHECIDO = servidor.proponente.escolhaContatosMostradosTela;

export type CanalCodigo = 'sms' | 'email';

export interface ContatoCodigo {
  /** 'email' or 'sms-{contato id}': what the page sends back; never the address itself. */
  id: string;
  canal: CanalCodigo;
  destino: string;
}

/** '(11) *****-4321': enough for the applicant to recognise their phone, not to learn it. */
export function mascararTelefone(digits: string): string {
  return `(${digits.slice(0, 2)}) *****-${digits.slice(-4)}`;
}

/** 'ma***@exemplo.com.br'. */
export function mascararEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, Math.min(2, local.length - 1))}***@${domain}`;
}

export const mascarar = (contato: ContatoCodigo) =>
  contato.canal === 'sms' ? mascararTelefone(contato.destino) : mascararEmail(contato.destino);

async function contatosDe(db: Executor, propostaId: number): Promise<ContatoCodigo[]> {
  const [proposta] = await db
    .select({ email: propostasAdesao.email })
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, propostaId));
  const telefones = await db
    .select({ id: propostaAdesaoContatos.id, telefone: propostaAdesaoContatos.telefone })
    .from(propostaAdesaoContatos)
    .where(eq(propostaAdesaoContatos.propostaAdesaoId, propostaId))
    .orderBy(asc(propostaAdesaoContatos.ordem), asc(propostaAdesaoContatos.id));
  return [
    ...telefones
      .filter((t) => isMobilePhone(t.telefone))
      .map((t) => ({ id: `sms-${t.id}`, canal: 'sms' as const, destino: t.telefone })),
    ...(proposta?.email ? [{ id: 'email', canal: 'email' as const, destino: proposta.email }] : []),
  ];
}

/**
 * Where a code may go: the proposal's mobiles and e-mail; a dependant registered without any
 * gets the holder's (the family's contact, where the term link went too).
 */
export async function contatosParaCodigo(
  db: Executor,
  propostaId: number,
): Promise<ContatoCodigo[]> {
  const proprios = await contatosDe(db, propostaId);
  if (proprios.length) return proprios;
  const [row] = await db
    .select({ titularId: propostasAdesao.propostaTitularId })
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, propostaId));
  return row?.titularId ? contatosDe(db, row.titularId) : [];
}

/** Salted with the session's own hash: the same code in two sessions never hashes alike. */
function hashCodigo(sessaoTokenHash: string, codigo: string): string {
  return createHash('sha256').update(`${sessaoTokenHash}:${codigo}`, 'utf8').digest('hex');
}

/**
 * Sends a fresh code to the chosen registered contact through the outbox (the message log names
 * the channel and the contact; the code leaves the log once delivered). Earlier codes of the
 * session stop counting.
 */
export async function enviarCodigo(
  db: Database,
  sessao: SessaoAberta,
  contatoId: string,
  now = new Date(),
): Promise<{ canal: CanalCodigo; destino: string; expiraEm: Date }> {
  const contatos = await contatosParaCodigo(db, sessao.propostaAdesaoId);
  if (!contatos.length) throw badRequest(SEM_CONTATO);
  const contato = contatos.find((c) => c.id === contatoId);
  if (!contato) throw badRequest(CONTATO_DESCONHECIDO);
  const enviados = await db
    .select({ id: codigosProponente.id })
    .from(codigosProponente)
    .where(eq(codigosProponente.sessaoId, sessao.sessaoId));
  if (enviados.length >= MAX_CODIGOS_SESSAO) throw new HttpError(429, [LIMITE_CODIGOS]);
  const codigo = String(randomInt(0, 10 ** CODIGO_DIGITOS)).padStart(CODIGO_DIGITOS, '0');
  const expiraEm = new Date(now.getTime() + CODIGO_VALIDADE_MINUTOS * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .update(codigosProponente)
      .set({ usadoEm: now })
      .where(
        and(eq(codigosProponente.sessaoId, sessao.sessaoId), isNull(codigosProponente.usadoEm)),
      );
    await tx.insert(codigosProponente).values({
      sessaoId: sessao.sessaoId,
      linkId: sessao.link.id,
      canal: contato.canal,
      destino: contato.destino,
      codigoHash: hashCodigo(sessao.tokenHash, codigo),
      expiraEm,
    });
    await queueMessage(tx, {
      propostaAdesaoId: sessao.propostaAdesaoId,
      canal: contato.canal,
      destino: contato.destino,
      modelo: MODELO_CODIGO,
      conteudo: codigo,
      autor: { id: null, nome: servidor.comum.autores.proponente },
    });
  });
  return { canal: contato.canal, destino: mascarar(contato), expiraEm };
}

/**
 * Checks the code the applicant typed against the session's live one. Right: the session is
 * verified and remembers the channel (the consent's record names it). Wrong: one try spent on
 * the code, and the link locks after MAX_FALHAS_CODIGO_LINK wrong codes in all.
 */
export async function confirmarCodigo(
  db: Database,
  sessao: SessaoAberta,
  digitado: string,
  now = new Date(),
): Promise<CanalCodigo> {
  const [atual] = await db
    .select()
    .from(codigosProponente)
    .where(and(eq(codigosProponente.sessaoId, sessao.sessaoId), isNull(codigosProponente.usadoEm)))
    .orderBy(desc(codigosProponente.id))
    .limit(1);
  if (!atual) throw badRequest(SEM_CODIGO);
  if (atual.expiraEm <= now || atual.tentativas >= MAX_TENTATIVAS_CODIGO)
    throw badRequest(CODIGO_VENCIDO);
  const esperado = Buffer.from(atual.codigoHash, 'hex');
  const recebido = Buffer.from(hashCodigo(sessao.tokenHash, digitado.trim()), 'hex');
  if (!timingSafeEqual(esperado, recebido)) {
    await db
      .update(codigosProponente)
      .set({ tentativas: sql`${codigosProponente.tentativas} + 1` })
      .where(eq(codigosProponente.id, atual.id));
    const [{ falhas }] = await db
      .select({ falhas: sql<number>`coalesce(sum(${codigosProponente.tentativas}), 0)::int` })
      .from(codigosProponente)
      .where(eq(codigosProponente.linkId, sessao.link.id));
    if (falhas >= MAX_FALHAS_CODIGO_LINK) {
      await db
        .update(linksProponente)
        .set({ bloqueado: true })
        .where(eq(linksProponente.id, sessao.link.id));
      throw new HttpError(401, [LINK_BLOQUEADO]);
    }
    throw badRequest(
      atual.tentativas + 1 >= MAX_TENTATIVAS_CODIGO ? CODIGO_VENCIDO : CODIGO_INCORRETO,
    );
  }
  const canal = atual.canal as CanalCodigo;
  await db.transaction(async (tx) => {
    await tx
      .update(codigosProponente)
      .set({ usadoEm: now })
      .where(eq(codigosProponente.id, atual.id));
    await tx
      .update(sessoesProponente)
      .set({ verificadaEm: now, canalVerificacao: canal })
      .where(eq(sessoesProponente.id, sessao.sessaoId));
  });
  return canal;
}
