import { and, asc, eq, isNull } from 'drizzle-orm';
import { SITUACAO } from '../../../src/domain';
import type { Database } from '../client';
import { propostasAdesao } from '../schema';

/**
 * One demo proposal paid by someone other than its holder (gestao-financeira shows both cases).
 * Only the payer columns: versao and the timeline stay as the proposal seed wrote them.
 */
export async function seedPagadores(db: Database): Promise<void> {
  const [already] = await db
    .select({ id: propostasAdesao.id })
    .from(propostasAdesao)
    .where(eq(propostasAdesao.pagadorTitular, false))
    .limit(1);
  if (already) return;
  const [proposta] = await db
    .select({ id: propostasAdesao.id })
    .from(propostasAdesao)
    .where(
      and(
        eq(propostasAdesao.situacaoPropostaAdesaoId, SITUACAO.NovaEntrada),
        isNull(propostasAdesao.propostaTitularId),
      ),
    )
    .orderBy(asc(propostasAdesao.id))
    .limit(1);
  if (!proposta) return;
  await db
    .update(propostasAdesao)
    .set({
      pagadorTitular: false,
      pagadorNome: 'Roberto Carvalho Dias',
      pagadorCpf: '39053344705',
      pagadorEmail: 'roberto.dias@example.com',
      pagadorTelefone: '27999112233',
    })
    .where(eq(propostasAdesao.id, proposta.id));
}
