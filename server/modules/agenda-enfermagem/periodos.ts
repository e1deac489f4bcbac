import { descreverPeriodo, DIA_INTEIRO, nomeDoDia, type Intervalo } from '../../../src/domain';
import type { enfermeiroExcecoes, enfermeiroHorarios } from '../../db/schema';
import { dataBR } from '../agendamento/dias';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * How an overlap refusal (the domain's mensagemSobreposicao) names the periods: the new one
 * ('O período de segunda-feira, 14:00–16:00 (online) ...') and the one it meets ('... se
 * sobrepõe à folga de 07/12/2026, 14:00–15:00'). The words are servidor.agendaEnfermagem.periodos,
 * read when the refusal is written; the interval and the kind of care are the domain's
 * descreverPeriodo.
 */
const P = servidor.agendaEnfermagem.periodos;

type Excecao = typeof enfermeiroExcecoes.$inferSelect;
type Horario = typeof enfermeiroHorarios.$inferSelect;

const dia = (diaSemana: number) => nomeDoDia(diaSemana).toLowerCase();

/** An exception's interval; a whole day off covers the whole day. */
export const intervaloDa = (e: Excecao): Intervalo =>
  e.horaInicio && e.horaFim ? { horaInicio: e.horaInicio, horaFim: e.horaFim } : DIA_INTEIRO;

/** An existing exception: 'à folga de 07/12/2026, 14:00–15:00'. */
export function descreverExcecao(e: Excecao, cidade: string | null) {
  const data = dataBR(e.data);
  if (!e.horaInicio) return format(P.folgaDiaInteiro, { data });
  const quando = format(e.tipo === 'extra' ? P.extra : P.folga, { data });
  return descreverPeriodo(quando, intervaloDa(e), e.tipoAtendimento, cidade);
}

/** An existing weekly period: 'ao horário de segunda-feira, 08:00–12:00'. */
export const descreverSemanal = (h: Horario, cidade: string | null) =>
  descreverPeriodo(format(P.semanal, { dia: dia(h.diaSemana) }), h, h.tipoAtendimento, cidade);

/** The weekly period being added: 'de segunda-feira, 08:00–12:00 (online)'. */
export const novoSemanal = (
  diaSemana: number,
  periodo: Intervalo,
  tipoAtendimento: number,
  cidade: string | null,
) =>
  descreverPeriodo(format(P.novoNoDia, { dia: dia(diaSemana) }), periodo, tipoAtendimento, cidade);

/** The exception being added: 'de 07/12/2026, 14:00–15:00', or 'do dia inteiro de 07/12/2026'. */
export function novaExcecao(
  data: string,
  periodo: Intervalo | null,
  tipoAtendimento: number | null,
  cidade: string | null,
) {
  const quando = { data: dataBR(data) };
  return periodo
    ? descreverPeriodo(format(P.novoNaData, quando), periodo, tipoAtendimento, cidade)
    : format(P.novoDiaInteiro, quando);
}
