import { format, subYears } from 'date-fns';
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  canAccess,
  hasAnyRole,
  IDADE_MINIMA_SEM_LIBERACAO,
  LifecycleError,
  ROLE,
  statusScopeOf,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { propostasAdesao } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';

export const PROPOSTA_NAO_ENCONTRADA = 'Proposta não encontrada';
export const VERSAO_DESATUALIZADA =
  'A proposta foi alterada por outro usuário. Atualize a página e tente novamente.';

/**
 * Which proposals a user may see. Dealership staff see their dealership's, a broker only the
 * ones he sold; everyone else who may list proposals sees all of them. Fails closed: a
 * dealership role without a dealership sees nothing.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'situacoes'; situacoes: readonly number[]; liberacaoIdadePendente: boolean }
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
    const status = statusScopeOf(readers);
    return status.situacoes === 'todas'
      ? { kind: 'all' }
      : {
          kind: 'situacoes',
          situacoes: status.situacoes,
          liberacaoIdadePendente: status.liberacaoIdadePendente,
        };
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

/** The scope as a WHERE condition on propostas_adesao (undefined: no restriction). */
export function scopeCondition(scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'situacoes':
      return (
        or(
          scope.situacoes.length
            ? inArray(propostasAdesao.situacaoPropostaAdesaoId, [...scope.situacoes])
            : undefined,
          scope.liberacaoIdadePendente ? awaitingAgeRelease() : undefined,
        ) ?? sql`false`
      );
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
