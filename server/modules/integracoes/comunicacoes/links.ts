import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { assinaturasContratos, type propostasAdesao } from '../../../db/schema';
import type { ModeloComunicacao } from '../../../integrations/email/templates/comunicacoes';

type Proposta = typeof propostasAdesao.$inferSelect;

/** assinaturas_contratos.tipo of an individual (family) contract. */
export const TIPO_CONTRATO_ADESAO = 1;
export const TIPO_CONTRATO_PME = 2;

/** The applicant's own page (/mpa/{token}): term, health declaration and what comes next. */
export function linkProponente(publicUrl: string, tokenAcesso: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/mpa/${tokenAcesso}`;
}

/**
 * The contract-signature link belongs to the e-signature service: this applicant's signer link
 * in the latest envelope of the family contract, or null while no envelope was sent yet.
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
  const signer =
    envelope?.signatarios.find((s) => s.cpf === proposta.cpf) ?? envelope?.signatarios[0];
  return signer?.linkAssinatura ?? null;
}

/**
 * The link of a log row that was queued without one: the signature link (above), or the
 * applicant's page, where the next step is shown.
 */
export async function resolverLink(
  db: Executor,
  publicUrl: string,
  modelo: ModeloComunicacao,
  proposta: Proposta,
): Promise<string | null> {
  // A notice or an appointment message has no page to open (the video room is its own invite).
  if (modelo === 'comunicado' || modelo.startsWith('agendamento-')) return null;
  if (modelo !== 'assinatura-contrato') return linkProponente(publicUrl, proposta.tokenAcesso);
  const link = await linkAssinatura(db, proposta);
  // Retryable: the envelope may still be on its way through the outbox.
  if (!link) throw new Error('Contrato ainda não enviado para assinatura eletrônica');
  return link;
}
