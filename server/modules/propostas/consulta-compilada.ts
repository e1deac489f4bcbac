import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A WHERE compiled to text once per request, its values turned into named placeholders
 * (w1, w2, ...). Its text is the key of a list query compiled once (list-service.ts): building a
 * page query of twenty columns and three joins with Drizzle costs more CPU than the whole WHERE,
 * and the shape of a list's WHERE repeats endlessly (the same lists, filters and scopes).
 */
export interface WhereCompilado {
  /** The WHERE's SQL text: the same text means the same query with other values. */
  texto: string;
  /** The WHERE with placeholders where its values were, to build the query once. */
  fragmento: SQL;
  /** This request's values, by placeholder name. */
  valores: Record<string, unknown>;
}

export function compilarWhere(where: SQL | undefined): WhereCompilado {
  const { sql: texto, params } = dialect.sqlToQuery(where ?? sql`true`);
  // Drizzle numbers its parameters $1..$n in order: each becomes the placeholder w<n>.
  const partes = texto.split(/\$(\d+)/);
  const fragmento = sql.join(
    partes.map((parte, i) => (i % 2 ? sql.placeholder(`w${parte}`) : sql.raw(parte))),
  );
  const valores = Object.fromEntries(params.map((valor, i) => [`w${i + 1}`, valor]));
  return { texto, fragmento, valores };
}

/**
 * At most `limite` compiled queries per kind, the least recently used dropped first: the shapes
 * are few in practice, but a WHERE holds lists of ids whose lengths vary, so the count is bounded.
 */
export class ConsultasCompiladas<Q> {
  private readonly consultas = new Map<string, Q>();
  constructor(private readonly limite = 500) {}

  obter(chave: string, compilar: () => Q): Q {
    const existente = this.consultas.get(chave);
    if (existente !== undefined) {
      // Re-inserted: Map keeps insertion order, so the first key is the least recently used.
      this.consultas.delete(chave);
      this.consultas.set(chave, existente);
      return existente;
    }
    const nova = compilar();
    if (this.consultas.size >= this.limite) {
      this.consultas.delete(this.consultas.keys().next().value!);
    }
    this.consultas.set(chave, nova);
    return nova;
  }
}
