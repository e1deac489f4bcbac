import { validacao } from '../../i18n/pt-BR/validacao';

/**
 * The validation messages (catalogue namespace 'validacao', i18n/pt-BR/validacao.ts), in pt-BR:
 * the language the validators and the server speak. The browser shows a message in the chosen
 * language by passing it through translate, which recognises these texts
 * (src/providers/i18nProvider.ts).
 */
export const MESSAGES = validacao;

export type MessageKey = keyof typeof MESSAGES;
