import { LINK_PROPONENTE_POR_TIPO, type TipoLinkProponente } from '../../../src/domain';
import type { Database } from '../../db/client';
import { conflict } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { assertResendAllowed } from '../comunicacoes/service';
import { linkAssinatura } from '../integracoes/comunicacoes/links';
import { isTipoLinkPagina, issueLinkUrl } from '../proponente/links';
import { CHAVE_COPIAR_LINK, registrarHistorico } from './historico';
import { lockProposta } from './transitions';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const CONTRATO_SEM_ENVELOPE = servidor.propostas.contratoSemLinkAssinatura;

/**
 * 'Copiar link': the applicant's address issued on demand, the only way staff ever see a live
 * one (the detail carries none). The applicant's page links get a fresh token (the one sent
 * before stops working: one live link per step); the contract signature's is the envelope's
 * signer link. Refused where a resend is; the history records who took it, never the token.
 */
export async function copiarLink(
  db: Database,
  user: CurrentUser,
  propostaId: number,
  tipo: TipoLinkProponente,
  publicUrl: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const proposta = await lockProposta(tx, propostaId, { kind: 'usuario', user });
    assertResendAllowed(tipo, proposta);
    const link = isTipoLinkPagina(tipo)
      ? await issueLinkUrl(tx, publicUrl, proposta.id, tipo)
      : await linkAssinatura(tx, proposta);
    if (!link) throw conflict(CONTRATO_SEM_ENVELOPE);
    await registrarHistorico(tx, {
      propostaAdesaoId: proposta.id,
      chave: CHAVE_COPIAR_LINK,
      descricao: format(
        isTipoLinkPagina(tipo)
          ? servidor.propostas.historico.linkGerado
          : servidor.propostas.historico.linkCopiado,
        { link: LINK_PROPONENTE_POR_TIPO[tipo].label },
      ),
      situacaoAnteriorId: proposta.situacaoPropostaAdesaoId,
      situacaoNovaId: proposta.situacaoPropostaAdesaoId,
      autorId: user.id,
      autor: user.nome,
    });
    return link;
  });
}
