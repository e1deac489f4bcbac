import {
  array,
  boolean,
  mixed,
  number,
  object,
  string,
  ValidationError,
  type AnySchema,
} from 'yup';
import {
  cepField,
  cnpjField,
  cpfField,
  emailField,
  MESSAGES,
  nameField,
  onlyDigits,
  parseReais,
  phoneField,
  temAteDuasCasas,
} from '../domain';
import { formFields, type FieldDefinition, type ResourceDefinition } from './definition';

/**
 * The one validation of a declared resource: the generic form (yup resolver), the server's CRUD
 * routes and the tests all build it from the definition's fields, with the domain's validators
 * and the spec's messages ('Campo obrigatório', 'CPF Inválido', ...).
 */
export const CHOICE_INVALID = 'Opção inválida';
export const REFERENCE_INVALID = 'Selecione um registro';
export const DATE_INVALID = 'Data inválida';
export const DATE_BEFORE = (label: string) => `Deve ser igual ou posterior a ${label}`;
export const LIST_INVALID = 'Lista inválida';
export const MONEY_INVALID = 'Informe o valor em reais, por exemplo 1.234,56';
/** The spec's words for a number that must be above zero (section 7). */
export const MONEY_POSITIVE = 'Valor deve ser maior que zero';
export const MONEY_DECIMALS = 'Informe no máximo 2 casas decimais';
export const MONEY_MAX = 'Informe um valor de até R$ 99.999.999,99';
/** numeric(10,2): eight digits before the comma. */
const MONEY_LIMIT = 99_999_999.99;
export const LIST_MAX = (max: number) => `Informe no máximo ${max} itens`;

/** A calendar day as the API and <input type="date"> carry it: yyyy-MM-dd, a real date. */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

const DIGIT_TYPES = new Set(['cpf', 'cnpj', 'phone', 'cep']);

function fieldSchema(field: FieldDefinition, fields: readonly FieldDefinition[]): AnySchema {
  const max = field.maxLength;
  let schema: AnySchema;
  switch (field.type) {
    case 'cpf':
      schema = cpfField().nullable();
      break;
    case 'cnpj':
      schema = cnpjField().nullable();
      break;
    case 'email':
      schema = emailField(max).nullable();
      break;
    case 'phone':
      schema = phoneField().nullable();
      break;
    case 'cep':
      schema = cepField().nullable();
      break;
    case 'name':
      schema = nameField(max).nullable();
      break;
    case 'integer':
      schema = number().typeError(MESSAGES.onlyNumbers).integer(MESSAGES.onlyNumbers).nullable();
      break;
    case 'money':
      // The form holds what was typed ('1.099,90'), the API a number: both read as reais.
      schema = number()
        .transform((_value, original: unknown) =>
          original == null || original === '' ? null : parseReais(original),
        )
        .typeError(MONEY_INVALID)
        .nullable()
        .test('positivo', MONEY_POSITIVE, (value) => value == null || value > 0)
        .test('centavos', MONEY_DECIMALS, (value) => value == null || temAteDuasCasas(value))
        .test('limite', MONEY_MAX, (value) => value == null || value <= MONEY_LIMIT);
      break;
    case 'boolean':
      schema = boolean().typeError(CHOICE_INVALID).nullable();
      break;
    case 'select':
      schema = mixed()
        .nullable()
        .test('opcao', CHOICE_INVALID, (value) =>
          value == null ? true : (field.choices ?? []).some((choice) => choice.id === value),
        );
      break;
    case 'date': {
      const earlier = fields.find((f) => f.source === field.notBefore);
      schema = string()
        .nullable()
        .test('data', DATE_INVALID, (value) => value == null || isIsoDate(value));
      if (earlier) {
        schema = schema.test('ordem', DATE_BEFORE(earlier.label), function (value) {
          const start = (this.parent as Record<string, unknown>)[earlier.source];
          // ISO days compare as text; an invalid start has its own message.
          return value == null || typeof start !== 'string' || !isIsoDate(start) || value >= start;
        });
      }
      break;
    }
    case 'list': {
      const item = field.item!;
      let list = array()
        .of(
          object(
            Object.fromEntries(item.fields.map((f) => [f.source, fieldSchema(f, item.fields)])),
          ).typeError(LIST_INVALID),
        )
        .typeError(LIST_INVALID)
        .nullable();
      if (item.max) list = list.max(item.max, LIST_MAX(item.max));
      schema = list;
      break;
    }
    case 'reference':
      schema = number()
        .typeError(REFERENCE_INVALID)
        .integer(REFERENCE_INVALID)
        .positive(REFERENCE_INVALID)
        .nullable();
      break;
    default: {
      const text = string().trim().nullable();
      schema = max ? text.max(max, MESSAGES.maxLength) : text;
    }
  }
  return field.required ? schema.required(MESSAGES.required) : schema;
}

