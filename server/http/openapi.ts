import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { APP_VERSION } from '../../src/domain';

/**
 * The OpenAPI document as published (GET /docs/json, /docs/yaml), for clients outside the
 * product: valid OpenAPI 3.0.3 (tests/api/openapi-valido.test.ts checks it with a strict
 * validator on every run), with the API's envelope and its error answers as shared components.
 *
 * The route schemas stay as the server validates with them; only the published copy changes:
 *
 * - ajv-errors' `errorMessage` (the pt-BR messages of the 400 answers) is not an OpenAPI 3.0
 *   keyword, so strict tools refused the document: it is published as `x-errorMessage`.
 * - Every `{ success, data, messages }` answer is `allOf` the `Envelope` component and its own
 *   `data`; every error answer is a `$ref` to a component response whose body is `ErrorEnvelope`
 *   (`messages`, and `errors` by field), also where a CSV export declared its errors as CSV.
 * - Every operation says what its failures carry: 400 when it takes input, 401 unless it is
 *   public, 403 when a permission guards it, `default` for anything else (a 500 is an envelope
 *   too); the public routes say `security: []`, which some of them did not.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ref = (kind: 'schemas' | 'responses', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

export const OPENAPI_SCHEMAS = {
  Messages: {
    type: 'array',
    items: { type: 'string' },
    description:
      'Mensagens para quem usa o sistema, em português (podem ser mostradas como estão).',
  },
  FieldErrors: {
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      'Mensagens por campo (nome do campo → mensagem), para mostrar ao lado de cada campo.',
  },
  Envelope: {
    type: 'object',
    required: ['success', 'data', 'messages'],
    properties: {
      success: { type: 'boolean' },
      data: { description: 'O conteúdo da resposta: cada operação declara o seu.' },
      messages: ref('schemas', 'Messages'),
    },
    description: 'Toda resposta JSON da API: `{ success, data, messages }`.',
  },
  ErrorEnvelope: {
    type: 'object',
    required: ['success', 'data', 'messages'],
    properties: {
      success: { type: 'boolean', enum: [false] },
      data: { type: 'object', nullable: true, enum: [null] },
      messages: ref('schemas', 'Messages'),
      errors: ref('schemas', 'FieldErrors'),
    },
    description:
      'Toda falha da API: `success` falso, `data` nulo, as mensagens e, em formulários, `errors` por campo.',
  },
} satisfies Record<string, JsonObject>;

/** The component response of each error status (name and description); others get `Error<status>`. */
const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Requisição inválida: `messages` diz o que corrigir; `errors`, quando presente, por campo.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'Sem sessão válida: token ausente, vencido ou revogado (cabeçalho WWW-Authenticate).',
  },
  403: {
    name: 'Forbidden',
    description: 'O usuário não tem permissão para esta operação ou registro.',
  },
  404: { name: 'NotFound', description: 'Registro não encontrado.' },
  409: {
    name: 'Conflict',
    description:
      'Conflito com o estado atual do registro (alterado por outra pessoa, ou numa situação que não permite a ação).',
  },
  413: { name: 'PayloadTooLarge', description: 'Arquivo ou corpo da requisição grande demais.' },
  422: { name: 'UnprocessableEntity', description: 'O conteúdo enviado não pode ser processado.' },
  429: { name: 'TooManyRequests', description: 'Tentativas demais: aguarde alguns minutos.' },
  503: { name: 'ServiceUnavailable', description: 'Serviço indisponível no momento.' },
  default: {
    name: 'Error',
    description: 'Qualquer outra falha (um erro inesperado é um 500), sempre no mesmo envelope.',
  },
};

const errorResponseName = (status: string) => ERROR_RESPONSES[status]?.name ?? `Error${status}`;

function errorResponse(status: string): JsonObject {
  return {
    description: ERROR_RESPONSES[status]?.description ?? `Falha (${status}).`,
    content: { 'application/json': { schema: ref('schemas', 'ErrorEnvelope') } },
  };
}

// An internal mark the per-route transform leaves on a guarded operation; never published.
const GUARDED = 'x-adesao-guarded';

const isObject = (value: unknown): value is JsonObject =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Keys whose values are maps of names to schemas: a property may be called `errorMessage`. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'schemas', 'definitions']);
/** Keys whose values are data, not schemas. */
const DATA_KEYS = new Set(['enum', 'default', 'example', 'examples', 'const']);

/** ajv-errors' `errorMessage` keyword, wherever it is, as the `x-errorMessage` extension. */
function publishErrorMessages(node: Json, parentKey = ''): void {
  if (Array.isArray(node)) {
    for (const item of node) publishErrorMessages(item);
    return;
  }
  if (!isObject(node)) return;
  if (!NAME_MAPS.has(parentKey) && 'errorMessage' in node) {
    node['x-errorMessage'] = node.errorMessage;
    delete node.errorMessage;
  }
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
    publishErrorMessages(value, key);
  }
}

const sameKeys = (object: JsonObject, keys: string[]) =>
  Object.keys(object).length === keys.length && keys.every((key) => key in object);

