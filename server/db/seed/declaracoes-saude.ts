import { DECLARACAO_SAUDE_PADRAO } from '../../../src/domain';
import type { Database } from '../client';
import { declaracoesSaude, perguntasDeclaracaoSaude } from '../schema';

/**
 * The health declaration the nurse fills in (id 1, the id the demo answers carry), with its
 * questions in order within each step. Idempotent: an existing declaration is left as edited.
 */
export async function seedDeclaracoesSaude(db: Database): Promise<void> {
  const inserted = await db
    .insert(declaracoesSaude)
    .values({ id: DECLARACAO_SAUDE_PADRAO.id, titulo: DECLARACAO_SAUDE_PADRAO.titulo })
    .onConflictDoNothing()
    .returning({ id: declaracoesSaude.id });
  if (inserted.length === 0) return;
  const ordem = new Map<number, number>();
  await db.insert(perguntasDeclaracaoSaude).values(
    DECLARACAO_SAUDE_PADRAO.perguntas.map((p) => {
      const next = (ordem.get(p.etapaId) ?? 0) + 1;
      ordem.set(p.etapaId, next);
      return {
        declaracaoSaudeId: DECLARACAO_SAUDE_PADRAO.id,
        etapaId: p.etapaId,
        ordem: next,
        texto: p.texto,
      };
    }),
  );
}
