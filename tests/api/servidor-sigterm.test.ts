/**
 * Graceful restarts: on SIGTERM the server stops taking requests, finishes those in flight and
 * the delivery under way, then exits 0; a worker whose grace runs out gives its leases back.
 */
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { enqueue } from '../../server/modules/outbox/enqueue';
import { claim } from '../../server/modules/outbox/store';
import { OutboxWorker } from '../../server/modules/outbox/worker';
import { CLIENT_ID } from '../helpers/auth';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import {
  createTestApp,
  seededServerDatabase,
  type ServerDatabase,
  type TestApp,
} from '../helpers/test-app';

const FORM = new URLSearchParams({
  grant_type: 'password',
  username: 'admin',
  password: 'Adesao@2026',
  client_id: CLIENT_ID,
  scope: 'openid profile',
}).toString();

/** Resolves once the server no longer says it is ready (it has begun shutting down). */
async function shuttingDown(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health/ready`)).status !== 200) return;
    } catch {
      return; // not accepting connections any more
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** How long the test's client keeps an idle connection: far past the server's grace. */
const CLIENT_KEEPS_CONNECTION_MS = 600_000;

/** A server process's start is the slow part (seconds on a busy 2-core machine), not a hang. */
const PROCESS_TEST_TIMEOUT_MS = 90_000;

const exitCode = (server: ServerProcess) =>
  server.exited.then(() => server.child.exitCode ?? server.child.signalCode);

describe(`SIGTERM (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  const databases: ServerDatabase[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-sigterm-'));
  });
  afterAll(async () => {
    for (const database of databases) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'lets a request in flight finish, refuses new ones, then exits 0',
    async () => {
      const database = await seededServerDatabase(path.join(dataDir, 'a'));
      databases.push(database);
      // The log's warnings and errors beside the test's output: a failed exit says why.
      const server = await startServerProcess(
        { ...database.env, LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '1000' },
        undefined,
        { log: true },
      );
      // The client keeps its connection open after the answer, as a browser or a proxy does
      // (Node's own agent lets it go after 5 s): the server must not wait for it to exit.
      const agent = new Agent({ keepAlive: true, timeout: CLIENT_KEEPS_CONNECTION_MS });
      // A sign-in that is under way when SIGTERM lands: with 'Expect: 100-continue' the server
      // answers 'continue' once it has taken the request in, and only then does the body go.
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${server.url}/connect/token`, {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(FORM),
            expect: '100-continue',
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.on('continue', () => {
          server.child.kill('SIGTERM');
          void shuttingDown(server.url).then(() => req.end(FORM));
        });
        req.flushHeaders();
      });
      const { status, body } = await answer;
      expect(status).toBe(200);
      expect(JSON.parse(body).access_token).toEqual(expect.any(String));
      expect(await exitCode(server)).toBe(0);
      agent.destroy();
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'finishes the delivery under way: the message is delivered once and recorded',
    async () => {
      let releaseReply!: () => void;
      const replyHeld = new Promise<void>((resolve) => (releaseReply = resolve));
      let deliveryStarted!: () => void;
      const started = new Promise<void>((resolve) => (deliveryStarted = resolve));
      let received = 0;
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          stream.resume();
          stream.on('end', () => {
            received += 1;
            deliveryStarted();
            void replyHeld.then(() => callback());
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const port = (smtp.server.address() as { port: number }).port;
      const database = await seededServerDatabase(path.join(dataDir, 'b'));
      databases.push(database);
      const server = await startServerProcess(
        {
          ...database.env,
          LOG_LEVEL: 'warn',
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          WORKER_ENABLED: 'true',
          WORKER_POLL_MS: '50',
        },
        undefined,
        { log: true },
      );
      try {
        const token = await fetch(`${server.url}/connect/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: FORM,
        }).then((res) => res.json() as Promise<{ access_token: string }>);
        const created = await fetch(`${server.url}/api/enfermeiros`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token.access_token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            username: 'clara.sigterm',
            firstName: 'Clara',
            lastName: 'Souza',
            email: 'clara.sigterm@example.com',
            ativo: true,
          }),
        });
        expect(created.status).toBe(200);
        await started;
        server.child.kill('SIGTERM');
        await shuttingDown(server.url);
        releaseReply();
        expect(await exitCode(server)).toBe(0);
      } finally {
        server.child.kill('SIGKILL');
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
      }
      expect(received).toBe(1);
      const handle = await database.open();
      try {
        const rows = await handle.db
          .select({ status: outbox.status, attempts: outbox.attempts })
          .from(outbox)
          .where(eq(outbox.topic, 'usuario.primeiro-acesso'));
        expect(rows).toEqual([{ status: 'delivered', attempts: 1 }]);
      } finally {
        await handle.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('a stopping worker whose grace runs out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives its leases back at once, the interrupted try not counted', async () => {
    await enqueue(t.app.db, {
      topic: 'erp.integrar-proposta',
      payload: { propostaId: 1 },
      idempotencyKey: 'sigterm-lease',
    });
    let callStarted!: () => void;
    const started = new Promise<void>((resolve) => (callStarted = resolve));
    const worker = new OutboxWorker({
      db: t.app.db,
      integrations: t.app.integrations,
      config: t.config,
      log: t.app.log,
      // An outside system that never answers.
      handlers: {
        'erp.integrar-proposta': {
          deliver: () => {
            callStarted();
            return new Promise(() => {});
          },
        },
      },
    });
    worker.start();
    await started;
    await worker.stop({ graceMs: 20 });
    const [row] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, 'sigterm-lease'));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      leaseToken: null,
      lockedUntil: null,
    });
    // Another process takes it now, not after WORKER_LEASE_MS.
    const taken = await claim(t.app.db, 10, 60_000);
    expect(taken.map((c) => c.message.idempotencyKey)).toEqual(['sigterm-lease']);
  });
});
