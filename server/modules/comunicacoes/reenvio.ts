import type { Database } from '../../db/client';
import type { CurrentUser } from '../auth/current-user';
import { isTipoLinkPagina, issueLinkUrl } from '../proponente/links';
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
  /** One of the proposal's registered contacts, already normalised; else its first one. */
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
    assertResendAllowed(tipo, proposta);
    return queueMessage(tx, {
      propostaAdesaoId: id,
      canal,
      destino: await resolveDestino(tx, id, canal, pedido.destino),
      modelo: MODELOS[tipo].modelo,
      // The term, the queue and the in-app evaluation are our applicant page: each resend issues
      // a new link to its own step and revokes the one sent before. The signature's link is
      // the e-signature envelope's, found by the worker.
      link: isTipoLinkPagina(tipo) ? await issueLinkUrl(tx, publicUrl, id, tipo) : null,
      autor: { id: user.id, nome: user.nome },
    });
  });
}
