import { Type, type TSchema } from 'typebox';

/**
 * Every answer of the API: `{ success, data, messages }` (docs/architecture.md, API conventions).
 */
export interface Envelope<T> {
  success: boolean;
  data: T;
  messages: string[];
}

export function ok<T>(data: T, messages: string[] = []): Envelope<T> {
  return { success: true, data, messages };
}

/** Response schema for the OpenAPI document and for fast serialisation. */
export function EnvelopeOf<T extends TSchema>(data: T) {
  return Type.Object({
    success: Type.Boolean(),
    data,
    messages: Type.Array(Type.String()),
  });
}

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  data: Type.Null(),
  messages: Type.Array(Type.String()),
  /** Messages by field (declared resources' forms). */
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
});
