import { and, desc, eq } from 'drizzle-orm';
import { PARAMETROS, parametroDefinition, validateParametro } from '../../../src/domain';
import type { Database } from '../../db/client';
import { parametros, registrosHistorico } from '../../db/schema';
import { writeHistory } from '../../crud/history';
import { parametrosCacheOf } from './cache';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const PARAMETRO_DESATUALIZADO = servidor.parametros.alteradoPorOutroUsuario;
export const PARAMETRO_ALTERADO = servidor.parametros.parametroAlteradoSucesso;

/**
 * The parameters' change history lives with the declared resources' (registros_historico),
 * under one pseudo-record: a parameter's key is text, the history's record id a number, and the
 * screen shows one history of all parameters anyway. Each entry names the key it changed.
 */
const HISTORICO = { recurso: 'parametros', registroId: 0 } as const;

/** Every parameter the domain defines, with the value in force and its versao (0: default). */
export async function listarParametros(db: Database) {
  const rows = await db.select().from(parametros);
  const stored = new Map(rows.map((row) => [row.chave, row]));
  return PARAMETROS.map((definition) => {
    const row = stored.get(definition.chave);
    const valor = typeof row?.valor === 'number' ? row.valor : definition.padrao;
    return {
      ...definition,
      valor,
      versao: row?.versao ?? 0,
      atualizadoEm: row?.atualizadoEm.toISOString() ?? null,
    };
  });
}

/**
 * Sets a parameter with optimistic concurrency: versao 0 means 'still the default' (no row yet),
 * any other must match the stored row. Same bounds check as the screen (validateParametro).
 */
export async function alterarParametro(
  db: Database,
  user: CurrentUser,
  chave: string,
  valor: unknown,
  versao: number,
) {
  const definition = parametroDefinition(chave);
  if (!definition) throw notFound(servidor.parametros.parametroNaoEncontrado);
  const erro = validateParametro(chave, valor);
  if (erro) throw badRequest(erro);
  const novo = valor as number;
  const alterado = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(parametros).where(eq(parametros.chave, chave));
    if ((row?.versao ?? 0) !== versao) throw conflict(PARAMETRO_DESATUALIZADO);
    const anterior = typeof row?.valor === 'number' ? row.valor : definition.padrao;
    if (row) {
      const updated = await tx
        .update(parametros)
        .set({
          valor: novo,
          versao: versao + 1,
          atualizadoEm: new Date(),
          atualizadoPorId: user.id,
        })
        .where(and(eq(parametros.chave, chave), eq(parametros.versao, versao)))
        .returning({ chave: parametros.chave });
      if (!updated.length) throw conflict(PARAMETRO_DESATUALIZADO);
    } else {
      await tx
        .insert(parametros)
        .values({ chave, valor: novo, versao: 1, atualizadoPorId: user.id });
    }
    if (anterior !== novo) {
      await writeHistory(tx, {
        ...HISTORICO,
        acao: 'alterado',
        alteracoes: { [chave]: { de: anterior, para: novo } },
        user,
      });
    }
    return { chave, valor: novo, versao: versao + 1 };
  });
  // This process's copy goes at once (the NOTIFY reaches the others, and this one, a moment
  // later): whoever saved a parameter sees it in force on their very next call.
  parametrosCacheOf(db)?.invalidate();
  return alterado;
}

export async function historicoParametros(db: Database) {
  const rows = await db
    .select()
    .from(registrosHistorico)
    .where(
      and(
        eq(registrosHistorico.recurso, HISTORICO.recurso),
        eq(registrosHistorico.registroId, HISTORICO.registroId),
      ),
    )
    .orderBy(desc(registrosHistorico.id))
    .limit(200);
  return rows.flatMap((row) =>
    Object.entries(row.alteracoes as Record<string, { de: unknown; para: unknown }>).map(
      ([chave, { de, para }]) => ({
        id: row.id,
        chave,
        label: parametroDefinition(chave)?.label ?? chave,
        de,
        para,
        autor: row.autor,
        data: row.data.toISOString(),
      }),
    ),
  );
}
