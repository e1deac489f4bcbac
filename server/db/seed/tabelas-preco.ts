import { FAIXAS_ETARIAS_ANS, type ValoresPorFaixa } from '../../../src/domain';
import type { Database } from '../client';
import { planosSaude, tabelasPreco } from '../schema';

/**
 * Demo monthly prices by ANS age band, in reais (made up for the demo; issue 39 moved them out
 * of the code). The 2026 table of 'Sênior Apartamento' uses these; the other plans scale them.
 */
const VALORES_DEMO = [289.9, 339.9, 379.9, 419.9, 459.9, 519.9, 589.9, 689.9, 829.9, 1099.9];

/** How each demo plan's prices compare to the reference; a plan left out has no table. */
const FATOR_POR_PLANO: Record<string, number> = {
  'Essencial Enfermaria': 0.72,
  'Essencial Apartamento': 0.85,
  'Sênior Enfermaria': 0.88,
  'Sênior Apartamento': 1,
  // 'Master Nacional' has no table: its proposals show the term's "no price yet" notice.
};

function valores(fator: number): ValoresPorFaixa {
  return Object.fromEntries(
    FAIXAS_ETARIAS_ANS.map((f, i) => [f.campo, Math.round(VALORES_DEMO[i] * fator * 100) / 100]),
  ) as ValoresPorFaixa;
}

/**
 * Per plan a closed 2025 table and an open-ended one from 2026 (about 9% dearer, the yearly
 * adjustment), so the term's choice by date has something to choose between.
 */
export async function seedTabelasPreco(db: Database): Promise<void> {
  const [existing] = await db.select({ id: tabelasPreco.id }).from(tabelasPreco).limit(1);
  if (existing) return;
  const planos = await db.select({ id: planosSaude.id, nome: planosSaude.nome }).from(planosSaude);
  const rows = planos.flatMap((plano) => {
    const fator = FATOR_POR_PLANO[plano.nome];
    if (fator === undefined) return [];
    return [
      {
        nome: `${plano.nome} 2025`,
        planoSaudeId: plano.id,
        vigenciaInicio: '2025-01-01',
        vigenciaFim: '2025-12-31',
        ...valores(fator * 0.92),
      },
      {
        nome: `${plano.nome} 2026`,
        planoSaudeId: plano.id,
        vigenciaInicio: '2026-01-01',
        vigenciaFim: null,
        ...valores(fator),
      },
    ];
  });
  if (rows.length) await db.insert(tabelasPreco).values(rows);
}
