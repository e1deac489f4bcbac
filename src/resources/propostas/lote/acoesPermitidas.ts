import { acoesEmLoteDaLista, canAccess, type AcaoEmLote } from '../../../domain';

/**
 * The bulk actions the user may run: the same permission check as the proposal screen's buttons
 * and the server's (canAccess on the action), among those the list's statuses allow at all (no
 * 'Aprovar documentação' on Concluídas). Whether each row allows it is still the server's answer
 * per row: the result dialog says which rows were refused. Plain (no React): the list's preview
 * (previa/) asks it too, before react-admin has loaded, to draw the checkbox column or not.
 */
export function acoesPermitidas(
  roles: readonly string[],
  statuses: readonly number[],
): { acoes: AcaoEmLote[]; reenviar: boolean } {
  return {
    acoes: acoesEmLoteDaLista(statuses).filter((acao) =>
      canAccess(roles, { resource: 'proposta', action: acao }),
    ),
    reenviar: canAccess(roles, { resource: 'proposta', action: 'reenviar-link' }),
  };
}

/** Whether the list shows its rows' checkboxes: some bulk action is open to the user. */
export const temAcoesEmLote = (roles: readonly string[], statuses: readonly number[]) => {
  const { acoes, reenviar } = acoesPermitidas(roles, statuses);
  return acoes.length > 0 || reenviar;
};
