import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { assinaturasContratos, type propostasAdesao } from '../../../db/schema';
import type { ModeloComunicacao } from '../../../integrations/email/templates/comunicacoes';
import { issueLinkUrl, type TipoLinkPagina } from '../../proponente/links';

type Proposta = typeof propostasAdesao.$inferSelect;

/** assinaturas_contratos.tipo of an individual (family) contract. */
export const TIPO_CONTRATO_ADESAO = 1;
export const TIPO_CONTRATO_PME = 2;

/** The applicant's own page (/mpa/{token}): term, health declaration and what comes next. */
export function linkProponente(publicUrl: string, tokenAcesso: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/mpa/${tokenAcesso}`;
}

/** What stands for a token once a message has left: the log keeps where it pointed, not the key. */
export const LINK_REMOVIDO = '[removido]';

/**
 * A sent link as the message log keeps it: the address and its first path segment ('/mpa',
 * '/l', the e-signature service's page), the token that opens it removed. A log row or a data
 * export must never be a way into the applicant's page, the video room or the signature.
 */
export function linkRedigido(link: string): string {
  try {
    const url = new URL(link);
    const primeiro = url.pathname.split('/').filter(Boolean)[0];
    return `${url.origin}/${primeiro ? `${primeiro}/` : ''}${LINK_REMOVIDO}`;
  } catch {
    return LINK_REMOVIDO;
  }
}

export const linkJaRedigido = (link: string | null): boolean =>
  link !== null && link.endsWith(LINK_REMOVIDO);

/**
 * The contract-signature link belongs to the e-signature service: this applicant's signer link
 * in the latest envelope of the family contract, or null while no envelope was sent yet (or
 * when she signs nothing).
 */
export async function linkAssinatura(
  db: Executor,
  proposta: Pick<Proposta, 'id' | 'cpf' | 'propostaTitularId'>,
): Promise<string | null> {
  const titularId = proposta.propostaTitularId ?? proposta.id;
  const [envelope] = await db
    .select({ signatarios: assinaturasContratos.signatarios })
    .from(assinaturasContratos)
    .where(
      and(
        eq(assinaturasContratos.tipo, TIPO_CONTRATO_ADESAO),
        eq(assinaturasContratos.referenciaId, titularId),
      ),
    )
    .orderBy(desc(assinaturasContratos.id))
    .limit(1);
  // Only her own: a signer link is the signer's signature (the family's envelope names the
  // holder alone, so a dependant has none).
  const signer = envelope?.signatarios.find((s) => s.cpf === proposta.cpf);
  return signer?.linkAssinatura ?? null;
}

/** The resend `tipo` of each applicant-page message: its link opens that step. */
const TIPO_POR_MODELO: Partial<Record<ModeloComunicacao, TipoLinkPagina>> = {
  'termo-intencao-compra': 'termo',
  'fila-atendimento': 'fila',
  'avaliacao-saude-app': 'avaliacao',
};

/**
 * The link of a log row that was queued without one (or lost its token when it died): the
 * signature link (above), or a fresh link to the applicant's page at the step the message
 * names. Never the proposal's bare `tokenAcesso`, which opens nothing.
 */
export async function resolverLink(
  db: Executor,
  publicUrl: string,
  modelo: ModeloComunicacao,
  proposta: Proposta,
): Promise<string | null> {
  if (modelo === 'assinatura-contrato') {
    const link = await linkAssinatura(db, proposta);
    // Retryable: the envelope may still be on its way through the outbox.
    if (!link) throw new Error('Contrato ainda não enviado para assinatura eletrônica');
    return link;
  }
  // A notice, an appointment message or a code has no page to open (the room is its own invite).
  const tipo = TIPO_POR_MODELO[modelo];
  return tipo ? issueLinkUrl(db, publicUrl, proposta.id, tipo) : null;
}
