import { TIPO_PROPOSTA } from './kinds';
import { PORTABILIDADE_PREFIX } from './menuTable';

/**
 * Where a proposal is shown, relative to its area. The dealership area has a view per kind
 * (document 1, 2.3): retention at propostaRetencao/{id}, portability at
 * vendas-internas/propostaPortabilidade/{id} with its own /anexar-documentacao; the other kinds,
 * and every other area, at proposta/{id}. The lists' rows, the attach button and the attach
 * screen's way back all read these, so a proposal keeps the address of its kind.
 */
export function caminhoDaProposta(area: string, tipo: number | null | undefined, id: unknown) {
  if (area === 'concessionaria' && tipo === TIPO_PROPOSTA.Retencao) return `propostaRetencao/${id}`;
  if (area === 'concessionaria' && tipo === TIPO_PROPOSTA.Portabilidade) {
    return `${PORTABILIDADE_PREFIX}/${id}`;
  }
  return `proposta/${id}`;
}

/** The attach screen of the proposal: the portability view has its own (spec 2.3). */
export function caminhoDosDocumentos(area: string, tipo: number | null | undefined, id: unknown) {
  if (area === 'concessionaria' && tipo === TIPO_PROPOSTA.Portabilidade) {
    return `${PORTABILIDADE_PREFIX}/${id}/anexar-documentacao`;
  }
  return `proposta/${id}/anexar-documentacao`;
}
