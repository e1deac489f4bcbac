import type { Database } from '../../db/client';
import type { CurrentUser } from '../auth/current-user';
import { linkProponente } from '../integracoes/comunicacoes/links';
import { issueLink } from '../proponente/links';
import { lockProposta } from '../propostas/transitions';
import {
  assertResendAllowed,
  MODELOS,
  queueMessage,
  resolveDestino,
  type Canal,
  type TipoReenvio,
} from './service';

export interface PedidoReenvio {
  propostaAdesaoId: number;
  tipo: TipoReenvio;
  canal: Canal;
  /** A destination typed by the user, already normalised; else the proposal's own contact. */
  destino?: string;
}

/**
 * Queues one resend of an applicant link, in its own transaction under the proposal's lock:
 * refused (409) when the proposal's status does not call for that link, and out of the user's
 * scope as any proposal call is. Shared by the single resend and the bulk one.
 */
export async function reenviarLink(
  db: Database,
  publicUrl: string,
  user: CurrentUser,
  pedido: PedidoReenvio,
) {
  const { propostaAdesaoId: id, tipo, canal } = pedido;
  return db.transaction(async (tx) => {
    const proposta = await lockProposta(tx, id, { kind: 'usuario', user });
    assertResendAllowed(tipo, proposta.situacaoPropostaAdesaoId);
    return queueMessage(tx, {
      propostaAdesaoId: id,
      canal,
      destino: await resolveDestino(tx, id, canal, pedido.destino),
      modelo: MODELOS[tipo].modelo,
      // A resend of the term issues a new link and revokes the one sent before.
      link:
        tipo === 'termo'
          ? linkProponente(publicUrl, (await issueLink(tx, id, 'termo')).token)
          : null,
      autor: { id: user.id, nome: user.nome },
    });
  });
}
