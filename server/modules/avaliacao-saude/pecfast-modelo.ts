import { desc, eq, inArray } from 'drizzle-orm';
import { PECFAST_MODELO, validarModeloPecFast, type PecFastPergunta } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { modelosPecFast, usuarios } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';

export interface ModeloPecFast {
  /** null: the built-in model, in force until the health manager saves one. */
  id: number | null;
  perguntas: PecFastPergunta[];
  alteradoPor: string | null;
  alteradoEm: string | null;
}

const EMBUTIDO: ModeloPecFast = {
  id: null,
  perguntas: [...PECFAST_MODELO],
  alteradoPor: null,
  alteradoEm: null,
};

/** The model nurses answer now: the last one saved, or the built-in one. */
export async function modeloAtual(db: Executor): Promise<ModeloPecFast> {
  const [row] = await db
    .select({
      id: modelosPecFast.id,
      perguntas: modelosPecFast.perguntas,
      criadoEm: modelosPecFast.criadoEm,
      autor: usuarios.firstName,
      sobrenome: usuarios.lastName,
    })
    .from(modelosPecFast)
    .leftJoin(usuarios, eq(usuarios.id, modelosPecFast.criadoPorId))
    .orderBy(desc(modelosPecFast.id))
    .limit(1);
  if (!row) return EMBUTIDO;
  return {
    id: row.id,
    perguntas: row.perguntas as PecFastPergunta[],
    alteradoPor: row.autor ? `${row.autor} ${row.sobrenome ?? ''}`.trim() : null,
    alteradoEm: row.criadoEm.toISOString(),
  };
}

/** The models some answers were given under, by id (null: the built-in one). */
export async function modelosPorId(
  db: Executor,
  ids: readonly (number | null)[],
): Promise<Map<number | null, PecFastPergunta[]>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length
    ? await db
        .select({ id: modelosPecFast.id, perguntas: modelosPecFast.perguntas })
        .from(modelosPecFast)
        .where(inArray(modelosPecFast.id, wanted))
    : [];
  return new Map<number | null, PecFastPergunta[]>([
    [null, [...PECFAST_MODELO]],
    ...rows.map((row) => [row.id, row.perguntas as PecFastPergunta[]] as const),
  ]);
}

/**
 * Saves a new version of the questionnaire (the health manager's). Earlier answers keep the
 * version they were given under, so changing or removing a question never garbles them.
 */
export async function salvarModelo(
  db: Executor,
  user: CurrentUser,
  perguntas: PecFastPergunta[],
): Promise<ModeloPecFast> {
  const limpas = perguntas.map((p) => ({
    id: p.id,
    texto: p.texto.trim(),
    tipo: p.tipo,
    obrigatoria: p.obrigatoria,
    ...(p.tipo === 'opcoes' ? { opcoes: (p.opcoes ?? []).map((o) => o.trim()) } : {}),
  }));
  const erro = validarModeloPecFast(limpas);
  if (erro) throw badRequest(erro);
  await db.insert(modelosPecFast).values({ perguntas: limpas, criadoPorId: user.id });
  return modeloAtual(db);
}
