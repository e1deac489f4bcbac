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
import { format } from '../../i18n/catalog';
import { cadastros } from '../../i18n/pt-BR/cadastros';
import { formFields, type FieldDefinition, type ResourceDefinition } from './definition';

/**
 * The one validation of a declared resource: the generic form (yup resolver), the server's CRUD
 * routes and the tests all build it from the definition's fields, with the domain's validators
 * and the spec's messages ('Campo obrigatório', 'CPF Inválido', ...). The schema's own messages
 * are the catalogue's `cadastros.validacao`, in pt-BR unless the caller (the form) hands in the
 * chosen language's; the domain's (`MESSAGES`) are pt-BR, recognised by the browser.
 */
export type MensagemDoCadastro = keyof typeof cadastros.validacao;
export type Mensagens = (
  key: MensagemDoCadastro,
  values?: Record<string, string | number>,
) => string;
/** The server's: pt-BR, 'Valor deve ser maior que zero' (the spec's words, section 7). */
export const MENSAGENS_PT_BR: Mensagens = (key, values) => format(cadastros.validacao[key], values);
/** numeric(10,2): eight digits before the comma. */
const MONEY_LIMIT = 99_999_999.99;

/** A calendar day as the API and <input type="date"> carry it: yyyy-MM-dd, a real date. */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

const DIGIT_TYPES = new Set(['cpf', 'cnpj', 'phone', 'cep']);

function fieldSchema(
  field: FieldDefinition,
  fields: readonly FieldDefinition[],
  m: Mensagens,
): AnySchema {
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
        .typeError(m('valorEmReais'))
        .nullable()
        .test('positivo', m('valorPositivo'), (value) => value == null || value > 0)
        .test('centavos', m('casasDecimais'), (value) => value == null || temAteDuasCasas(value))
        .test('limite', m('valorMaximo'), (value) => value == null || value <= MONEY_LIMIT);
      break;
    case 'boolean':
      schema = boolean().typeError(m('opcaoInvalida')).nullable();
      break;
    case 'select':
      schema = mixed()
        .nullable()
        .test('opcao', m('opcaoInvalida'), (value) =>
          value == null ? true : (field.choices ?? []).some((choice) => choice.id === value),
        );
      break;
    case 'date': {
      const earlier = fields.find((f) => f.source === field.notBefore);
      schema = string()
        .nullable()
        .test('data', m('dataInvalida'), (value) => value == null || isIsoDate(value));
      if (earlier) {
        schema = schema.test('ordem', m('naoAntesDe', { campo: earlier.label }), function (value) {
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
            Object.fromEntries(item.fields.map((f) => [f.source, fieldSchema(f, item.fields, m)])),
          ).typeError(m('listaInvalida')),
        )
        .typeError(m('listaInvalida'))
        .nullable();
      if (item.max) list = list.max(item.max, m('listaMaxima', { maximo: item.max }));
      schema = list;
      break;
    }
    case 'reference':
      schema = number()
        .typeError(m('selecioneRegistro'))
        .integer(m('selecioneRegistro'))
        .positive(m('selecioneRegistro'))
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
  /** The schema's own messages: pt-BR (the server's) unless the form gives the chosen language's. */
  mensagens?: Mensagens;
}

export function recordSchema(definition: ResourceDefinition, options: SchemaOptions) {
  const fields = formFields(definition, options).filter(
    (field) => options.mode === 'create' || !field.createOnly,
  );
  return object(
    Object.fromEntries(
      fields.map((field) => [
        field.source,
        fieldSchema(field, fields, options.mensagens ?? MENSAGENS_PT_BR),
      ]),
    ),
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
