import { TIPOS_ATENDIMENTO } from '../domain';
import { translate } from '../providers/i18nProvider';

/**
 * A kind of care (online, in person) in the chosen language: the catalogue key
 * `agendamento.tiposAtendimento.<key>`, whose pt-BR text is the domain's `label`
 * (src/domain/nursing.ts). An unknown id shows its number. Read while rendering.
 */
export function rotuloTipoAtendimento(id: number): string {
  const tipo = TIPOS_ATENDIMENTO.find((t) => t.id === id);
  return tipo
    ? translate(`agendamento.tiposAtendimento.${tipo.key}`, { _: tipo.label })
    : String(id);
}
