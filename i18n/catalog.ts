import type ptBR from './pt-BR';

/**
 * The shape of a text catalogue and the few helpers every reader shares (docs/decisions/
 * 0130-text-catalogue.md). pt-BR is the source of the shape: its namespaces are written
 * `as const`, so each text's placeholders are known to the compiler; every other locale fills
 * the same keys with any text (`satisfies Catalog`), and i18n/catalog.test.ts checks that the
 * placeholders match too.
 */

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** What every locale must fill: the same keys, any text. */
export type Catalog = Leaves<typeof ptBR>;

/** The namespaces the application reads; `ra` belongs to react-admin. */
export type Namespace = Exclude<keyof typeof ptBR, 'ra'>;

/** The dotted keys of one namespace ('colunas.nome'). */
export type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The pt-BR text of a dotted key. */
export type TextAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** The names of a text's placeholders: 'Dia %{dia}' gives 'dia'. */
export type Placeholders<S> = S extends `${string}%{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** A text with placeholders must be given their values; a plain text takes none. */
export type ValuesFor<S> = [Placeholders<S>] extends [never]
  ? [values?: Record<string, never>]
  : [values: Record<Placeholders<S>, string | number>];

/** Reads one namespace by key, the values of its placeholders checked by the compiler. */
export type TextsOf<N extends Namespace> = <K extends KeyOf<(typeof ptBR)[N]>>(
  key: K,
  ...values: ValuesFor<TextAt<(typeof ptBR)[N], K>>
) => string;

/**
 * Fills a catalogue text outside react-admin (the server, which answers in pt-BR): the
 * placeholders as polyglot does, and a 'singular |||| plural' text chosen by `smart_count`
 * with the Portuguese rule (1 is singular, 0 and the rest plural), which polyglot applies to
 * 'pt-BR' in the browser.
 */
export function format(text: string, values: Record<string, string | number> = {}): string {
  const forms = text.split(' |||| ');
  const chosen =
    forms.length > 1 && typeof values.smart_count === 'number'
      ? forms[values.smart_count === 1 ? 0 : 1]
      : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