export interface SchemaOptions {
  mode: 'create' | 'edit';
  /** The caller belongs to a dealership: the scope column is the server's, not the form's. */
  scoped: boolean;
}

export function recordSchema(definition: ResourceDefinition, options: SchemaOptions) {
  const fields = formFields(definition, options).filter(
    (field) => options.mode === 'create' || !field.createOnly,
  );
  return object(
    Object.fromEntries(fields.map((field) => [field.source, fieldSchema(field, fields)])),
  );
}

/**
 * What is stored: masks removed from CPF, CNPJ, phones and CEP, text trimmed, empty text as
 * null. Applied before validation on the server, so '529.982.247-25' and '52998224725' agree.
 */
export function normaliseRecord(
  definition: ResourceDefinition,
  values: Record<string, unknown>,
): Record<string, unknown> {
  return normaliseFields(definition.fields, values);
}

function normaliseFields(
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (!Object.hasOwn(values, field.source)) continue;
    let value = values[field.source];
    if (typeof value === 'string') {
      value = DIGIT_TYPES.has(field.type) ? onlyDigitsKeepingOthers(value) : value.trim();
      if (value === '') value = null;
    }
    if (field.type === 'list') {
      // An emptied list is an empty list (the column keeps [] rather than null); each row is
      // normalised like a record. Anything but an array is left for the schema to refuse.
      if (value == null) value = [];
      else if (Array.isArray(value)) {
        const itemFields = field.item!.fields;
        value = value.map((row: unknown) => {
          if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
          const clean = normaliseFields(itemFields, row as Record<string, unknown>);
          // Every row carries every key (null when empty), as the API documents it.
          return Object.fromEntries(itemFields.map((f) => [f.source, clean[f.source] ?? null]));
        });
      }
    }
    out[field.source] = value;
  }
  return out;
}

// Only the mask characters go: a letter typed into a CPF must still fail validation.
function onlyDigitsKeepingOthers(value: string): string {
  const stripped = value.replace(/[.\-/()\s]/g, '');
  return /^\d*$/.test(stripped) ? onlyDigits(stripped) : value.trim();
}

/** Validation errors by field, as react-admin shows them beside the inputs. */
export function errorsByField(error: unknown): Record<string, string> {
  if (!(error instanceof ValidationError)) return {};
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    // 'contatos[0].email' as react-hook-form names the input: 'contatos.0.email'.
    const path = inner.path?.replace(/\[(\d+)\]/g, '.$1');
    if (path && !errors[path]) errors[path] = inner.message;
  }
  return errors;
}

/** The label of an error's path: 'Telefone', or 'Contato 2 — E-mail' inside a list. */
export function labelOf(definition: ResourceDefinition, path: string): string {
  const [source, index, inner] = path.split('.');
  const field = definition.fields.find((f) => f.source === source);
  if (!field) return path;
  if (field.item && index !== undefined && /^\d+$/.test(index)) {
    const innerLabel = field.item.fields.find((f) => f.source === inner)?.label;
    const row = `${field.item.label} ${Number(index) + 1}`;
    return innerLabel ? `${row} — ${innerLabel}` : row;
  }
  return field.label;
}
