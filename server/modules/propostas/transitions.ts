import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  IDADE_MINIMA_SEM_LIBERACAO,
  ACTOR,
  ageInYears,
  apply,
  assertCanPerform,
  TIPO_OBSERVACAO,
  type Aprovacoes,
  type LifecycleAction,
  type PropostaState,
  type TipoAprovacaoKey,
} from '../../../src/domain';
import type { Database, Transaction } from '../../db/client';
import { documentosAnexos, observacoesPropostasAdesao, propostasAdesao } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import {
  assertVersion,
  PROPOSTA_NAO_ENCONTRADA,
  scopeCondition,
  scopeOf,
  toHttpError,
} from './access';
import { descricaoComMotivo, HISTORICO_DESCRICAO, registrarHistorico } from './historico';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** Who drives a transition: a signed-in user, the applicant on the token link, or the system. */
export type Actor =
  | { kind: 'usuario'; user: CurrentUser }
  // `nome`: the holder, when she acts for a dependant of hers (the family's term).
  | { kind: 'proponente'; nome?: string }
  | { kind: 'sistema'; nome?: string };

export type PropostaRow = typeof propostasAdesao.$inferSelect;
type PropostaUpdate = Partial<typeof propostasAdesao.$inferInsert>;

export interface TransitionRequest {
  propostaId: number;
  action: LifecycleAction;
  actor: Actor;
  /** The version the client saw; a different current version answers 409. */
  versao?: number;
  motivo?: string | null;
  descricaoPendencia?: string | null;
  /** Columns the action sets besides the lifecycle's (e.g. the ERP registration number). */
  changes?: PropostaUpdate;
  /** Work that must commit with the transition: outbox messages, observation rows. */
  after?: (tx: Transaction, result: TransitionResult) => Promise<void>;
}

export interface TransitionResult {
  proposta: PropostaRow;
  situacaoAnteriorId: number | null;
  historicoId: number;
}

/** Where each approval is stored on the proposal row (when, and by whom where it applies). */
export const APPROVAL_COLUMNS: Record<
  TipoAprovacaoKey,
  { em: keyof PropostaRow; por?: keyof PropostaRow }
> = {
  AceiteTermoIntencaoCompra: { em: 'aceiteTermoEm' },
  AprovacaoAvaliacaoSaude: { em: 'aprovacaoAvaliacaoSaudeEm', por: 'aprovacaoAvaliacaoSaudePorId' },
  AprovacaoDocumentacao: { em: 'aprovacaoDocumentacaoEm', por: 'aprovacaoDocumentacaoPorId' },
};

export function aprovacoesOf(row: PropostaRow): Aprovacoes {
  return {
    AceiteTermoIntencaoCompra: row.aceiteTermoEm != null,
    AprovacaoAvaliacaoSaude: row.aprovacaoAvaliacaoSaudeEm != null,
    AprovacaoDocumentacao: row.aprovacaoDocumentacaoEm != null,
  };
}

/**
 * The under-49 release is about the applicant (the holder): a dependent child follows the
 * holder's proposal, or no family with children could ever be submitted.
 */
export function needsAgeRelease(
  row: Pick<PropostaRow, 'propostaTitularId' | 'dataNascimento' | 'liberacaoIdadeEm'>,
  today = new Date(),
): boolean {
  if (row.propostaTitularId != null) return false;
  const age = ageInYears(row.dataNascimento, today);
  return age !== null && age < IDADE_MINIMA_SEM_LIBERACAO && row.liberacaoIdadeEm == null;
}

/**
 * The lifecycle's view of a stored proposal. `documentosAnexos` is counted where an action is
 * run (runTransition); the detail's summary of the actions leaves it out.
 */
export function stateOf(
  row: PropostaRow,
  pendenciasAbertas: number,
  documentosAnexos?: number,
): PropostaState {
  return {
    situacaoPropostaAdesaoId: row.situacaoPropostaAdesaoId,
    situacaoAnteriorId: row.situacaoAnteriorId,
    possuiPendencia: row.possuiPendencia,
    pendenciasAbertas,
    aprovacoes: aprovacoesOf(row),
    inativo: row.inativa,
    liberacaoIdadePendente: needsAgeRelease(row),
    documentosAnexos,
  };
}

export async function countOpenPendencies(tx: Transaction | Database, propostaId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(observacoesPropostasAdesao)
    .where(
      and(
        eq(observacoesPropostasAdesao.propostaAdesaoId, propostaId),
        eq(observacoesPropostasAdesao.tipoObservacaoId, TIPO_OBSERVACAO.pendencia),
        eq(observacoesPropostasAdesao.resolvido, false),
      ),
    );
  return row.n;
}

