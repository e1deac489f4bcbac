import { describe, expect, it } from 'vitest';
import { publishOpenApi } from './openapi';

const envelope = (data: object) => ({
  type: 'object',
  required: ['success', 'data', 'messages'],
  properties: {
    success: { type: 'boolean' },
    data,
    messages: { type: 'array', items: { type: 'string' } },
  },
});

/** server/http/envelope.ts's ErrorEnvelope as @fastify/swagger writes it out. */
const errorEnvelope = {
  type: 'object',
  required: ['success', 'data', 'messages'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    data: { type: 'object', nullable: true, enum: [null] },
    messages: { type: 'array', items: { type: 'string' } },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

const json = (schema: object) => ({
  description: 'Default Response',
  content: { 'application/json': { schema } },
});

function document() {
  return {
    openapi: '3.0.3',
    components: { securitySchemes: {} },
    paths: {
      '/api/coisa': {
        post: {
          'x-adesao-guarded': true,
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    nome: { type: 'string', errorMessage: 'Informe o nome.' },
                    // A field may be called errorMessage: its schema is not the keyword.
                    errorMessage: { type: 'string', enum: ['errorMessage'] },
                  },
                  errorMessage: { required: { nome: 'Nome obrigatório.' } },
                },
              },
            },
          },
          responses: {
            200: json(envelope({ type: 'integer' })),
            404: json(errorEnvelope),
            // A CSV export's errors were declared as CSV: they are JSON envelopes.
            409: { description: 'x', content: { 'text/csv': { schema: errorEnvelope } } },
          },
        },
      },
      '/api/health': {
        get: { security: [], responses: { 200: json(envelope({ type: 'string' })) } },
      },
    },
  };
}

describe('publishOpenApi', () => {
  it("publishes ajv-errors' keyword as x-errorMessage and leaves a field of that name", () => {
    const input = document();
    const published = publishOpenApi(input) as unknown as ReturnType<typeof document>;
    const schema = published.paths['/api/coisa'].post.requestBody.content['application/json']
      .schema as Record<string, unknown>;
    expect(schema.errorMessage).toBeUndefined();
    expect(schema['x-errorMessage']).toEqual({ required: { nome: 'Nome obrigatório.' } });
    expect(schema.properties).toEqual({
      nome: { type: 'string', 'x-errorMessage': 'Informe o nome.' },
      errorMessage: { type: 'string', enum: ['errorMessage'] },
    });
    // A copy: the routes' own schemas (which ajv validates with) are not touched.
    expect(input).toEqual(document());
  });

  it('answers with the shared envelope and error responses, and every failure the route may give', () => {
    const published = publishOpenApi(document()) as {
      paths: Record<string, Record<string, { responses: object } & Record<string, unknown>>>;
      components: { schemas: object; responses: object };
    };
    const coisa = published.paths['/api/coisa'].post;
    expect(coisa['x-adesao-guarded']).toBeUndefined();
    expect(coisa.responses).toEqual({
      200: {
        description: 'Default Response',
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/Envelope' },
                { type: 'object', required: ['data'], properties: { data: { type: 'integer' } } },
              ],
            },
          },
        },
      },
      400: { $ref: '#/components/responses/BadRequest' },
      401: { $ref: '#/components/responses/Unauthorized' },
      403: { $ref: '#/components/responses/Forbidden' },
      404: { $ref: '#/components/responses/NotFound' },
      409: { $ref: '#/components/responses/Conflict' },
      default: { $ref: '#/components/responses/Error' },
    });
    // Public: no 401; no input: no 400.
    expect(Object.keys(published.paths['/api/health'].get.responses)).toEqual(['200', 'default']);
    expect(Object.keys(published.components.schemas)).toEqual([
      'Messages',
      'FieldErrors',
      'Envelope',
      'ErrorEnvelope',
    ]);
    expect(Object.keys(published.components.responses)).toEqual([
      'BadRequest',
      'Unauthorized',
      'Forbidden',
      'NotFound',
      'Conflict',
      'Error',
    ]);
  });
});
