import { ALL_SITUACAO_IDS, type SituacaoId } from './statuses';
import { LIST_STATUSES, NURSE_SITUACAO_LISTS } from './lists';
import { ROLE, type Role } from './roles';

/**
 * Which proposals, by status, a staff role may read at all: its lists define it, so the detail,
 * the side reads (history, observations, sends), the documents and the reports answer 404 for
 * a proposal no list of the role would show (least privilege, issue 'Quality gates').
 * Dealership scoping (own dealership, own broker) is applied on top by the server.
 */
export interface StatusScope {
  /** Every status, or only these. */
  situacoes: 'todas' | readonly SituacaoId[];
  /** Drafts of under-49 applicants still waiting for the age release (Liberacao49Menos). */
  liberacaoIdadePendente: boolean;
}

/** Under this age the draft needs the Liberacao49Menos release before it is submitted. */
export const IDADE_MINIMA_SEM_LIBERACAO = 49;

const union = (...lists: (readonly SituacaoId[])[]): SituacaoId[] => [...new Set(lists.flat())];
const ofArea = (area: keyof typeof LIST_STATUSES) => union(...Object.values(LIST_STATUSES[area]));

/**
 * Roles whose reading is narrower than every status, each from its own lists. A role not named
 * here that may list proposals reads every status.
 */
const RESTRICTED: Partial<Record<Role, StatusScope>> = {
  [ROLE.DAC]: { situacoes: ofArea('dac'), liberacaoIdadePendente: false },
  // The external nurse's menu: Entradas and Canceladas (approval lists are hidden from it).
  [ROLE.EnfermeiroExterno]: {
    situacoes: union(
      NURSE_SITUACAO_LISTS['aguardando-avaliacao'].statuses,
      NURSE_SITUACAO_LISTS.canceladas.statuses,
    ),
    liberacaoIdadePendente: false,
  },
  [ROLE.Liberacao49Menos]: { situacoes: [], liberacaoIdadePendente: true },
  [ROLE.OperadorCallCenter]: {
    situacoes: ofArea('operador-callcenter'),
    liberacaoIdadePendente: false,
  },
  [ROLE.GestorCallCenter]: {
    situacoes: ofArea('gestao-callcenter'),
    liberacaoIdadePendente: false,
  },
};

/** The union of what these roles (each allowed to list proposals) may read. */
export function statusScopeOf(readerRoles: readonly string[]): StatusScope {
  const scopes = readerRoles.map(
    (role) =>
      RESTRICTED[role as Role] ?? { situacoes: 'todas' as const, liberacaoIdadePendente: false },
  );
  if (scopes.some((s) => s.situacoes === 'todas')) {
    return { situacoes: 'todas', liberacaoIdadePendente: false };
  }
  const situacoes = union(...scopes.map((s) => s.situacoes as readonly SituacaoId[]));
  return {
    situacoes: situacoes.length === ALL_SITUACAO_IDS.length ? 'todas' : situacoes,
    liberacaoIdadePendente: scopes.some((s) => s.liberacaoIdadePendente),
  };
}
