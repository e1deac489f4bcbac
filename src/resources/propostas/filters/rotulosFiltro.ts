import { FILTRO_BENEFICIARIO, FILTRO_CARENCIA, FILTRO_SITUACAO_AVALIACAO } from '../../../domain';
import { translate } from '../../../providers/i18nProvider';

/**
 * The filter panel's options in the chosen language: the catalogue keys `listas.filtros.*`,
 * whose pt-BR texts are the domain's labels (src/domain/lists.ts). Called while rendering, never
 * at module level: the locale is read at each call.
 */
export const opcoesCarencia = () =>
  FILTRO_CARENCIA.map((o) => ({
    id: o.id,
    label: translate(`listas.filtros.carencia.${o.key}`, { _: o.label }),
  }));

export const opcoesSituacaoAvaliacao = () =>
  FILTRO_SITUACAO_AVALIACAO.map((o) => ({
    id: o.id,
    label: translate(`listas.filtros.situacaoAvaliacao.${o.key}`, { _: o.label }),
  }));

export const opcoesBeneficiario = () =>
  FILTRO_BENEFICIARIO.map((o) => ({
    id: o.id,
    label: translate(`listas.filtros.beneficiario.${o.id}`, { _: o.label }),
  }));
