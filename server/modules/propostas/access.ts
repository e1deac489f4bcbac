import { format, subYears } from 'date-fns';
import { and, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  canAccess,
  hasAnyRole,
  IDADE_MINIMA_SEM_LIBERACAO,
  LifecycleError,
  readsEveryStatus,
  ROLE,
  statusScopeOf,
  type StatusScope,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { propostasAdesao } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { servidor } from '../../../i18n/pt-BR/servidor';
import ptBR from '../../../i18n/pt-BR';

export const PROPOSTA_NAO_ENCONTRADA = ptBR.propostas.nao_encontrada;
export const VERSAO_DESATUALIZADA = servidor.propostas.alteradaPorOutroUsuario;

/**
 * Which proposals a user may see. Dealership staff see their dealership's (drafts included: they
 * write them), a broker only the ones he sold; everyone else who may list proposals sees the
 * statuses its screens show (src/domain/recordScope.ts). Fails closed: a dealership role without
 * a dealership sees nothing.
 */
export type Scope =
  | { kind: 'situacoes'; status: StatusScope }
  | { kind: 'concessionaria'; concessionariaId: number }
  | { kind: 'corretor'; corretorId: number }
  | { kind: 'none' };

const DEALERSHIP_ROLES: readonly string[] = [
  ROLE.Concessionaria,
  ROLE.VendasInternas,
  ROLE.Corretor,
];

export function scopeOf(user: CurrentUser): Scope {
  const readers = user.roles.filter(
    (role) =>
      !DEALERSHIP_ROLES.includes(role) &&
      canAccess([role], { resource: 'proposta', action: 'list' }),
  );
  if (readers.length) {
    // Each staff role reads what its lists show (src/domain/recordScope.ts), nothing more.
    return { kind: 'situacoes', status: statusScopeOf(readers, user) };
  }
  if (user.corretorId != null) return { kind: 'corretor', corretorId: user.corretorId };
  if (user.concessionariaId != null && hasAnyRole(user.roles, DEALERSHIP_ROLES)) {
    return { kind: 'concessionaria', concessionariaId: user.concessionariaId };
  }
  return { kind: 'none' };
}

/** Drafts of applicants under 49 not yet released: the Liberacao49Menos role's work. */
export function awaitingAgeRelease(today = new Date()): SQL {
  const youngest = format(subYears(today, IDADE_MINIMA_SEM_LIBERACAO), 'yyyy-MM-dd');
  return and(
    isNull(propostasAdesao.situacaoPropostaAdesaoId),
    // A discarded draft (refused release or discarded by its author) waits for nothing.
    eq(propostasAdesao.inativa, false),
    isNull(propostasAdesao.liberacaoIdadeEm),
    // The release is the holder's (needsAgeRelease): dependents never wait for it.
    isNull(propostasAdesao.propostaTitularId),
    gt(propostasAdesao.dataNascimento, youngest),
  )!;
}

/** The sent statuses and the drafts a staff scope reads, as SQL (undefined: every row). */
function statusCondition({ situacoes, rascunhos }: StatusScope): SQL | undefined {
  const status = propostasAdesao.situacaoPropostaAdesaoId;
  const every = readsEveryStatus({ situacoes, rascunhos });
  // A draft has no status: 'every status' alone must not let drafts in (issue 41).
  if (every && rascunhos === 'todos') return undefined;
  const sent = every
    ? isNotNull(status)
    : situacoes.length
      ? inArray(status, [...situacoes])
      : undefined;
  const drafts =
    rascunhos === 'todos'
      ? isNull(status)
      : rascunhos === 'aguardando-liberacao'
        ? awaitingAgeRelease()
        : undefined;
  return or(sent, drafts) ?? sql`false`;
}

/** The scope as a WHERE condition on propostas_adesao (undefined: no restriction). */
export function scopeCondition(scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'situacoes':
      return statusCondition(scope.status);
    case 'concessionaria':
      return eq(propostasAdesao.concessionariaId, scope.concessionariaId);
    case 'corretor':
      return eq(propostasAdesao.corretorId, scope.corretorId);
    case 'none':
      return sql`false`;
  }
}

/**
 * Throws 404 unless the proposal exists and lies in the user's scope: a dealership must not learn
 * that another dealership's proposal exists.
 */
export async function assertVisible(db: Executor, user: CurrentUser, id: number): Promise<void> {
  const [row] = await db
    .select({ id: propostasAdesao.id })
    .from(propostasAdesao)
    .where(and(eq(propostasAdesao.id, id), scopeCondition(scopeOf(user))));
  if (!row) throw notFound(PROPOSTA_NAO_ENCONTRADA);
}

/** The lifecycle's refusals as HTTP answers with the table's pt-BR text. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof LifecycleError)) return error;
  switch (error.code) {
    case 'forbidden':
      return forbidden(error.message);
    case 'invalid-status':
    case 'guard-failed':
      return conflict(error.message);
    default:
      return badRequest(error.message);
  }
}

export function assertVersion(expected: number | undefined, actual: number): void {
  if (expected !== undefined && expected !== actual) throw conflict(VERSAO_DESATUALIZADA);
}
