import { Type, type TSchema } from 'typebox';
import { servidor } from '../../i18n/pt-BR/servidor';
import { ErrorEnvelope } from './envelope';

/**
 * TypeBox pieces every module's routes share: ids in paths and bodies, the proposal version a
 * screen sends back, nullable fields, and the error answers each operation declares.
 */

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Id = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  errorMessage: servidor.http.identificadorInvalido,
});
export const IdParams = Type.Object({ id: Id });

export const Versao = Type.Integer({
  minimum: 1,
  errorMessage: servidor.http.versaoPropostaObrigatoria,
});

/** The error answers an operation may give, in the envelope (`messages`, `errors` by field). */
export const ErrorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
};
