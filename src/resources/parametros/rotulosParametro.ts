import {
  getStatusInfo,
  parametroDefinition,
  SITUACAO,
  SLA_METAS,
  type ErroParametro,
} from '../../domain';
import { translate } from '../../providers/i18nProvider';
import { rotuloSituacao } from '../propostas/chips/rotuloSituacao';

/**
 * A parameter's texts in the chosen language. The domain's definition (src/domain/parametros.ts)
 * holds the pt-BR texts of the catalogue keys `parametros.itens.<chave>.rotulo`/`descricao`,
 * `parametros.prazo.*` for the SLA targets (`sla.<status>`, the status's name read through
 * rotuloSituacao) and `parametros.unidades`/`quantidades.<unidadeChave>`, which the server's
 * answers say; the screen reads the same keys by the parameter's `chave`. A parameter the domain
 * does not know shows what the server wrote. Read while rendering, never at module level.
 */
interface TextosDoServidor {
  chave: string;
  label: string;
  descricao?: string;
  unidade?: string;
}

function situacaoDoPrazo(chave: string) {
  const meta = SLA_METAS.find((m) => `sla.${m.situacao}` === chave);
  return meta ? getStatusInfo(SITUACAO[meta.situacao]) : undefined;
}

export function rotuloParametro({ chave, label }: Pick<TextosDoServidor, 'chave' | 'label'>) {
  const situacao = situacaoDoPrazo(chave);
  if (situacao) return translate('parametros.prazo.rotulo', { situacao: rotuloSituacao(situacao) });
  return parametroDefinition(chave)
    ? translate(`parametros.itens.${chave}.rotulo`, { _: label })
    : label;
}

export function descricaoParametro({ chave, descricao = '' }: TextosDoServidor): string {
  if (situacaoDoPrazo(chave)) return translate('parametros.prazo.descricao');
  return parametroDefinition(chave)
    ? translate(`parametros.itens.${chave}.descricao`, { _: descricao })
    : descricao;
}

/** The unit's word alone ('dias úteis', 'business days'): the limits and the new value's field. */
export function unidadeParametro({ chave, unidade = '' }: TextosDoServidor): string {
  const definition = parametroDefinition(chave);
  return definition
    ? translate(`parametros.unidades.${definition.unidadeChave}`, { _: unidade })
    : unidade;
}

/** A value with its unit, in agreement: '1 dia útil', '3 business days'. */
export function quantidadeParametro(p: TextosDoServidor, valor: number): string {
  const definition = parametroDefinition(p.chave);
  return definition
    ? translate(`parametros.quantidades.${definition.unidadeChave}`, { smart_count: valor })
    : `${valor} ${p.unidade ?? ''}`.trim();
}

/**
 * Why a new value is refused, in the chosen language: the key of parametros.mensagens that the
 * domain's erroDoParametro gives ('Informe um valor entre 1 e 168', 'Enter a value between 1
 * and 168'); the server answers the same rule's pt-BR text.
 */
export function mensagemParametro(erro: ErroParametro): string {
  return translate(`parametros.mensagens.${erro.chave}`, 'valores' in erro ? erro.valores : {});
}
