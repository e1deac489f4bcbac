import { Type, type TSchema } from 'typebox';
import type { FieldDefinition, ResourceDefinition } from '../../src/registries/definition';

/**
 * OpenAPI shapes of a declared resource, derived from its fields. They document and type the
 * routes; the rules and messages are the shared yup schema's (src/registries/schema.ts).
 */
const nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);

function fieldType(field: FieldDefinition): TSchema {
  switch (field.type) {
    case 'integer':
    case 'reference':
      return Type.Integer();
    case 'money':
      return Type.Number({ description: `${field.label} (R$)` });
    case 'boolean':
      return Type.Boolean();
    case 'select':
      return typeof field.choices?.[0]?.id === 'number' ? Type.Integer() : Type.String();
    case 'list':
      return Type.Array(
        Type.Object(
          Object.fromEntries(field.item!.fields.map((f) => [f.source, nullable(fieldType(f))])),
        ),
        { description: field.label },
      );
    default:
      return Type.String({ description: field.label });
  }
}

export function recordSchema(definition: ResourceDefinition) {
  return Type.Object({
    id: Type.Integer(),
    versao: Type.Integer(),
    ...Object.fromEntries(definition.fields.map((f) => [f.source, nullable(fieldType(f))])),
  });
}

/** Every field optional and nullable: missing or wrong values get the yup schema's messages. */
export function bodySchema(definition: ResourceDefinition) {
  return Type.Object({
    versao: Type.Optional(Type.Integer()),
    ...Object.fromEntries(
      definition.fields.map((f) => [f.source, Type.Optional(nullable(Type.Unknown()))]),
    ),
  });
}

export const ListQuerystring = Type.Object({
  range: Type.Optional(Type.String({ description: 'JSON [início, fim], ex.: [0,9]' })),
  sort: Type.Optional(Type.String({ description: 'JSON [campo, "ASC"|"DESC"]' })),
  filter: Type.Optional(Type.String({ description: 'JSON {campo: valor, q: texto}' })),
});

export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  acao: Type.String(),
  alteracoes: Type.Record(Type.String(), Type.Object({ de: Type.Unknown(), para: Type.Unknown() })),
  autor: Type.String(),
  data: Type.String(),
});
