import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  canAccess,
  LINK_PROPONENTE_POR_TIPO,
  canResendLink,
  LINKS_PROPONENTE,
  type TipoLinkProponente,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { comunicacoesPropostasAdesao, type propostasAdesao } from '../../db/schema';
import type { CurrentUser } from '../auth/current-user';
import { linkAssinatura, linkProponente } from '../integracoes/comunicacoes/links';

type Proposta = typeof propostasAdesao.$inferSelect;
export type LinksProponente = Record<TipoLinkProponente, string | null>;

const NENHUM: LinksProponente = { termo: null, fila: null, assinatura: null, avaliacao: null };

/**
 * The term's link is issued with a fresh token on each send (only its hash is kept in
 * links_proponente), so the address to copy is the one last delivered, from the message log.
 */
async function ultimoLinkTermo(db: Executor, propostaId: number): Promise<string | null> {
  const [row] = await db
    .select({ link: comunicacoesPropostasAdesao.link })
    .from(comunicacoesPropostasAdesao)
    .where(
      and(
        eq(comunicacoesPropostasAdesao.propostaAdesaoId, propostaId),
        eq(comunicacoesPropostasAdesao.modelo, LINK_PROPONENTE_POR_TIPO.termo.modelo),
        isNotNull(comunicacoesPropostasAdesao.link),
      ),
    )
    .orderBy(desc(comunicacoesPropostasAdesao.id))
    .limit(1);
  return row?.link ?? null;
}

/**
 * The applicant's links for 'Copiar link', the very addresses a resend would deliver: the
 * signer's link of the e-signature envelope for the contract, the applicant's page (/mpa/{token})
 * for the others. Null where resending makes no sense in the status, where the envelope is not
 * out yet, and for users who may not resend links: the token is the applicant's access.
 */
export async function linksDaProposta(
  db: Executor,
  user: CurrentUser,
  proposta: Proposta,
  publicUrl: string,
): Promise<LinksProponente> {
  if (!canAccess(user.roles, { resource: 'proposta', action: 'reenviar-link' })) return NENHUM;
  const links: LinksProponente = { ...NENHUM };
  for (const { tipo } of LINKS_PROPONENTE) {
    if (!canResendLink(tipo, proposta.situacaoPropostaAdesaoId)) continue;
    links[tipo] =
      tipo === 'assinatura'
        ? await linkAssinatura(db, proposta)
        : tipo === 'termo'
          ? await ultimoLinkTermo(db, proposta.id)
          : linkProponente(publicUrl, proposta.tokenAcesso);
  }
  return links;
}
