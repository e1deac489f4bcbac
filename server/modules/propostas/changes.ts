import { eq, sql } from 'drizzle-orm';
import { canChangeDueDay, nomeDaSituacao } from '../../../src/domain';
import type { Database } from '../../db/client';
import { propostasAdesao } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { assertVersion } from './access';
import { CHAVE_ALTERAR_VENCIMENTO, CHAVE_LIBERAR_IDADE, registrarHistorico } from './historico';
import { lockProposta, needsAgeRelease } from './transitions';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** The timeline's descriptions, stored in pt-BR with the event. */
const HISTORICO = servidor.propostas.historico;

/**
 * Changes that are not status transitions but still follow the same rules: lock, version check,
 * one history entry, version + 1, all in one transaction.
 */

function statusLabel(id: number | null): string {
  return nomeDaSituacao(id);
}

export async function alterarVencimento(
  db: Database,
  user: CurrentUser,
  input: { propostaId: number; versao: number; diaVencimento: number },
) {
  return db.transaction(async (tx) => {
    const row = await lockProposta(tx, input.propostaId, { kind: 'usuario', user });
    assertVersion(input.versao, row.versao);
    // The statuses are the domain's SITUACOES_ALTERAR_VENCIMENTO, which the screen reads too.
    if (!canChangeDueDay(row.situacaoPropostaAdesaoId)) {
      throw conflict(
        format(servidor.propostas.vencimentoNaoAlteravel, {
          situacao: statusLabel(row.situacaoPropostaAdesaoId),
        }),
      );
    }
    const [updated] = await tx
      .update(propostasAdesao)
      .set({
        diaVencimento: input.diaVencimento,
        versao: sql`${propostasAdesao.versao} + 1`,
        dataAtualizacao: new Date(),
      })
      .where(eq(propostasAdesao.id, row.id))
      .returning();
    await registrarHistorico(tx, {
      propostaAdesaoId: row.id,
      chave: CHAVE_ALTERAR_VENCIMENTO,
      descricao:
        row.diaVencimento == null
          ? format(HISTORICO.vencimentoDefinido, { dia: input.diaVencimento })
          : format(HISTORICO.vencimentoAlterado, {
              antes: row.diaVencimento,
              dia: input.diaVencimento,
            }),
      situacaoAnteriorId: row.situacaoPropostaAdesaoId,
      situacaoNovaId: row.situacaoPropostaAdesaoId,
      autorId: user.id,
      autor: user.nome,
    });
    return updated;
  });
}

/** Liberacao49Menos: releases an under-49 applicant's draft for submission. */
export async function liberarIdade(
  db: Database,
  user: CurrentUser,
  input: { propostaId: number; versao: number },
) {
  return db.transaction(async (tx) => {
    const row = await lockProposta(tx, input.propostaId, { kind: 'usuario', user });
    assertVersion(input.versao, row.versao);
    if (row.situacaoPropostaAdesaoId != null) {
      throw conflict(servidor.propostas.liberacaoSoAntesDeSubmeter);
    }
    if (!needsAgeRelease(row)) {
      throw conflict(servidor.propostas.propostaNaoPrecisaLiberacao);
    }
    const [updated] = await tx
      .update(propostasAdesao)
      .set({
        liberacaoIdadeEm: new Date(),
        liberacaoIdadePorId: user.id,
        versao: sql`${propostasAdesao.versao} + 1`,
        dataAtualizacao: new Date(),
      })
      .where(eq(propostasAdesao.id, row.id))
      .returning();
    await registrarHistorico(tx, {
      propostaAdesaoId: row.id,
      chave: CHAVE_LIBERAR_IDADE,
      descricao: HISTORICO.liberacaoIdadeConcedida,
      situacaoAnteriorId: null,
      situacaoNovaId: null,
      autorId: user.id,
      autor: user.nome,
    });
    return updated;
  });
}
