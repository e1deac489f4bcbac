import { SLA_METAS, slaChave, type SlaChave } from './sla';
import { getStatusInfo, SITUACAO } from './statuses';

/**
 * The business constants an operator may change (spec 2.2 'parametros'). Each has a key, a pt-BR
 * label, a type with bounds and the default the product uses while no operator changed it. The
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
  /** The unit shown beside the value ('dias', 'horas', 'MB', ...). */
  unidade: string;
}

const BASE = [
  {
    chave: 'lista.periodoPadraoDias',
    label: 'Período padrão das listas',
    descricao: 'Quantos dias antes de hoje começa o filtro inicial de data de criação das listas.',
    tipo: 'inteiro',
    padrao: 90,
    minimo: 1,
    maximo: 3650,
    unidade: 'dias',
  },
  {
    chave: 'link.validadeHoras',
    label: 'Validade dos links do proponente',
    descricao: 'Horas em que um link enviado ao proponente (termo, declaração, sala) vale.',
    tipo: 'inteiro',
    padrao: 72,
    minimo: 1,
    maximo: 720,
    unidade: 'horas',
  },
  {
    chave: 'documento.tamanhoMaximoMb',
    label: 'Tamanho máximo de documento',
    descricao: 'Maior arquivo aceito ao anexar um documento a uma proposta.',
    tipo: 'inteiro',
    padrao: 10,
    minimo: 1,
    maximo: 14,
    unidade: 'MB',
  },
  {
    chave: 'agendamento.duracaoMinutos',
    label: 'Duração do atendimento de enfermagem',
    descricao: 'Duração de cada horário de avaliação de saúde oferecido no agendamento.',
    tipo: 'inteiro',
    padrao: 30,
    minimo: 10,
    maximo: 240,
    unidade: 'minutos',
  },
  {
    chave: 'agendamento.lembreteHoras',
    label: 'Antecedência do lembrete de agendamento',
    descricao: 'Quantas horas antes do horário o proponente recebe o lembrete.',
    tipo: 'inteiro',
    padrao: 24,
    minimo: 1,
    maximo: 168,
    unidade: 'horas',
  },
] as const satisfies readonly ParametroDefinition[];

/** One target per status with an SLA clock (src/domain/sla.ts), in business days. */
const SLA = SLA_METAS.map((meta) => ({
  chave: slaChave(meta.situacao),
  label: `Prazo em '${getStatusInfo(SITUACAO[meta.situacao]).label}'`,
  descricao:
    'Dias úteis (sem fins de semana e feriados nacionais) que uma proposta pode ficar nesta situação antes de ser considerada atrasada.',
  tipo: 'inteiro' as const,
  padrao: meta.padrao,
  minimo: 1,
  maximo: 60,
  unidade: 'dias úteis',
}));

export const PARAMETROS: readonly (ParametroDefinition & { chave: ParametroChave })[] = [
  ...BASE,
  ...SLA,
];

export type ParametroChave = (typeof BASE)[number]['chave'] | SlaChave;

export function parametroDefinition(chave: string): ParametroDefinition | undefined {
  return PARAMETROS.find((p) => p.chave === chave);
}

/** Is this value acceptable for the parameter? An error message in pt-BR, or null. */
/** The singular of each unit a parameter is given in; a unit not listed reads the same. */
const SINGULAR: Record<string, string> = {
  dias: 'dia',
  'dias úteis': 'dia útil',
  horas: 'hora',
  minutos: 'minuto',
};

/** '1 dia útil', '3 dias úteis', '10 MB': a parameter's value with its unit, in agreement. */
export function quantidadeComUnidade(valor: number, unidade: string): string {
  return `${valor} ${valor === 1 ? (SINGULAR[unidade] ?? unidade) : unidade}`;
}

export function validateParametro(chave: string, valor: unknown): string | null {
  const definition = parametroDefinition(chave);
  if (!definition) return 'Parâmetro desconhecido';
  if (typeof valor !== 'number' || !Number.isInteger(valor)) return 'Informe um número inteiro';
  if (valor < definition.minimo || valor > definition.maximo) {
    return `Informe um valor entre ${definition.minimo} e ${definition.maximo}`;
  }
  return null;
}
