import { hasAnyRole, readsEveryStatus, ROLE } from '../../../src/domain';
import type { CurrentUser } from '../auth/current-user';
import { scopeCondition, scopeOf } from '../propostas/access';

const DEALERSHIP_ROLES = [ROLE.Concessionaria, ROLE.VendasInternas, ROLE.Corretor];

/**
 * A dealership exports only its own proposals (the same scope as its lists); the managers whose
 * role the report table names export all of them, whether or not they may list proposals.
 */
export function reportScope(user: CurrentUser) {
  const scope = scopeOf(user);
  // A manager who also holds a dealership role reads every status: his reports are not fenced.
  const everyStatus = scope.kind === 'situacoes' && readsEveryStatus(scope.status);
  const dealershipOnly = !everyStatus && hasAnyRole(user.roles, DEALERSHIP_ROLES);
  return dealershipOnly ? scopeCondition(scope) : undefined;
}
