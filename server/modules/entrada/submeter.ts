import { and, asc, eq, isNull } from 'drizzle-orm';
import { DEPENDENTE_ENVIADO_COM_TITULAR } from '../../../src/domain';
import type { Database } from '../../db/client';
import { propostasAdesao } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { PROPOSTA_NAO_ENCONTRADA, scopeCondition, scopeOf } from '../propostas/access';
import { requestReceitaCheck, submissionEffects } from '../propostas/side-effects';
import { runTransition, type TransitionResult } from '../propostas/transitions';

type Actor = { kind: 'usuario'; user: CurrentUser };

/**
 * The dependents still in draft go with their holder: the same 'submeter' row, without a term
 * of their own (the holder's link covers the contract), each in its own transaction as the
 * creation does, and each with its own Receita Federal check (its own CPF). A dependent the
 * lifecycle refuses stays a draft for its own screen to show.
 */
export async function submeterDependentes(db: Database, actor: Actor, titularId: number) {
  const drafts = await db
    .select({ id: propostasAdesao.id })
    .from(propostasAdesao)
    .where(
      and(
        eq(propostasAdesao.propostaTitularId, titularId),
        isNull(propostasAdesao.situacaoPropostaAdesaoId),
        eq(propostasAdesao.inativa, false),
      ),
    )
    .orderBy(asc(propostasAdesao.id));
  for (const draft of drafts) {
    await runTransition(db, {
      propostaId: draft.id,
      action: 'submeter',
      actor,
      after: requestReceitaCheck,
    });
  }
}

/**
 * POST api/adesao/{id}/submeter ('Enviar proposta'): a holder's draft, once the lifecycle allows it
 * (active, age released), goes to 'Aguardando aprovação do termo' and the purchase-intent link is
 * sent in the same transaction (docs/domain.md#lifecycles); then its dependents follow. A
 * dependent's own draft is refused (canSubmitDraft, the check the screens make).
 */
export async function enviarRascunho(
  db: Database,
  user: CurrentUser,
  input: { propostaId: number; versao: number; publicUrl: string },
): Promise<TransitionResult> {
  const [row] = await db
    .select({ propostaTitularId: propostasAdesao.propostaTitularId })
    .from(propostasAdesao)
    .where(and(eq(propostasAdesao.id, input.propostaId), scopeCondition(scopeOf(user))));
  if (!row) throw notFound(PROPOSTA_NAO_ENCONTRADA);
  if (row.propostaTitularId != null) throw conflict(DEPENDENTE_ENVIADO_COM_TITULAR);
  const actor: Actor = { kind: 'usuario', user };
  const result = await runTransition(db, {
    propostaId: input.propostaId,
    action: 'submeter',
    actor,
    versao: input.versao,
    after: submissionEffects(input.publicUrl, { id: user.id, nome: user.nome }),
  });
  await submeterDependentes(db, actor, input.propostaId);
  return result;
}
