import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { limite } from '../helpers/limites';

/**
 * Hostile input against every operation of the OpenAPI document that takes a JSON body: wrong
 * types, huge strings, prototype keys, invalid CPFs and dates, SQL and HTML fragments, control
 * characters, deep nesting. Whatever comes, the API answers below 500; a refusal carries pt-BR
 * messages and writes nothing (every table keeps its row count).
 */

/** Accounts tried in turn: each operation runs as the first one its guard lets through. */
const ACCOUNTS = [
  'gestorcomercial',
  'concessionaria',
  'gestorcomercialpme',
  'enfermeiro',
  'gestorsaude',
  'supervisor',
  'admin',
  'operadorcallcenter',
  'gestorcallcenter',
  'liberacao49menos',
  'gestorcontratos',
  'dac',
];

/** Words of the validator's English that must never reach a user. */
const ENGLISH = /\b(must|should|required property|Expected|invalid type|is not|body\/)\b/i;

interface Operation {
  method: string;
  path: string;
  properties: string[];
}

const hostileString = fc.oneof(
  fc.constantFrom(
    "'; DROP TABLE propostas_adesao; --",
    '" OR 1=1 --',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '111.111.111-11',
    '00.000.000/0000-00',
    '31/02/2024',
    '9999-99-99',
    '\u0000\u0001\u001f\u007f',
    '\u202e\ufeff',
    '%00',
    '../../etc/passwd',
    '',
    ' ',
  ),
  fc.string({ maxLength: 40 }),
  fc.constant('x'.repeat(100_000)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(null, true, false, 0, -1, 1e308, -2147483649, Number.MAX_SAFE_INTEGER, 1.5),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'id', 'nome', 'cpf'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A body as raw JSON text, so keys such as __proto__ reach the server as typed. */
function hostileBody(properties: string[]): fc.Arbitrary<string> {
  const keys = fc.constantFrom(
    ...(properties.length ? properties : ['id']),
    '__proto__',
    'constructor',
    'prototype',
  );
  const object = fc
    .array(fc.tuple(keys, hostileValue), { maxLength: 6 })
    .map(
      (entries) =>
        `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`,
    );
  const deep = fc.integer({ min: 200, max: 2000 }).map((n) => '['.repeat(n) + ']'.repeat(n));
  const other = fc.constantFrom(
    'null',
    '[]',
    '"texto"',
    '42',
    '{"a":',
    '{}',
    '{"__proto__":{"x":1}}',
  );
  return fc.oneof(object, object, deep, other);
}

describe('hostile input', () => {
  let t: TestApp;
  let operations: Operation[];
  let tables: string[];

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
        >
      >;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody?.content?.['application/json'])
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          properties: Object.keys(
            op.requestBody!.content!['application/json'].schema?.properties ?? {},
          ),
        })),
    );
    const rows = await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    );
    tables = (rows as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  });
  afterAll(() => t.close());

  /** Every table's row count, as one text: equal before and after means nothing was written. */
  async function counts(): Promise<string> {
    const query = tables
      .map((name) => `select '${name}' as t, count(*)::int as n from "${name}"`)
      .join(' union all ');
    const result = await t.db.execute(sql.raw(query));
    return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  }

  /** The concrete URL: path parameters get a plausible value (a proposal id, a kind). */
  const urlOf = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      /tipo|situacao|uf|formato|a$/.test(name) ? '1' : /cpf/i.test(name) ? '52998224725' : '1',
    );

  it('finds the operations it attacks (the walk works)', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((o) => o.path)).toContain('/api/adesao/criar');
    expect(tables).toContain('propostas_adesao');
  });

  /**
   * One session per account for the whole file (a sign-in costs a password hash; signing in
   * again for every operation took 19 of the file's 45 s). A session a hostile body ended (a
   * sign-out, a password change) answers 401: the account then signs in again, so every
   * operation is still attacked with a live session.
   */
  const sessions = new Map<string, { authorization: string }>();
  async function sessionOf(account: string, renew = false) {
    if (renew || !sessions.has(account)) sessions.set(account, await loginAs(t, account));
    return sessions.get(account)!;
  }

  /** The first account the route's guard lets through (a 403 would only test the guard). */
  async function firstAccountLetThrough(operation: Operation, url: string) {
    const probe = (headers: { authorization: string }) =>
      t.app.inject({ method: operation.method as 'POST', url, headers, payload: {} });
    let headers = await sessionOf(ACCOUNTS[0]);
    for (const account of ACCOUNTS) {
      headers = await sessionOf(account);
      let answer = await probe(headers);
      if (answer.statusCode === 401)
        answer = await probe((headers = await sessionOf(account, true)));
      if (answer.statusCode !== 403) break;
    }
    return headers;
  }

  it(
    'answers every hostile body below 500, in Portuguese, without writing anything on refusal',
    async () => {
      let attacked = 0;
      const statuses = new Map<number, number>();
      for (const operation of operations) {
        const url = urlOf(operation.path);
        const headers = await firstAccountLetThrough(operation, url);
        // The row counts after one request are the counts before the next: nothing else writes
        // (the outbox worker is off), so one count per request proves each refusal wrote nothing.
        let before = await counts();
        await fc.assert(
          fc.asyncProperty(hostileBody(operation.properties), async (body) => {
            const res = await t.app.inject({
              method: operation.method as 'POST',
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: body,
            });
            const where = `${operation.method} ${operation.path} ${body.slice(0, 120)}`;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const messages = (res.json() as { messages?: unknown }).messages;
              expect(Array.isArray(messages) && messages.length > 0, where).toBe(true);
              for (const message of messages as unknown[]) {
                expect(typeof message, where).toBe('string');
                expect(message as string, where).not.toMatch(ENGLISH);
              }
            }
            const after = await counts();
            if (res.statusCode >= 400) expect(after, where).toBe(before);
            before = after;
          }),
          { numRuns: 8, seed: 20261124, endOnFailure: true },
        );
        attacked++;
      }
      expect(attacked).toBe(operations.length);
      // The bodies reached the validators (400) and, for some, the handlers (404, 409, 2xx...).
      expect(statuses.get(400) ?? 0).toBeGreaterThan(operations.length * 4);
      expect([...statuses.keys()].some((status) => status !== 400)).toBe(true);
      console.info('respostas por situação HTTP', Object.fromEntries(statuses));
    },
    limite(600_000),
  );
});
