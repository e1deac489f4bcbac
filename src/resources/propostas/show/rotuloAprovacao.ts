import { INDICADOR_APROVACAO, TIPOS_APROVACAO, type IndicadorAprovacao } from '../../../domain';
import { translate } from '../../../providers/i18nProvider';

/**
 * An approval's name in the chosen language: the catalogue key `aprovacoes.tipos.<chave>`, whose
 * pt-BR text is the domain's `label` (src/domain/aprovacoes.ts) and the server's `descricao`. An
 * approval the domain does not know shows what the server wrote. Read while rendering.
 */
export function rotuloAprovacao(chave: string, descricao: string): string {
  const info = TIPOS_APROVACAO.find((t) => t.key === chave);
  return info ? translate(`aprovacoes.tipos.${info.key}`, { _: info.label }) : descricao;
}

/** An approval indicator's name ('Aprovado', 'Atenção', 'Não iniciado') in the chosen language. */
export function rotuloIndicadorAprovacao(indicador: IndicadorAprovacao): string {
  return translate(`aprovacoes.indicadores.${indicador}`, {
    _: INDICADOR_APROVACAO[indicador].label,
  });
}
