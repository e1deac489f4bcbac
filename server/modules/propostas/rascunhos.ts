import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { propostasAdesao } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { assertVersion } from './access';
import {
  CHAVE_DESCARTAR_RASCUNHO,
  CHAVE_RECUSAR_LIBERACAO_IDADE,
  registrarHistorico,
} from './historico';
import { lockProposta, needsAgeRelease, type PropostaRow } from './transitions';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const SO_RASCUNHOS = servidor.propostas.soRascunhosDescartados;
export const RASCUNHO_JA_DESCARTADO = servidor.propostas.rascunhoFoiDescartado;

/**
 * A discarded draft keeps its row and history (the audit trail of who discarded it and why) and
 * is marked inativa: the drafts list and the age-release queue leave inactive drafts out.
 * No migration is needed: `inativa` already exists for the lifecycle's inactivation.
 */
async function discard(
  db: Database,
  user: CurrentUser,
  input: { propostaId: number; versao: number },
  check: (row: PropostaRow) => void,
  entry: { chave: string; descricao: string },
) {
  return db.transaction(async (tx) => {
    const row = await lockProposta(tx, input.propostaId, { kind: 'usuario', user });
    assertVersion(input.versao, row.versao);
    if (row.situacaoPropostaAdesaoId != null) throw conflict(SO_RASCUNHOS);
    if (row.inativa) throw conflict(RASCUNHO_JA_DESCARTADO);
    check(row);
    const [updated] = await tx
      .update(propostasAdesao)
      .set({
        inativa: true,
        versao: sql`${propostasAdesao.versao} + 1`,
        dataAtualizacao: new Date(),
      })
      .where(eq(propostasAdesao.id, row.id))
      .returning();
    // A holder's dependents were never sent either: they go with the holder's draft.
    await tx
      .update(propostasAdesao)
      .set({
        inativa: true,
        versao: sql`${propostasAdesao.versao} + 1`,
        dataAtualizacao: new Date(),
      })
      .where(
        and(
          eq(propostasAdesao.propostaTitularId, row.id),
          isNull(propostasAdesao.situacaoPropostaAdesaoId),
        ),
      );
    await registrarHistorico(tx, {
      propostaAdesaoId: row.id,
      chave: entry.chave,
      descricao: entry.descricao,
      situacaoAnteriorId: null,
      situacaoNovaId: null,
      autorId: user.id,
      autor: user.nome,
    });
    return updated;
  });
}

/** The author (or the commercial manager) gives up a draft that was never sent. */
export function descartarRascunho(
  db: Database,
  user: CurrentUser,
  input: { propostaId: number; versao: number },
) {
  return discard(db, user, input, () => undefined, {
    chave: CHAVE_DESCARTAR_RASCUNHO,
    descricao: servidor.propostas.historico.rascunhoDescartado,
  });
}

/** Liberacao49Menos refuses the under-49 release: the draft is discarded with the reason. */
export function recusarLiberacaoIdade(
  db: Database,
  user: CurrentUser,
  input: { propostaId: number; versao: number; motivo: string },
) {
  return discard(
    db,
    user,
    input,
    (row) => {
      if (!needsAgeRelease(row)) {
        throw conflict(servidor.propostas.propostaNaoAguardandoLiberacao);
      }
    },
    {
      chave: CHAVE_RECUSAR_LIBERACAO_IDADE,
      descricao: format(servidor.propostas.historico.liberacaoIdadeRecusada, {
        motivo: input.motivo,
      }),
    },
  );
}
