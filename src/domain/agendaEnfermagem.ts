import { format } from '../../i18n/catalog';
import { agendaEnfermagem } from '../../i18n/pt-BR/agendaEnfermagem';
import { agendaEnfermagem as doServidor } from '../../i18n/pt-BR/servidor/agendaEnfermagem';
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

/**
 * The agenda's messages are catalogue texts (agendaEnfermagem.mensagens): the form rules and the
 * server say them in pt-BR; the browser recognises the plain ones (src/providers/i18nProvider.ts)
 * and the dialogs read a rule's key (`chave` of erroDoIntervalo) in the chosen language.
 */
const M = agendaEnfermagem.mensagens;
export type MensagemAgenda = keyof typeof M;

export const AGENDA_MESSAGES = {
  ...M,
  curto: (duracao: number) => format(M.curto, { duracao }),
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

/** Why a period is refused: the field at fault, the message's key and values, its pt-BR text. */
export interface ErroDoIntervalo {
  campo: 'horaInicio' | 'horaFim';
  chave: MensagemAgenda;
  valores?: { duracao: number };
  mensagem: string;
}

/**
 * The rule of one period: both times as HH:mm, the start before the end, and long enough for one
 * appointment (a shorter one would never offer a slot). Null when it holds, else the field at
 * fault and the message (its pt-BR text, and its key for a screen in another language).
 */
export function erroDoIntervalo(
  horaInicio: string | null | undefined,
  horaFim: string | null | undefined,
  duracaoMinutos: number,
): ErroDoIntervalo | null {
  const erro = (
    campo: ErroDoIntervalo['campo'],
    chave: Exclude<MensagemAgenda, 'curto'>,
  ): ErroDoIntervalo => ({ campo, chave, mensagem: M[chave] });
  if (!horaInicio) return erro('horaInicio', 'inicioObrigatorio');
  if (!HORARIO.test(horaInicio)) return erro('horaInicio', 'horarioInvalido');
  if (!horaFim) return erro('horaFim', 'fimObrigatorio');
  if (!HORARIO.test(horaFim)) return erro('horaFim', 'horarioInvalido');
  const inicio = minutosDoHorario(horaInicio);
  const fim = minutosDoHorario(horaFim);
  if (inicio >= fim) return erro('horaFim', 'ordem');
  if (fim - inicio < duracaoMinutos) {
    return {
      campo: 'horaFim',
      chave: 'curto',
      valores: { duracao: duracaoMinutos },
      mensagem: AGENDA_MESSAGES.curto(duracaoMinutos),
    };
  }
  return null;
}

/**
 * The words of an overlap refusal, which only the server writes: servidor.agendaEnfermagem
 * (`periodos`, `sobreposicao`), read when the refusal is written.
 */
const P = doServidor.periodos;

/** How a period is described in a conflict: 'segunda-feira, 08:00–12:00 (online)'. */
export function descreverPeriodo(
  quando: string,
  intervalo: Intervalo,
  tipoAtendimento?: number | null,
  cidade?: string | null,
): string {
  const periodo = format(P.descricao, { quando, intervalo: rotuloIntervalo(intervalo) });
  if (tipoAtendimento == null) return periodo;
  if (tipoAtendimento !== TIPO_ATENDIMENTO.PRESENCIAL) return format(P.online, { periodo });
  return cidade ? format(P.presencialEm, { periodo, cidade }) : format(P.presencial, { periodo });
}

/**
 * The conflict a new period meets, both sides already described with their preposition:
 * 'O período de segunda-feira, 15:30–17:00 (online) se sobrepõe ao horário de segunda-feira, …'.
 */
export function mensagemSobreposicao(novo: string, existente: string): string {
  return format(doServidor.sobreposicao, { novo, existente });
}

/** A whole day off overlaps every other exception of that date. */
export const DIA_INTEIRO: Intervalo = { horaInicio: '00:00', horaFim: '24:00' };

/** The mask of a time while typing: digits only, a colon after the hours ('0800' → '08:00'). */
export function mascaraHorario(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
