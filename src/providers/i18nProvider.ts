import polyglotI18nProvider from 'ra-i18n-polyglot';
import { localStorageStore, type I18nProvider, type Store } from 'ra-core';
import type { Namespace, TextsOf } from '../../i18n/catalog';
import ptBR from '../../i18n/pt-BR/navegador';
import type { servidor as ServidorPtBR } from '../../i18n/pt-BR/servidor';

export const DEFAULT_LOCALE = 'pt-BR';

/** The locales offered in the user menu, each named in its own language. */
export const LOCALES = [
  { locale: DEFAULT_LOCALE, name: 'Português (Brasil)' },
  { locale: 'en', name: 'English' },
];

/**
 * One catalogue per language (i18n/pt-BR, i18n/en; docs/decisions/0130-text-catalogue.md).
 * pt-BR is the product's language and the default, part of the first download; English is its
 * own download, fetched when chosen (react-admin waits for the promise). A text that is not a
 * catalogue key, such as a server message, is shown as it is (`allowMissing`), so
 * `translate('Acesso não autorizado!')` gives back the text itself.
 */
const startInPortuguese = () =>
  polyglotI18nProvider(
    (locale) => (locale === 'en' ? loadEnglish() : ptBR),
    DEFAULT_LOCALE,
    LOCALES,
    { allowMissing: true },
  );
// The provider is one object for the page; its language changes in place (react-admin's
// changeLocale), so `polyglot` is replaced only by resetLocale.
let polyglot = startInPortuguese();

/**
 * The namespaces whose texts the shared domain and the server produce, in pt-BR: a validator's
 * message, a refusal in an API answer (and `servidor`, loaded with English; and the declared
 * registries' `cadastros.validacao`). Such a text reaches the browser already written; passed
 * through translate it is recognised and shown in the chosen language.
 */
const SPOKEN_IN_PT_BR = ['validacao', 'erros'] as const satisfies readonly Namespace[];
/**
 * The groups of a screen's namespace that the shared domain writes as messages (a schema's, a
 * form rule's) and the server answers too: recognised like the namespaces above, and only
 * these groups, so a screen's other words ('Nome', 'Titular') are never taken for them.
 */
const DOMAIN_MESSAGES: readonly (readonly [string, Texts])[] = [
  ['entrada.mensagens', ptBR.entrada.mensagens],
  ['parametros.mensagens', ptBR.parametros.mensagens],
  ['agendaEnfermagem.mensagens', ptBR.agendaEnfermagem.mensagens],
  // The declared registries' validation: the shared schema's messages and own refusals.
  ['cadastros.validacao', ptBR.cadastros.validacao],
];
let keysOfPortuguese: Map<string, string> | undefined;
/**
 * The server's pt-BR texts, needed only to recognise them when English is shown: fetched with
 * English, not part of the first script (i18n/pt-BR/navegador.ts).
 */
let servidorPtBR: typeof ServidorPtBR | undefined;

async function loadEnglish() {
  const [en, servidor] = await Promise.all([
    import('../../i18n/en'),
    import('../../i18n/pt-BR/servidor'),
  ]);
  servidorPtBR = servidor.servidor;
  keysOfPortuguese = undefined;
  return en.default;
}

type Texts = { readonly [key: string]: string | Texts };

/** Indexes a namespace's texts by their words; `servidor` has one group per server module. */
function indexTexts(texts: Texts, prefix: string, index: Map<string, string>) {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value !== 'string') indexTexts(value, `${prefix}.${key}`, index);
    // The first key of a text wins ('Campo obrigatório' is `required` and `loginRequired`).
    else if (!index.has(value)) index.set(value, `${prefix}.${key}`);
  }
}

function keyOfPortuguese(text: string): string | undefined {
  if (!keysOfPortuguese) {
    keysOfPortuguese = new Map();
    for (const namespace of SPOKEN_IN_PT_BR)
      indexTexts(ptBR[namespace], namespace, keysOfPortuguese);
    for (const [prefix, texts] of DOMAIN_MESSAGES) indexTexts(texts, prefix, keysOfPortuguese);
    if (servidorPtBR) indexTexts(servidorPtBR, 'servidor', keysOfPortuguese);
  }
  return keysOfPortuguese.get(text);
}

export const i18nProvider: I18nProvider = {
  translate(key, options) {
    const text = polyglot.translate(key, options);
    if (text !== key || polyglot.getLocale() === DEFAULT_LOCALE) return text;
    const known = keyOfPortuguese(key);
    return known ? polyglot.translate(known, options) : text;
  },
  changeLocale: (locale, options) => polyglot.changeLocale(locale, options),
  getLocale: () => polyglot.getLocale(),
  getLocales: () => LOCALES,
};

/**
 * Back to pt-BR at once, as a page that has just opened (react-admin's changeLocale only
 * resolves later). For the component tests' fresh page (tests/helpers/fresh-page.ts): their
 * files share this module, and a file that chose English must not leave the next in English,
 * since react-admin takes the provider's locale as the default of a new store's 'locale'.
 */
export function resetLocale() {
  polyglot = startInPortuguese();
}

/**
 * A message written elsewhere (a validator's, the server's) as the reader should see it: the
 * chosen language's text when it is one of the catalogue's pt-BR messages, itself otherwise.
 */
export function localized<T extends string | undefined>(message: T): T {
  return (message === undefined ? message : i18nProvider.translate(message)) as T;
}

/** For code outside React (notices raised by providers). */
export const translate = (key: string, options?: Record<string, unknown>): string =>
  i18nProvider.translate(key, options);

const readers = new Map<Namespace, TextsOf<Namespace>>();

/**
 * Reads one namespace of the active locale's catalogue: `const t = textsOf('pme');
 * t('dependentesN', { smart_count: 2 })`. The compiler checks the key and the values of its
 * placeholders. The reader is one function per namespace (safe in a hook's dependencies) that
 * looks the text up when called: call it while rendering or in a handler, never at module
 * level. react-admin remounts the screens when the locale changes, so each render reads the
 * chosen language, while a text computed at import would keep the language of that moment.
 */
export function textsOf<N extends Namespace>(namespace: N): TextsOf<N> {
  let reader = readers.get(namespace);
  if (!reader) {
    reader = ((key: string, values?: Record<string, unknown>) =>
      i18nProvider.translate(`${namespace}.${key}`, values)) as TextsOf<Namespace>;
    readers.set(namespace, reader);
  }
  return reader as TextsOf<N>;
}

/**
 * Where the chosen locale is remembered: react-admin's store key 'locale', in this browser,
 * shared by every area and the pages outside them (each area has its own store for its lists,
 * and logging out resets it; the language survives both).
 */
export const localeStore: Store = localStorageStore(undefined, 'Adesao-idioma');
export const LOCALE_KEY = 'locale';

/** An area's store whose 'locale' key is the shared one above. */
export function withSharedLocale(base: Store): Store {
  const of = (key: string) => (key === LOCALE_KEY ? localeStore : base);
  return {
    setup() {
      base.setup();
      localeStore.setup();
    },
    teardown: () => base.teardown(),
    getItem: (key, defaultValue) => of(key).getItem(key, defaultValue),
    setItem: (key, value) => of(key).setItem(key, value),
    removeItem: (key) => of(key).removeItem(key),
    removeItems: (prefix) => base.removeItems(prefix),
    reset: () => base.reset(),
    subscribe: (key, callback) => of(key).subscribe(key, callback),
    listItems: base.listItems?.bind(base),
  };
}
