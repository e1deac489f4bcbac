import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { format } from 'date-fns';
import { businessDayOf, FAIXAS_ETARIAS_ANS, type ValoresPorFaixa } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { tabelasPreco } from '../../db/schema';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** The term's answer when no table prices the proposal (the page shows it, confirming is refused). */
export const SEM_PRECO_VIGENTE = servidor.proponente.semPrecoVigente;

export interface TabelaVigente {
  id: number;
  nome: string;
  vigenciaInicio: string;
  vigenciaFim: string | null;
  valores: ValoresPorFaixa;
}

/**
 * The day a term is priced on (docs/decisions/0119-term-prices.md): the acceptance's day once
 * accepted, so the price shown afterwards is the one agreed to; before that, today. Both in
 * Brasília.
 */
export function diaDoTermo(aceiteTermoEm: Date | null, agora: Date): Date {
  return businessDayOf(aceiteTermoEm ?? agora);
}

/**
 * The active price table of the plan valid on `dia`, or null (no plan, no table, or only tables
 * of other periods). The CRUD routes keep active periods of one plan apart, so at most one
 * matches; the newest start wins should an old database hold two.
 */
export async function tabelaVigente(
  db: Executor,
  planoSaudeId: number | null,
  dia: Date,
): Promise<TabelaVigente | null> {
  if (planoSaudeId == null) return null;
  const iso = format(dia, 'yyyy-MM-dd');
  const [row] = await db
    .select()
    .from(tabelasPreco)
    .where(
      and(
        eq(tabelasPreco.planoSaudeId, planoSaudeId),
        eq(tabelasPreco.ativo, true),
        lte(tabelasPreco.vigenciaInicio, iso),
        or(isNull(tabelasPreco.vigenciaFim), gte(tabelasPreco.vigenciaFim, iso)),
      ),
    )
    .orderBy(desc(tabelasPreco.vigenciaInicio))
    .limit(1);
  if (!row) return null;
  const valores = Object.fromEntries(
    FAIXAS_ETARIAS_ANS.map((f) => [f.campo, row[f.campo]]),
  ) as ValoresPorFaixa;
  return {
    id: row.id,
    nome: row.nome,
    vigenciaInicio: row.vigenciaInicio,
    vigenciaFim: row.vigenciaFim,
    valores,
  };
}
