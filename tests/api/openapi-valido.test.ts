import SwaggerParser from '@apidevtools/swagger-parser';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { limite } from '../helpers/limites';

/**
 * The published document (GET /docs/json) as an integrator takes it: a strict validator must
 * accept it, its failures must say what they carry (the shared envelope and error components,
 * server/http/openapi.ts), and the TypeScript types generated from it must accept the calls the
 * product's own client makes.
 */

type Schema = Record<string, unknown>;
interface Response {
  $ref?: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  security?: unknown[];
  responses: Record<string, Response>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
}

/** POST /connect/token answers OAuth 2.0's own shapes (RFC 6749), not the envelope. */
const OAUTH = '/connect/token';

const ROOT = path.resolve(__dirname, '../..');

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  document = (await t.app.inject({ url: '/docs/json' })).json() as Document;
});
afterAll(() => t.close());

function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]): [string, Operation] => [
      `${method.toUpperCase()} ${url}`,
      op,
    ]),
  );
}

describe('o documento OpenAPI publicado', () => {
  it('é OpenAPI 3.0 válido para um validador estrito (@apidevtools/swagger-parser)', async () => {
    expect(document.openapi).toBe('3.0.3');
    // validate() dereferences what it is given: a copy, so the other tests read the original.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    // ajv-errors' keyword is not OpenAPI's: published as an extension only.
    expect(JSON.stringify(document)).not.toMatch(/"errorMessage":/);
    expect(operations().length).toBeGreaterThan(200);
  });

  it('publica as mensagens pt-BR como x-errorMessage, e o servidor ainda responde com elas', async () => {
    const body = document.paths['/api/propostaPme/buscar'].post.requestBody!.content[
      'application/json'
    ].schema as { properties: Record<string, Schema> };
    const message = body.properties.pageSize['x-errorMessage'];
    expect(message).toEqual(expect.stringContaining('Tamanho de página inválido'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/propostaPme/buscar',
      headers: await loginAs(t, 'gestorcomercialpme'),
      payload: { pageSize: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, data: null, messages: [message] });
  });

  it('toda operação aponta para o envelope e as respostas de erro compartilhados', () => {
    const { schemas, responses } = document.components;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['Envelope', 'ErrorEnvelope', 'Messages', 'FieldErrors']),
    );
    for (const response of Object.values(responses)) {
      expect(response.content?.['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorEnvelope',
      });
    }
    const wrong: string[] = [];
    const resolves = (ref: string) => ref.split('/').pop()! in responses;
    for (const [name, op] of operations()) {
      if (op.responses.default?.$ref !== '#/components/responses/Error') {
        wrong.push(`${name}: sem default`);
      }
      if (
        op.security?.length !== 0 &&
        op.responses['401']?.$ref !== '#/components/responses/Unauthorized'
      ) {
        wrong.push(`${name}: protegida sem 401`);
      }
      for (const [status, response] of Object.entries(op.responses)) {
        if (response.$ref) {
          if (!response.$ref.startsWith('#/components/responses/') || !resolves(response.$ref)) {
            wrong.push(`${name} ${status}: ${response.$ref}`);
          }
          continue;
        }
        if (name === `POST ${OAUTH}`) continue;
        if (['400', '401', '403', '404', '409'].includes(status)) {
          wrong.push(`${name} ${status}: erro sem $ref`);
        }
        const json = response.content?.['application/json']?.schema as
          { allOf?: { $ref?: string }[] } | undefined;
        if (json && json.allOf?.[0]?.$ref !== '#/components/schemas/Envelope') {
          wrong.push(`${name} ${status}: JSON fora do envelope`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The lists' call, as an example: each failure a client handles is a shared response.
    const buscar = document.paths['/api/adesao/buscar'].post.responses;
    expect([buscar['400'], buscar['401'], buscar['403'], buscar['404'], buscar['409']]).toEqual(
      ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict'].map((n) => ({
        $ref: `#/components/responses/${n}`,
      })),
    );
  });

  it(
    'gera tipos (openapi-typescript) que aceitam as chamadas do próprio cliente',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'adesao-openapi-'));
      try {
        const generated = astToString(await openapiTS(document as never, { silent: true }));
        writeFileSync(path.join(dir, 'api.d.ts'), generated);
        const usage = path.join(dir, 'uso.ts');
        writeFileSync(usage, usageOfTheClient());
        const diagnostics = typeCheck(usage, dir);
        expect(diagnostics).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    limite(180_000),
  );
});

