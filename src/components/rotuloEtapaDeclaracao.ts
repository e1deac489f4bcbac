import { ETAPAS_DECLARACAO } from '../domain';
import { translate } from '../providers/i18nProvider';

/**
 * A health declaration's step (etapaId) in the chosen language: the catalogue key
 * `avaliacaoSaude.etapasDeclaracao.<key>`, whose pt-BR text is the domain's `label`
 * (src/domain/nursing.ts) and the server's `etapa`. An unknown step has no name (''). Read while
 * rendering, never at module level: the locale is read at each call.
 */
export function rotuloEtapaDeclaracao(etapaId: number): string {
  const etapa = ETAPAS_DECLARACAO.find((e) => e.id === etapaId);
  return etapa ? translate(`avaliacaoSaude.etapasDeclaracao.${etapa.key}`, { _: etapa.label }) : '';
}
