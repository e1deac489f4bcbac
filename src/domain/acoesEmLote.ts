import { LIFECYCLE, type LifecycleAction } from './lifecycleTable';

/**
 * The lifecycle actions a list can run on many selected proposals at once (issue 21). Each is a
 * plain transition that takes at most one reason, the same for every row, so one call of
 * POST api/adesao/lote applies it row by row. Resending links is no transition (no version, no
 * status change): it has its own bulk call, POST api/adesao/lote/reenviar (one link type and one
 * channel for all the rows).
 */
export const ACOES_EM_LOTE = [
  'aprovar-documentacao',
  'bloquear',
  'cancelar',
] as const satisfies readonly LifecycleAction[];

export type AcaoEmLote = (typeof ACOES_EM_LOTE)[number];

/** Rows one call may carry: a full list page (PAGE_SIZES tops at 100). */
export const MAX_ITENS_LOTE = 100;

/**
 * The bulk route's own permission: anyone allowed one of the actions above (the table derives
 * its roles from theirs). The handler then checks the chosen action's own permission.
 */
export const PERMISSAO_LOTE = 'acao-em-lote';

export function isAcaoEmLote(action: string): action is AcaoEmLote {
  return (ACOES_EM_LOTE as readonly string[]).includes(action);
}

/**
 * The bulk actions that make sense on a list of these statuses (empty: every status, as
 * 'Todas'): those whose lifecycle row starts from at least one of them. Concluídas and
 * Integradas offered 'Aprovar documentação', which every one of their rows refuses (issue 39,
 * item 15); the server still decides row by row.
 */
export function acoesEmLoteDaLista(statuses: readonly number[]): AcaoEmLote[] {
  return ACOES_EM_LOTE.filter((acao) => {
    if (statuses.length === 0) return true;
    const from = LIFECYCLE.find((row) => row.action === acao)?.from ?? [];
    return from.some((status) => statuses.includes(status as number));
  });
}