const requires = (schema: JsonObject, keys: string[]) =>
  Array.isArray(schema.required) && keys.every((key) => (schema.required as Json[]).includes(key));

const isStringArray = (schema: Json) =>
  isObject(schema) &&
  schema.type === 'array' &&
  isObject(schema.items) &&
  schema.items.type === 'string';

/** The ErrorEnvelope of server/http/envelope.ts, as @fastify/swagger writes it out. */
function isErrorEnvelope(schema: Json): boolean {
  if (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties)) return false;
  const { properties } = schema;
  const keys =
    'errors' in properties
      ? ['success', 'data', 'messages', 'errors']
      : ['success', 'data', 'messages'];
  return (
    sameKeys(properties, keys) &&
    requires(schema, ['success', 'data', 'messages']) &&
    isObject(properties.success) &&
    JSON.stringify(properties.success.enum) === '[false]' &&
    isStringArray(properties.messages)
  );
}

/** An EnvelopeOf(data) answer: `{ success, data, messages }` with its own data. */
function isEnvelope(schema: Json): schema is JsonObject & { properties: JsonObject } {
  if (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties)) return false;
  const { properties } = schema;
  return (
    sameKeys(properties, ['success', 'data', 'messages']) &&
    requires(schema, ['success', 'data', 'messages']) &&
    isObject(properties.success) &&
    properties.success.type === 'boolean' &&
    properties.success.enum === undefined &&
    isStringArray(properties.messages)
  );
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** One operation's answers: shared envelope, shared error responses, the failures it may give. */
function publishOperation(operation: JsonObject, used: Set<string>): void {
  const responses = (isObject(operation.responses) ? operation.responses : {}) as JsonObject;
  for (const [status, response] of Object.entries(responses)) {
    if (!isObject(response) || !isObject(response.content)) continue;
    const media = Object.values(response.content).find(isObject);
    const schema = media?.schema ?? null;
    if (!status.startsWith('2') && isErrorEnvelope(schema)) {
      responses[status] = ref('responses', errorResponseName(status));
      used.add(status);
      continue;
    }
    for (const one of Object.values(response.content)) {
      if (!isObject(one) || !isEnvelope(one.schema)) continue;
      one.schema = {
        allOf: [
          ref('schemas', 'Envelope'),
          { type: 'object', required: ['data'], properties: { data: one.schema.properties.data } },
        ],
      };
    }
  }
  const failures: string[] = [];
  if (
    operation.requestBody ||
    (Array.isArray(operation.parameters) && operation.parameters.length)
  ) {
    failures.push('400');
  }
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  if (!isPublic) failures.push('401');
  if (operation[GUARDED]) failures.push('403');
  failures.push('default');
  delete operation[GUARDED];
  for (const status of failures) {
    if (responses[status] !== undefined) continue;
    responses[status] = ref('responses', errorResponseName(status));
    used.add(status);
  }
  operation.responses = responses;
}

/** The whole document, rewritten as published (a copy: the routes' own schemas are untouched). */
export function publishOpenApi(document: object): JsonObject {
  const published = JSON.parse(JSON.stringify(document)) as JsonObject;
  publishErrorMessages(published);
  const used = new Set<string>();
  const paths = isObject(published.paths) ? published.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (HTTP_METHODS.has(method) && isObject(operation)) publishOperation(operation, used);
    }
  }
  const components = isObject(published.components) ? published.components : {};
  const responses: JsonObject = isObject(components.responses) ? components.responses : {};
  const statuses = [...used].sort((a, b) =>
    a === 'default' ? 1 : b === 'default' ? -1 : a.localeCompare(b),
  );
  for (const status of statuses) responses[errorResponseName(status)] = errorResponse(status);
  published.components = {
    ...components,
    schemas: { ...OPENAPI_SCHEMAS, ...(isObject(components.schemas) ? components.schemas : {}) },
    responses,
  };
  return published;
}

const hookList = (value: unknown): unknown[] =>
  value == null ? [] : Array.isArray(value) ? value : [value];

/**
 * Per route, before @fastify/swagger writes its operation: a public route (config.public, or
 * outside /api, where the bearer check does not run) says `security: []`; a route with a
 * permission guard (server/modules/auth/current-user.ts) is marked for its 403. A shallow copy:
 * the route's schema object is the one Fastify validates with.
 */
export const transformRoute: SwaggerTransform = ({ schema, url, route }) => {
  const published: Record<string, unknown> = { ...schema };
  const isPublic = route.config?.public === true || !url.startsWith('/api');
  if (isPublic) published.security = [];
  const hooks = [...hookList(route.preValidation), ...hookList(route.preHandler)];
  if (hooks.some((hook) => typeof hook === 'function' && 'permission' in hook)) {
    published[GUARDED] = true;
  }
  return { schema: published as FastifySchema, url };
};

export const transformObject: SwaggerTransformObject = (document) =>
  publishOpenApi('openapiObject' in document ? document.openapiObject : document.swaggerObject);

/** The options of @fastify/swagger for the product's document (server/app.ts). */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Adesão — API do back office',
        description:
          'API do back office de adesão: propostas, enfermagem, documentos, PME e relatórios.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: transformRoute,
    transformObject,
  };
}
