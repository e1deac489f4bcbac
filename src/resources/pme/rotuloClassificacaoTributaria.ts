import { CLASSIFICACOES_TRIBUTARIAS } from '../../domain';
import { translate } from '../../providers/i18nProvider';

/**
 * The PME tax classifications as a select's options, each named in the chosen language: the
 * catalogue key `pme.classificacoesTributarias.<key>`, whose pt-BR text is the domain's `label`
 * (src/domain/pme.ts) and the contract PDF's. Read while rendering.
 */
export function opcoesClassificacaoTributaria(): { value: number; label: string }[] {
  return CLASSIFICACOES_TRIBUTARIAS.map((c) => ({
    value: c.id,
    label: translate(`pme.classificacoesTributarias.${c.key}`, { _: c.label }),
  }));
}
