import { erros } from '../../i18n/pt-BR/erros';

/**
 * A failure the client caused or may act on: its status and pt-BR messages go out as they are.
 * Anything else that is thrown becomes a 500 with a generic message (see errorHandler). The
 * default texts are the catalogue's (i18n/pt-BR/erros.ts), which the browser shares.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
    /** Messages by field, for forms that show them beside their inputs (react-admin reads it). */
    readonly errors?: Record<string, string>,
  ) {
    super(messages.join(' '));
    this.name = 'HttpError';
  }
}

export const badRequest = (...messages: string[]) => new HttpError(400, messages);
export const unauthorized = (...messages: string[]) =>
  new HttpError(401, messages.length ? messages : [erros.unauthorized]);
export const forbidden = (...messages: string[]) =>
  new HttpError(403, messages.length ? messages : [erros.unauthorized]);
export const notFound = (...messages: string[]) =>
  new HttpError(404, messages.length ? messages : [erros.notFound]);
export const conflict = (...messages: string[]) => new HttpError(409, messages);

export const UNEXPECTED_ERROR = erros.unexpected;
