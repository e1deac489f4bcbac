import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { rascunhosEntrada } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const RASCUNHO_NAO_ENCONTRADO = servidor.entrada.rascunhoNaoEncontrado;
export const RASCUNHO_DESATUALIZADO = servidor.entrada.rascunhoAlteradoEmOutraJanela;

type Row = typeof rascunhosEntrada.$inferSelect;

function toRascunho(row: Row) {
  return {
    id: row.id,
    tipo: row.tipo,
    dados: row.dados,
    passo: row.passo,
    versao: row.versao,
    dataAtualizacao: row.dataAtualizacao.toISOString(),
  };
}

/** A user's drafts are theirs alone: another user's id answers 404, like a missing one. */
async function loadOwn(db: Executor, user: CurrentUser, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(rascunhosEntrada)
    .where(and(eq(rascunhosEntrada.id, id), eq(rascunhosEntrada.usuarioId, user.id)));
  if (!row) throw notFound(RASCUNHO_NAO_ENCONTRADO);
  return row;
}

export async function criarRascunho(
  db: Database,
  user: CurrentUser,
  input: { tipo: number; dados?: Record<string, unknown> },
) {
  const [row] = await db
    .insert(rascunhosEntrada)
    .values({ usuarioId: user.id, tipo: input.tipo, dados: input.dados ?? {} })
    .returning();
  return toRascunho(row);
}

export async function lerRascunho(db: Executor, user: CurrentUser, id: number) {
  return toRascunho(await loadOwn(db, user, id));
}

/** The user's drafts of one kind, the most recently touched first. */
export async function listarRascunhos(db: Executor, user: CurrentUser, tipo: number) {
  const rows = await db
    .select()
    .from(rascunhosEntrada)
    .where(and(eq(rascunhosEntrada.usuarioId, user.id), eq(rascunhosEntrada.tipo, tipo)))
    .orderBy(desc(rascunhosEntrada.dataAtualizacao), desc(rascunhosEntrada.id))
    .limit(20);
  return rows.map(toRascunho);
}

/**
 * Saves the form as it stands. The version guards against two windows overwriting each other
 * without knowing: the older one gets 409 and reloads.
 */
export async function salvarRascunho(
  db: Database,
  user: CurrentUser,
  id: number,
  input: { dados: Record<string, unknown>; passo: number; versao: number },
) {
  await loadOwn(db, user, id);
  const [row] = await db
    .update(rascunhosEntrada)
    .set({
      dados: input.dados,
      passo: input.passo,
      versao: sql`${rascunhosEntrada.versao} + 1`,
      dataAtualizacao: new Date(),
    })
    .where(
      and(
        eq(rascunhosEntrada.id, id),
        eq(rascunhosEntrada.usuarioId, user.id),
        eq(rascunhosEntrada.versao, input.versao),
      ),
    )
    .returning();
  if (!row) throw conflict(RASCUNHO_DESATUALIZADO);
  return toRascunho(row);
}

export async function excluirRascunho(db: Database, user: CurrentUser, id: number) {
  await loadOwn(db, user, id);
  await db
    .delete(rascunhosEntrada)
    .where(and(eq(rascunhosEntrada.id, id), eq(rascunhosEntrada.usuarioId, user.id)));
}
