import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arquivosArmazenados } from '../../db/schema';

/**
 * Where the bytes of documents and selfies live. Metadata stays in documentos_anexos /
 * selfies_beneficiarios; they keep only the storage's key, so another storage (an object store)
 * can replace this one without touching the routes.
 */
export interface DocumentStorage {
  put(tx: Executor, content: Buffer): Promise<string>;
  get(db: Executor, key: string): Promise<Buffer | null>;
  remove(tx: Executor, key: string): Promise<void>;
}

/** The default: bytes in PostgreSQL (bytea), in the same transaction as their metadata. */
export const postgresStorage: DocumentStorage = {
  async put(tx, content) {
    const [row] = await tx
      .insert(arquivosArmazenados)
      .values({ conteudo: content })
      .returning({ id: arquivosArmazenados.id });
    return `pg:${row.id}`;
  },
  async get(db, key) {
    const id = idOf(key);
    if (id == null) return null;
    const [row] = await db
      .select({ conteudo: arquivosArmazenados.conteudo })
      .from(arquivosArmazenados)
      .where(eq(arquivosArmazenados.id, id));
    return row?.conteudo ?? null;
  },
  async remove(tx, key) {
    const id = idOf(key);
    if (id != null) await tx.delete(arquivosArmazenados).where(eq(arquivosArmazenados.id, id));
  },
};

function idOf(key: string): number | null {
  const match = /^pg:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}
