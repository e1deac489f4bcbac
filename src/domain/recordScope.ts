import { AREAS, type AreaId } from './areas';
import { statusesForList } from './lists';
import { menuFor, type MenuItem } from './menus';
import type { UserFlags } from './roles';
import { ALL_SITUACAO_IDS, type SituacaoId } from './statuses';

/**
 * Which proposals, by status, a staff role may read at all: the screens of its menus define it,
 * so the detail, the side reads (history, observations, sends), the writes (observations,
 * contacts, actions), the documents and the searches answer 404 for a proposal no screen of the
 * role would show (least privilege, issues 'Quality gates' and 41). Dealership scoping (own
 * dealership, own broker) is applied instead by the server for dealership roles.
 */
export interface StatusScope {
  /** The sent statuses read; a draft (no status) is never one of them. */
  situacoes: readonly SituacaoId[];
  /** Drafts read: none, only under-49 drafts awaiting the age release, or every draft. */
  rascunhos: RascunhosAlcance;
}

export type RascunhosAlcance = 'nenhum' | 'aguardando-liberacao' | 'todos';

/** Under this age the draft needs the Liberacao49Menos release before it is submitted. */
export const IDADE_MINIMA_SEM_LIBERACAO = 49;

/**
 * The menu screens that show proposals without being one status list (LIST_STATUSES), by area
 * and route. The dashboards, the supervisor's panel and the reports count or export proposals
 * of every sent status; the PME screens open their beneficiaries in every status; the drafts
 * list ('Rascunhos') shows every draft, the age-release list the drafts waiting for it. No other
 * screen shows a draft: the status lists, even 'Todas', show sent proposals only.
 */
export const OTHER_PROPOSAL_SCREENS: Partial<
  Record<AreaId, Readonly<Record<string, StatusScope>>>
> = {
  'gestao-comercial': {
    dashboard: { situacoes: ALL_SITUACAO_IDS, rascunhos: 'nenhum' },
    'painel-supervisor': { situacoes: ALL_SITUACAO_IDS, rascunhos: 'nenhum' },
    relatorios: { situacoes: ALL_SITUACAO_IDS, rascunhos: 'nenhum' },
    'pme/todas-propostas': { situacoes: ALL_SITUACAO_IDS, rascunhos: 'nenhum' },
    rascunhos: { situacoes: [], rascunhos: 'todos' },
    'liberacao-idade': { situacoes: [], rascunhos: 'aguardando-liberacao' },
  },
  'gestao-callcenter': {
    dashboard: { situacoes: ALL_SITUACAO_IDS, rascunhos: 'nenhum' },
  },
};

const NADA: StatusScope = { situacoes: [], rascunhos: 'nenhum' };
const RASCUNHOS_ORDEM: readonly RascunhosAlcance[] = ['nenhum', 'aguardando-liberacao', 'todos'];

/** The wider of the scopes, statuses in their table order. */
function union(scopes: readonly StatusScope[]): StatusScope {
  const situacoes = new Set(scopes.flatMap((s) => s.situacoes));
  const rascunhos = Math.max(0, ...scopes.map((s) => RASCUNHOS_ORDEM.indexOf(s.rascunhos)));
  return {
    situacoes: ALL_SITUACAO_IDS.filter((id) => situacoes.has(id)),
    rascunhos: RASCUNHOS_ORDEM[rascunhos],
  };
}

function paths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.children ? paths(item.children) : (item.path ?? [])));
}

/** What one role's menus show: every area it enters, the links its rules leave visible. */
function scopeOfRole(role: string, externo: boolean): StatusScope {
  const user: UserFlags = { roles: [role], enfermeiroExterno: externo };
  return union(
    AREAS.flatMap((area) =>
      paths(menuFor(area.id, user)).map((path) => {
        const situacoes = statusesForList(area.id, path);
        if (situacoes) return { situacoes, rascunhos: 'nenhum' as const };
        return OTHER_PROPOSAL_SCREENS[area.id]?.[path] ?? NADA;
      }),
    ),
  );
}

// Menus never change at run time: each role's scope is worked out once (every request asks).
const cache = new Map<string, StatusScope>();

/**
 * The union of what these roles (each allowed to list proposals) may read. `user` carries the
 * external-nurse flag, which hides the approval lists from a nurse whatever her role.
 */
export function statusScopeOf(
  readerRoles: readonly string[],
  user: Pick<UserFlags, 'enfermeiroExterno'> = {},
): StatusScope {
  const externo = user.enfermeiroExterno === true;
  return union(
    readerRoles.map((role) => {
      const key = `${role}|${externo}`;
      let scope = cache.get(key);
      if (!scope) {
        scope = scopeOfRole(role, externo);
        cache.set(key, scope);
      }
      return scope;
    }),
  );
}

/** Every sent status is in the scope (drafts aside). */
export function readsEveryStatus(scope: StatusScope): boolean {
  return scope.situacoes.length === ALL_SITUACAO_IDS.length;
}

/**
 * Does the scope reach a proposal in this status (null: a draft)? `aguardandoLiberacao` says
 * whether a draft waits for the age release (IDADE_MINIMA_SEM_LIBERACAO).
 */
export function scopeReaches(
  scope: StatusScope,
  situacao: number | null,
  aguardandoLiberacao = false,
): boolean {
  if (situacao != null) return (scope.situacoes as readonly number[]).includes(situacao);
  return (
    scope.rascunhos === 'todos' ||
    (scope.rascunhos === 'aguardando-liberacao' && aguardandoLiberacao)
  );
}