/**
 * A few calls of the SPA, typed by the generated document: what the server declares it answers
 * must fit the client's own types, and what the client sends must fit what the server takes.
 * The two `@ts-expect-error` lines prove the generated types are strict (not `any`).
 */
function usageOfTheClient(): string {
  const src = (file: string) => JSON.stringify(path.join(ROOT, 'src', file));
  return `
import type { components, paths } from './api';
import type { PAGE_SIZES } from ${src('domain/constants')};
import type { Configuracao } from ${src('providers/configuracao')};
import type { MeusDados } from ${src('providers/tokenStore')};
import type { EnderecoCep } from ${src('providers/cepDataProvider')};
import type { BuscarBody, toSearchBody } from ${src('providers/buscaDePropostas')};

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Data<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: infer R };
}
  ? Json<R> extends { data: infer D } ? D : never
  : never;
type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type Failure<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {
  responses: { [K in S]: infer R };
}
  ? Json<R>
  : never;

declare function answer<T>(): T;

// The lists offer PAGE_SIZES only; react-admin types its perPage as any number.
type Sized<T> = Omit<T, 'pageSize'> & { pageSize: (typeof PAGE_SIZES)[number] };

/** What errorHandler.ts reads from a failure. */
interface FailureTheClientReads {
  success: false;
  data: null;
  messages: string[];
  errors?: Record<string, string>;
}

export const configuracao: Configuracao = answer<Data<'/api/configuracao', 'get'>>();
export const meusDados: MeusDados = answer<Data<'/api/User/MeusDados', 'get'>>();
export const endereco: EnderecoCep = answer<Data<'/api/cep/{cep}', 'get'>>();
export const busca: Body<'/api/adesao/buscar', 'post'> = answer<Sized<BuscarBody>>();
export const buscaRetencao: Body<'/api/retencao/buscar', 'post'> =
  answer<Sized<ReturnType<typeof toSearchBody>>>();
export const pagina: { itens: { propostaAdesaoId: number }[]; total: number } =
  answer<Data<'/api/adesao/buscar', 'post'>>();
export const falhas: FailureTheClientReads[] = [
  answer<Failure<'/api/adesao/buscar', 'post', 400>>(),
  answer<Failure<'/api/adesao/buscar', 'post', 401>>(),
  answer<Failure<'/api/adesao/buscar', 'post', 403>>(),
  answer<Failure<'/api/adesao/buscar', 'post', 404>>(),
  answer<Failure<'/api/adesao/buscar', 'post', 409>>(),
  answer<components['schemas']['ErrorEnvelope']>(),
];

// @ts-expect-error: the server serves no such path
export type Inexistente = paths['/api/nao-existe'];
// @ts-expect-error: the environment is a closed set
export const ambiente: Data<'/api/configuracao', 'get'>['ambiente'] = 'marte';
`;
}

/** The project's compiler options (tsconfig.json) on one file; its and the types' diagnostics. */
function typeCheck(file: string, dir: string): string[] {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram({
    rootNames: [file],
    // skipLibCheck off: the generated api.d.ts is checked too (only our two files are asked).
    options: { ...options, types: [], noEmit: true, skipLibCheck: false },
  });
  const ours = program.getSourceFiles().filter((source) => source.fileName.startsWith(dir));
  expect(ours.map((source) => path.basename(source.fileName)).sort()).toEqual([
    'api.d.ts',
    'uso.ts',
  ]);
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...ours.flatMap((source) => [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]),
  ].map(
    (d) =>
      `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
  );
}
