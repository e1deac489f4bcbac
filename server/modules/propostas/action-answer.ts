import { Type } from 'typebox';
import { situacaoDaProposta, TIPOS_APROVACAO } from '../../../src/domain';
import type { Executor } from '../../db/client';
import type { propostasAdesao } from '../../db/schema';
import { Nullable } from '../../http/schemas';
import { aprovacao, userNames } from './detail-service';
import { Aprovacao } from './detail-schemas';
import { needsAgeRelease } from './transitions';

/**
 * What every command that changes a proposal answers: its new state, the fields the screen's
 * status chip, pendency flag and action buttons read (and the version the next command sends).
 * The client writes it into its cached records at once (src/resources/propostas/
 * applyActionAnswer.ts) instead of waiting for GET api/adesao/{id} (decisions/0134).
 */
export const ActionAnswer = Type.Object({
  id: Type.Integer(),
  versao: Type.Integer(),
  situacaoPropostaAdesaoId: Nullable(Type.Integer()),
  situacaoPropostaAdesaoNome: Type.String(),
  situacaoAnteriorId: Nullable(Type.Integer()),
  possuiPendencia: Type.Boolean(),
  inativa: Type.Boolean(),
  diaVencimento: Nullable(Type.Integer()),
  liberacaoIdadePendente: Type.Boolean(),
  dataAlteracaoSituacao: Type.String(),
  /**
   * The three approvals as the detail shows them (GET api/adesao/{id}'s `aprovacoes`): carried
   * by the lifecycle actions' routes (action-routes.ts), whose approving and revoking change
   * them and whose every status change moves their indicators. Absent elsewhere.
   */
  aprovacoes: Type.Optional(Type.Array(Aprovacao)),
});

type PropostaRow = typeof propostasAdesao.$inferSelect;

export function toActionAnswer(row: PropostaRow) {
  // As the detail computes it (detail-service.ts): only a draft waits for the age release.
  const liberacaoIdadePendente = row.situacaoPropostaAdesaoId == null && needsAgeRelease(row);
  return {
    id: row.id,
    versao: row.versao,
    situacaoPropostaAdesaoId: row.situacaoPropostaAdesaoId,
    situacaoPropostaAdesaoNome: situacaoDaProposta({ ...row, liberacaoIdadePendente }).label,
    situacaoAnteriorId: row.situacaoAnteriorId,
    possuiPendencia: row.possuiPendencia,
    inativa: row.inativa,
    diaVencimento: row.diaVencimento,
    liberacaoIdadePendente,
    dataAlteracaoSituacao: row.dataAlteracaoSituacao.toISOString(),
  };
}

/**
 * The answer with the approvals (decisions/0134): the approvals card and its indicators change
 * with the answer of 'Aprovar documentação' and 'Revogar aprovação' as the chip does. One look-up
 * of the approvers' names, as the detail makes it.
 */
export async function toActionAnswerComAprovacoes(db: Executor, row: PropostaRow) {
  const names = await userNames(db, [
    row.aprovacaoAvaliacaoSaudePorId,
    row.aprovacaoDocumentacaoPorId,
  ]);
  return {
    ...toActionAnswer(row),
    aprovacoes: TIPOS_APROVACAO.map((t) => aprovacao(row, t.key, names)),
  };
}
