import polyglotI18nProvider from 'ra-i18n-polyglot';
import ptBR from '../../i18n/pt-BR';

export const DEFAULT_LOCALE = 'pt-BR';

/**
 * pt-BR is the product's language and the only locale offered (one entry hides react-admin's
 * language switcher). A text that is not a catalog key, such as a server message, is shown as
 * it is (`allowMissing`), so `translate('Acesso não autorizado!')` gives back the text itself.
 */
export const i18nProvider = polyglotI18nProvider(
  // The English catalog is never offered on screen: its own download if a stored locale ever
  // asks for it, so the login's code does not carry it (react-admin waits for the promise).
  (locale) => (locale === 'en' ? import('../../i18n/en').then((module) => module.default) : ptBR),
  DEFAULT_LOCALE,
  [{ locale: DEFAULT_LOCALE, name: 'Português (Brasil)' }],
  { allowMissing: true },
);

/** For code outside React (notices raised by providers). */
export const translate = (key: string, options?: Record<string, unknown>): string =>
  i18nProvider.translate(key, options);