/** Documents attached to the proposal and not deleted. */
export async function countDocumentosAnexos(tx: Transaction | Database, propostaId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(documentosAnexos)
    .where(
      and(eq(documentosAnexos.propostaAdesaoId, propostaId), isNull(documentosAnexos.dataExclusao)),
    );
  return row.n;
}

function rolesOf(actor: Actor): readonly string[] {
  if (actor.kind === 'usuario') return actor.user.roles;
  return [actor.kind === 'proponente' ? ACTOR.Proponente : ACTOR.Sistema];
}

function authorOf(actor: Actor, proposta: PropostaRow): { autorId: number | null; autor: string } {
  if (actor.kind === 'usuario') return { autorId: actor.user.id, autor: actor.user.nome };
  if (actor.kind === 'proponente') return { autorId: null, autor: actor.nome ?? proposta.nome };
  return { autorId: null, autor: actor.nome ?? servidor.comum.autores.sistema };
}

/**
 * Locks the proposal row for the rest of the transaction. Users only reach proposals in their
 * scope; the applicant and the system are trusted callers of the server itself.
 */
export async function lockProposta(
  tx: Transaction,
  id: number,
  actor: Actor,
): Promise<PropostaRow> {
  const scope = actor.kind === 'usuario' ? scopeCondition(scopeOf(actor.user)) : undefined;
  const [row] = await tx
    .select()
    .from(propostasAdesao)
    .where(and(eq(propostasAdesao.id, id), scope))
    .for('update');
  if (!row) throw notFound(PROPOSTA_NAO_ENCONTRADA);
  return row;
}

function approvalChanges(before: Aprovacoes, after: Aprovacoes, autorId: number | null) {
  const changes: Record<string, unknown> = {};
  for (const [key, columns] of Object.entries(APPROVAL_COLUMNS)) {
    const had = Boolean(before[key as TipoAprovacaoKey]);
    const has = Boolean(after[key as TipoAprovacaoKey]);
    if (had === has) continue;
    changes[columns.em] = has ? new Date() : null;
    if (columns.por) changes[columns.por] = has ? autorId : null;
  }
  return changes as PropostaUpdate;
}

/**
 * Runs one lifecycle action: lock, version check, the table's verdict (status, guards, role),
 * the update, the history entry and the caller's side work, all in one transaction. The
 * version goes up by one on every success; a refusal changes nothing.
 */
export async function runTransition(
  db: Database,
  request: TransitionRequest,
): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    const row = await lockProposta(tx, request.propostaId, request.actor);
    assertVersion(request.versao, row.versao);
    const state = stateOf(
      row,
      await countOpenPendencies(tx, row.id),
      await countDocumentosAnexos(tx, row.id),
    );
    let next: PropostaState;
    try {
      assertCanPerform(request.action, state, rolesOf(request.actor));
      next = apply(request.action, state, { motivo: request.motivo });
    } catch (error) {
      throw toHttpError(error);
    }
    const author = authorOf(request.actor, row);
    const statusChanged = next.situacaoPropostaAdesaoId !== row.situacaoPropostaAdesaoId;
    const [updated] = await tx
      .update(propostasAdesao)
      .set({
        ...request.changes,
        situacaoPropostaAdesaoId: next.situacaoPropostaAdesaoId,
        situacaoAnteriorId: next.situacaoAnteriorId ?? null,
        inativa: next.inativo ?? false,
        possuiPendencia: next.possuiPendencia ?? row.possuiPendencia,
        ...approvalChanges(state.aprovacoes ?? {}, next.aprovacoes ?? {}, author.autorId),
        versao: sql`${propostasAdesao.versao} + 1`,
        dataAtualizacao: new Date(),
        ...(statusChanged ? { dataAlteracaoSituacao: new Date() } : {}),
      })
      .where(eq(propostasAdesao.id, row.id))
      .returning();
    const historicoId = await registrarHistorico(tx, {
      propostaAdesaoId: row.id,
      chave: request.action,
      // A pendency's text goes to descricaoPendencia; repeating it as the reason adds nothing.
      descricao: request.descricaoPendencia
        ? HISTORICO_DESCRICAO[request.action]
        : descricaoComMotivo(HISTORICO_DESCRICAO[request.action], request.motivo),
      descricaoPendencia: request.descricaoPendencia ?? null,
      situacaoAnteriorId: row.situacaoPropostaAdesaoId,
      situacaoNovaId: updated.situacaoPropostaAdesaoId,
      ...author,
    });
    const result = {
      proposta: updated,
      situacaoAnteriorId: row.situacaoPropostaAdesaoId,
      historicoId,
    };
    await request.after?.(tx, result);
    return result;
  });
}
