import { DEFAULT_LOCALE, i18nProvider, translate } from '../../providers/i18nProvider';
import { DIAS_SEMANA, TIPOS_EXCECAO, type MensagemAgenda } from '../../domain';

/**
 * The agenda's names in the chosen language: the catalogue keys `agendaEnfermagem.diasSemana.*`
 * and `agendaEnfermagem.tiposExcecao.*`, whose pt-BR texts are the domain's labels
 * (src/domain/agendaEnfermagem.ts). Read while rendering, never at module level: the locale is
 * read at each call. An unknown day shows its number, as the domain's nomeDoDia does.
 */
export function rotuloDia(dia: number): string {
  const info = DIAS_SEMANA.find((d) => d.id === dia);
  return info
    ? translate(`agendaEnfermagem.diasSemana.${info.key}`, { _: info.label })
    : String(dia);
}

/**
 * A weekday inside a sentence ('Remover segunda-feira, 08:00–12:00'): Portuguese writes it in
 * lowercase there, English keeps its capital ('Remove Monday, 08:00–12:00').
 */
export function diaNaFrase(dia: number): string {
  const nome = rotuloDia(dia);
  return i18nProvider.getLocale() === DEFAULT_LOCALE ? nome.toLowerCase() : nome;
}

/** The exception kinds of the dialog, each with its name in the chosen language. */
export const opcoesTipoExcecao = () =>
  TIPOS_EXCECAO.map((t) => ({
    id: t.id,
    label: translate(`agendaEnfermagem.tiposExcecao.${t.id}`, { _: t.label }),
  }));

/**
 * A rule of the agenda's dialogs in the chosen language: the key of agendaEnfermagem.mensagens
 * (AGENDA_MESSAGES' key, or erroDoIntervalo's `chave` with its values), whose pt-BR text the
 * domain and the server say.
 */
export function mensagemAgenda(
  chave: MensagemAgenda,
  valores: Record<string, string | number> = {},
): string {
  return translate(`agendaEnfermagem.mensagens.${chave}`, valores);
}
