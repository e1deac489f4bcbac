import { agendaEnfermagem } from '../../i18n/pt-BR/agendaEnfermagem';
import { HORARIO_PATTERN, minutosDoHorario } from './agendamento';
import { TIPO_ATENDIMENTO } from './nursing';

/**
 * The nurses' agenda as the health manager and the administrator keep it (issue 39, item 4):
 * weekly periods, exceptions on a date (a day or period off, or extra hours) and holidays. The
 * rules here are the server's (server/modules/agenda-enfermagem) and the screen's, so a period the
 * form accepts is one the server accepts, with the same words.
 */

/**
 * The days' and the exceptions' names are catalogue texts (agendaEnfermagem.diasSemana, keyed by
 * the day's `key`; agendaEnfermagem.tiposExcecao, by the kind's id): the domain and the server
 * say them in pt-BR, a screen reads the key in the chosen language
 * (src/resources/agenda-enfermagem/rotulosAgenda.ts).
 */
const DIAS = agendaEnfermagem.diasSemana;
const EXCECOES = agendaEnfermagem.tiposExcecao;

/** 0 Sunday … 6 Saturday, as date-fns getDay and the column dia_semana count them. */
export const DIAS_SEMANA = [
  { id: 0, key: 'domingo', label: DIAS.domingo },
  { id: 1, key: 'segunda', label: DIAS.segunda },
  { id: 2, key: 'terca', label: DIAS.terca },
  { id: 3, key: 'quarta', label: DIAS.quarta },
  { id: 4, key: 'quinta', label: DIAS.quinta },
  { id: 5, key: 'sexta', label: DIAS.sexta },
  { id: 6, key: 'sabado', label: DIAS.sabado },
] as const;

/** Monday first, as a working week is read. */
export const DIAS_SEMANA_ORDEM = [1, 2, 3, 4, 5, 6, 0] as const;

export function nomeDoDia(dia: number): string {
  return DIAS_SEMANA.find((d) => d.id === dia)?.label ?? String(dia);
}

export const TIPO_EXCECAO = { folga: 'folga', extra: 'extra' } as const;
export type TipoExcecao = (typeof TIPO_EXCECAO)[keyof typeof TIPO_EXCECAO];

export const TIPOS_EXCECAO = [
  { id: 'folga', label: EXCECOES.folga },
  { id: 'extra', label: EXCECOES.extra },
] as const;

export const AGENDA_MESSAGES = {
  horarioInvalido: 'Horário inválido: use o formato hh:mm.',
  inicioObrigatorio: 'Informe o horário de início.',
  fimObrigatorio: 'Informe o horário de fim.',
  ordem: 'O horário de início deve ser anterior ao horário de fim.',
  curto: (duracao: number) =>
    `O período deve ter ao menos ${duracao} minutos, a duração de um atendimento.`,
  diaSemana: 'Escolha o dia da semana.',
  tipoAtendimento: 'Escolha o tipo de atendimento.',
  cidadeObrigatoria: 'Informe a cidade do atendimento presencial.',
  cidadeInexistente: 'Cidade não encontrada ou inativa.',
  dataInvalida: 'Data inválida.',
  dataFormato: 'Data inválida: use o formato aaaa-mm-dd.',
  dataPassada: 'A data da exceção não pode estar no passado.',
  periodoIncompleto:
    'Informe o início e o fim do período, ou deixe os dois em branco para o dia inteiro.',
  tipoExcecao: 'Escolha o tipo de exceção.',
  motivoLongo: 'O motivo deve ter no máximo 200 caracteres.',
  enfermeiroNaoEncontrado: 'Enfermeiro não encontrado.',
  enfermeiroInativo: 'Este enfermeiro está inativo: reative o cadastro antes de alterar a agenda.',
  horarioNaoEncontrado: 'Período não encontrado.',
  excecaoNaoEncontrada: 'Exceção não encontrada.',
} as const;

export interface Intervalo {
  /** HH:mm (or HH:mm:ss, as PostgreSQL answers a time column). */
  horaInicio: string;
  horaFim: string;
}

/** HH:mm of a time column's 'HH:mm:ss'. */
export function hhmm(horario: string): string {
  return horario.slice(0, 5);
}

/** '08:00–12:00'. */
export function rotuloIntervalo({ horaInicio, horaFim }: Intervalo): string {
  return `${hhmm(horaInicio)}–${hhmm(horaFim)}`;
}

/** Two periods of one day share at least a minute (touching ends do not overlap). */
export function sobrepoe(a: Intervalo, b: Intervalo): boolean {
  return (
    minutosDoHorario(a.horaInicio) < minutosDoHorario(b.horaFim) &&
    minutosDoHorario(b.horaInicio) < minutosDoHorario(a.horaFim)
  );
}

const HORARIO = new RegExp(HORARIO_PATTERN);

/**
 * The rule of one period: both times as HH:mm, the start before the end, and long enough for one
 * appointment (a shorter one would never offer a slot). Null when it holds, else the field at
 * fault and the message.
 */
export function erroDoIntervalo(
  horaInicio: string | null | undefined,
  horaFim: string | null | undefined,
  duracaoMinutos: number,
): { campo: 'horaInicio' | 'horaFim'; mensagem: string } | null {
  if (!horaInicio) return { campo: 'horaInicio', mensagem: AGENDA_MESSAGES.inicioObrigatorio };
  if (!HORARIO.test(horaInicio)) {
    return { campo: 'horaInicio', mensagem: AGENDA_MESSAGES.horarioInvalido };
  }
  if (!horaFim) return { campo: 'horaFim', mensagem: AGENDA_MESSAGES.fimObrigatorio };
  if (!HORARIO.test(horaFim))
    return { campo: 'horaFim', mensagem: AGENDA_MESSAGES.horarioInvalido };
  const inicio = minutosDoHorario(horaInicio);
  const fim = minutosDoHorario(horaFim);
  if (inicio >= fim) return { campo: 'horaFim', mensagem: AGENDA_MESSAGES.ordem };
  if (fim - inicio < duracaoMinutos) {
    return { campo: 'horaFim', mensagem: AGENDA_MESSAGES.curto(duracaoMinutos) };
  }
  return null;
}

/** How a period is described in a conflict: 'segunda-feira, 08:00–12:00 (online)'. */
export function descreverPeriodo(
  quando: string,
  intervalo: Intervalo,
  tipoAtendimento?: number | null,
  cidade?: string | null,
): string {
  const tipo =
    tipoAtendimento == null
      ? ''
      : tipoAtendimento === TIPO_ATENDIMENTO.PRESENCIAL
        ? ` (presencial${cidade ? ` em ${cidade}` : ''})`
        : ' (online)';
  return `${quando}, ${rotuloIntervalo(intervalo)}${tipo}`;
}

/**
 * The conflict a new period meets, both sides already described with their preposition:
 * 'O período de segunda-feira, 15:30–17:00 (online) se sobrepõe ao horário de segunda-feira, …'.
 */
export function mensagemSobreposicao(novo: string, existente: string): string {
  return `O período ${novo} se sobrepõe ${existente}. Um enfermeiro não atende em dois períodos ao mesmo tempo.`;
}

/** A whole day off overlaps every other exception of that date. */
export const DIA_INTEIRO: Intervalo = { horaInicio: '00:00', horaFim: '24:00' };

/** The mask of a time while typing: digits only, a colon after the hours ('0800' → '08:00'). */
export function mascaraHorario(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
