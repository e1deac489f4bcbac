import { ESTADOS_CIVIS, GRAUS_PARENTESCO, SEXOS } from '../domain';
import { translate } from '../providers/i18nProvider';

/**
 * The people's enumerations in the chosen language: the catalogue keys `pessoas.<table>.<key>`,
 * whose pt-BR texts are the domain's names (src/domain/people.ts) and what the server says. An
 * unknown or empty id gives undefined, for the caller's own placeholder. Read while rendering,
 * never at module level: the locale is read at each call.
 */
type EstadoCivil = (typeof ESTADOS_CIVIS)[number];
type Sexo = (typeof SEXOS)[number];
type GrauParentesco = (typeof GRAUS_PARENTESCO)[number];

const byId = <T extends { id: number }>(list: readonly T[], id: unknown) =>
  id === null || id === undefined || id === '' ? undefined : list.find((i) => i.id === Number(id));

const estadoCivil = (e: EstadoCivil) => translate(`pessoas.estadosCivis.${e.key}`, { _: e.label });
const sexo = (s: Sexo) => translate(`pessoas.sexos.${s.key}`, { _: s.label });
const grauParentesco = (g: GrauParentesco) =>
  translate(`pessoas.grausParentesco.${g.chave}`, { _: g.nome });

export function rotuloEstadoCivil(id: unknown): string | undefined {
  const item = byId(ESTADOS_CIVIS, id);
  return item && estadoCivil(item);
}

export function rotuloSexo(id: unknown): string | undefined {
  const item = byId(SEXOS, id);
  return item && sexo(item);
}

export function rotuloGrauParentesco(id: unknown): string | undefined {
  const item = byId(GRAUS_PARENTESCO, id);
  return item && grauParentesco(item);
}

/** A select's options: each id with its name in the chosen language. */
export const opcoesEstadoCivil = () =>
  ESTADOS_CIVIS.map((e) => ({ value: e.id, label: estadoCivil(e) }));
export const opcoesSexo = () => SEXOS.map((s) => ({ value: s.id, label: sexo(s) }));
export const opcoesGrauParentesco = () =>
  GRAUS_PARENTESCO.map((g) => ({ value: g.id, label: grauParentesco(g) }));
