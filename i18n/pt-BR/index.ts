import navegador from './navegador';
import { servidor } from './servidor';

/**
 * The pt-BR catalogue, the product's language and the default: react-admin's keys (ra.ts) plus
 * one namespace per feature, each in its own file. Texts the spec gives are copied to the
 * letter, accents exactly as it writes them ('Módulos do Adesão', 'Ir para apresentação'); the
 * others are product texts. The browser reads it through react-admin's translate
 * (src/providers/i18nProvider.ts): `navegador` with its first script, `servidor` only with
 * English. The server imports it directly (it answers in pt-BR).
 * English (i18n/en) has the same keys: `satisfies Catalog` there and i18n/catalog.test.ts.
 */
const ptBR = { ...navegador, servidor };

export default ptBR;
