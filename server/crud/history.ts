import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { registrosHistorico } from '../db/schema';
import type { CurrentUser } from '../modules/auth/current-user';

export type AcaoRegistro = 'criado' | 'alterado' | 'desativado' | 'removido';

/** Before and after of each field that changed; the whole record on create. */
export type Alteracoes = Record<string, { de: unknown; para: unknown }>;

export function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): Alteracoes {
  const changes: Alteracoes = {};
  for (const field of fields) {
    if (!Object.hasOwn(after, field)) continue;
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { de: from, para: to };
  }
  return changes;
}

export async function writeHistory(
  tx: Executor,
  entry: {
    recurso: string;
    registroId: number;
    acao: AcaoRegistro;
    alteracoes: Alteracoes;
    user: CurrentUser;
  },
): Promise<void> {
  await tx.insert(registrosHistorico).values({
    recurso: entry.recurso,
    registroId: entry.registroId,
    acao: entry.acao,
    alteracoes: entry.alteracoes,
    autorId: entry.user.id,
    autor: entry.user.nome,
  });
}

export async function readHistory(db: Executor, recurso: string, registroId: number) {
  const rows = await db
    .select()
    .from(registrosHistorico)
    .where(
      and(eq(registrosHistorico.recurso, recurso), eq(registrosHistorico.registroId, registroId)),
    )
    .orderBy(desc(registrosHistorico.id));
  return rows.map((row) => ({
    id: row.id,
    acao: row.acao,
    alteracoes: row.alteracoes as Alteracoes,
    autor: row.autor,
    data: row.data.toISOString(),
  }));
}
