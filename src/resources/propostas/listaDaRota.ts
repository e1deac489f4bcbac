import {
  LISTAS_SO_COM_PENDENCIA,
  NURSE_SITUACAO_LISTS,
  PORTABILIDADE_PREFIX,
  RETENCAO_PREFIX,
  statusesForList,
  type AreaId,
  type NurseSituacaoSlug,
} from '../../domain';
import type { BuscarMeta } from '../../providers/buscaDePropostas';

/** The retention and portability lists are read through their own calls. */
export function listaOf(route: string): BuscarMeta['lista'] {
  if (route.startsWith(`${RETENCAO_PREFIX}/`)) return 'retencao';
  if (route.startsWith(`${PORTABILIDADE_PREFIX}/`)) return 'portabilidade';
  return undefined;
}

/** A nurse list's slug in POST api/enfermeiro/propostasSituacao/{slug}, by its route. */
export function nurseSlugOf(area: string, route: string): NurseSituacaoSlug | undefined {
  if (area !== 'enfermeiro-avaliador') return undefined;
  const entry = Object.entries(NURSE_SITUACAO_LISTS).find(([, list]) => list.route === route);
  return entry?.[0] as NurseSituacaoSlug | undefined;
}

/**
 * What a proposal list passes its data provider in `meta`, by area and route: the statuses the
 * spec gives the route and which call reads them. Undefined when the route is not a proposal
 * list. Shared by the list (PropostaList) and the start-up prefetch (precargaLista.ts), which
 * must ask for exactly the same thing.
 */
export function metaDaLista(area: AreaId, route: string): BuscarMeta | undefined {
  const situacoes = statusesForList(area, route);
  if (!situacoes) return undefined;
  const comPendencia = LISTAS_SO_COM_PENDENCIA[area]?.includes(route) ? true : undefined;
  return { situacoes, lista: listaOf(route), enfermeiro: nurseSlugOf(area, route), comPendencia };
}
