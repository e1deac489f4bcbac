import { format } from '../../i18n/catalog';
import { parametros as textos } from '../../i18n/pt-BR/parametros';
import { SLA_METAS, slaChave, type SlaChave } from './sla';
import { getStatusInfo, SITUACAO } from './statuses';

/**
 * The business constants an operator may change (spec 2.2 'parametros'). Each has a key, a pt-BR
 * label, a type with bounds and the default the product uses while no operator changed it. The
 * labels, descriptions and units are catalogue texts (parametros.itens keyed by the `chave`,
 * parametros.prazo, parametros.unidades): pt-BR here and in the server's answers; the screen
 * reads the keys in the chosen language (src/resources/parametros/rotulosParametro.ts). The
 * server reads them through `server/modules/parametros` (stored values override the default);
 * the parameters screen lists exactly these.
 */
export interface ParametroDefinition {
  chave: string;
  label: string;
  descricao: string;
  tipo: 'inteiro';
  padrao: number;
  minimo: number;
  maximo: number;
  /** The unit shown beside the value ('dias', 'horas', 'MB', ...), pt-BR. */
  unidade: string;
  /** The unit's key in the catalogue (parametros.unidades, parametros.quantidades). */
  unidadeChave: UnidadeParametro;
}

export type UnidadeParametro = keyof typeof textos.unidades;

/** A unit's key and its pt-BR word, the two fields of a definition. */
const emUnidade = <U extends UnidadeParametro>(unidadeChave: U) =>
  ({ unidadeChave, unidade: textos.unidades[unidadeChave] }) as const;

const ITENS = textos.itens;

const BASE = [
  {
    chave: 'lista.periodoPadraoDias',
    label: ITENS.lista.periodoPadraoDias.rotulo,
    descricao: ITENS.lista.periodoPadraoDias.descricao,
    tipo: 'inteiro',
    padrao: 90,
    minimo: 1,
    maximo: 3650,
    ...emUnidade('dias'),
  },
  {
    chave: 'link.validadeHoras',
    label: ITENS.link.validadeHoras.rotulo,
    descricao: ITENS.link.validadeHoras.descricao,
    tipo: 'inteiro',
    padrao: 72,
    minimo: 1,
    maximo: 720,
    ...emUnidade('horas'),
  },
  {
    chave: 'documento.tamanhoMaximoMb',
    label: ITENS.documento.tamanhoMaximoMb.rotulo,
    descricao: ITENS.documento.tamanhoMaximoMb.descricao,
    tipo: 'inteiro',
    padrao: 10,
    minimo: 1,
    maximo: 14,
    ...emUnidade('MB'),
  },
  {
    chave: 'agendamento.duracaoMinutos',
    label: ITENS.agendamento.duracaoMinutos.rotulo,
    descricao: ITENS.agendamento.duracaoMinutos.descricao,
    tipo: 'inteiro',
    padrao: 30,
    minimo: 10,
    maximo: 240,
    ...emUnidade('minutos'),
  },
  {
    chave: 'agendamento.lembreteHoras',
    label: ITENS.agendamento.lembreteHoras.rotulo,
    descricao: ITENS.agendamento.lembreteHoras.descricao,
    tipo: 'inteiro',
    padrao: 24,
    minimo: 1,
    maximo: 168,
    ...emUnidade('horas'),
  },
] as const satisfies readonly ParametroDefinition[];

/** One target per status with an SLA clock (src/domain/sla.ts), in business days. */
const SLA = SLA_METAS.map((meta) => ({
  chave: slaChave(meta.situacao),
  label: format(textos.prazo.rotulo, {
    situacao: getStatusInfo(SITUACAO[meta.situacao]).label,
  }),
  descricao: textos.prazo.descricao,
  tipo: 'inteiro' as const,
  padrao: meta.padrao,
  minimo: 1,
  maximo: 60,
  ...emUnidade('diasUteis'),
}));

export const PARAMETROS: readonly (ParametroDefinition & { chave: ParametroChave })[] = [
  ...BASE,
  ...SLA,
];

export type ParametroChave = (typeof BASE)[number]['chave'] | SlaChave;

export function parametroDefinition(chave: string): ParametroDefinition | undefined {
  return PARAMETROS.find((p) => p.chave === chave);
}

/**
 * '1 dia útil', '3 dias úteis', '10 MB': a parameter's value with its unit, in agreement, in
 * pt-BR (the catalogue's parametros.quantidades).
 */
export function quantidadeComUnidade(valor: number, unidade: UnidadeParametro): string {
  return format(textos.quantidades[unidade], { smart_count: valor });
}

/**
 * Why a value is refused, as a key of the catalogue's parametros.mensagens and its values: the
 * screen reads the key in the chosen language (src/resources/parametros/rotulosParametro.ts),
 * validateParametro writes the pt-BR text the server answers.
 */
export type ErroParametro =
  | { chave: 'desconhecido' | 'inteiro' }
  | { chave: 'entre'; valores: { minimo: number; maximo: number } };

/** Is this value acceptable for the parameter? Why not, or null. */
export function erroDoParametro(chave: string, valor: unknown): ErroParametro | null {
  const definition = parametroDefinition(chave);
  if (!definition) return { chave: 'desconhecido' };
  if (typeof valor !== 'number' || !Number.isInteger(valor)) return { chave: 'inteiro' };
  if (valor < definition.minimo || valor > definition.maximo) {
    return {
      chave: 'entre',
      valores: { minimo: definition.minimo, maximo: definition.maximo },
    };
  }
  return null;
}

/** Is this value acceptable for the parameter? An error message in pt-BR, or null. */
export function validateParametro(chave: string, valor: unknown): string | null {
  const erro = erroDoParametro(chave, valor);
  if (!erro) return null;
  return erro.chave === 'entre'
    ? format(textos.mensagens.entre, erro.valores)
    : textos.mensagens[erro.chave];
}
