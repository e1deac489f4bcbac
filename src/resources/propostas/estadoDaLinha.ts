import type { PropostaListItem } from './types';

/** The row's state for its status chip: a draft's too (what it waits for). */
export const estadoDe = (row: PropostaListItem) => ({
  situacaoId: row.situacaoPropostaAdesaoId,
  liberacaoIdadePendente: row.liberacaoIdadePendente,
  inativa: row.inativa,
});
