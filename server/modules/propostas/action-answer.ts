import { Type } from 'typebox';
import { situacaoDaProposta } from '../../../src/domain';
import type { propostasAdesao } from '../../db/schema';
import { Nullable } from '../../http/schemas';
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
