import { and, eq } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { historicoPropostasAdesao, integracoesErpPropostas, outbox } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { createIntegrations } from '../../server/integrations';
import { createDisabledSender } from '../../server/integrations/email/disabled-sender';
import { queueMessage } from '../../server/modules/comunicacoes/service';
import { TOPIC_HANDLERS } from '../../server/modules/integracoes/handlers';
import { enqueue } from '../../server/modules/outbox/enqueue';
import { OutboxWorker } from '../../server/modules/outbox/worker';
import {
  eventually,
  startErpSandbox,
  startSmsSandbox,
  type RunningSandbox,
} from '../helpers/sandboxes';
import { serverCommand } from '../helpers/server-process';
import { criarFamilia, mensagens, proposta, SITUACAO } from './outbox-fixtures';

/**
 * Crash safety and several workers, on a PostgreSQL server (the embedded database has a single
 * connection, so there the server's own worker is the only one). Uses TEST_DATABASE_URL, or the
 * local server CI also runs; each run creates its own database and drops it.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DB_NAME = `outbox_crash_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

const quiet = () => ({ info() {}, warn() {}, error() {}, debug() {}, child: quiet }) as never;

let database: DatabaseHandle;
let erp: RunningSandbox;
const children: ChildProcess[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `npm run worker`, as a child process with its own connection pool. */
function startWorkerProcess(): ChildProcess {
  const child = spawn(process.execPath, serverCommand('worker'), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ERP_URL: erp.url,
      LOG_LEVEL: 'silent',
      WORKER_POLL_MS: '50',
      WORKER_LEASE_MS: '6000',
      OUTSIDE_TIMEOUT_MS: '5000',
      ERP_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '50',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

function exited(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

beforeAll(async () => {
  await admin((client) => client.query(`create database ${DB_NAME}`));
  database = await openDatabase({ url: databaseUrl });
  await database.migrate();
  await seedDemo(database.db);
  erp = await startErpSandbox();
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  await erp?.close();
  await database?.close();
  await admin((client) => client.query(`drop database if exists ${DB_NAME} with (force)`));
});

/** Worker processes start and stop here: seconds each on a busy 2-core machine, not a hang. */
const PROCESS_TEST_TIMEOUT_MS = 90_000;

describe('outbox on PostgreSQL', () => {
  it(
    'a worker killed between the ERP call and its commit is replaced and the integration happens once',
    async () => {
      const { db } = database;
      const { titular } = await criarFamilia(db, { situacao: SITUACAO.SolicitadaIntegracaoComERP });
      const outboxId = await db.transaction((tx) =>
        enqueue(tx, {
          topic: 'erp.integrar-proposta',
          payload: {
            propostaId: titular.id,
            codigoCampanha: 101,
            codigoGrupoCarencia: 'GC01',
            codigoTipoCobranca: 1,
            tipoVenda: 2,
            indComissionarProposta: true,
            indReteveAtoVenda: false,
            codMotivoNaoComissionar: 1,
          },
          idempotencyKey: `erp.integrar-proposta:${titular.id}:crash`,
          propostaId: titular.id,
        }),
      );
      // The ERP applies the request at once but holds its answer for a moment.
      await erp.holdNext(1, 3000);
      const locker = new pg.Client({ connectionString: databaseUrl });
      await locker.connect();
      const first = startWorkerProcess();
      await eventually(async () => (await erp.calls()).total >= 1, {
        what: 'chamada ao ERP',
        timeoutMs: 20_000,
      });

      // Block the worker's commit: once the answer arrives, it waits for this row lock.
      await locker.query('begin');
      await locker.query('select id from outbox where id = $1 for update', [outboxId]);
      await eventually(
        async () => {
          const { rows } = await locker.query(
            `select count(*)::int as n from pg_stat_activity
            where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
            [DB_NAME],
          );
          return rows[0].n > 0;
        },
        { what: 'worker esperando para gravar', timeoutMs: 10_000 },
      );
      first.kill('SIGKILL');
      await exited(first);
      await locker.query('rollback');
      await locker.end();

      // The ERP has the request; here nothing was recorded and the message is still claimed.
      const [claimed] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      expect(claimed).toMatchObject({ status: 'processing', attempts: 1 });
      expect(await db.select().from(integracoesErpPropostas)).toHaveLength(0);

      const second = startWorkerProcess();
      await eventually(
        async () =>
          (await proposta(db, titular.id)).situacaoPropostaAdesaoId === SITUACAO.IntegradoERP,
        { what: 'integração após a queda do worker', timeoutMs: 30_000 },
      );
      second.kill('SIGTERM');
      await exited(second);

      const posts = (await erp.calls()).chamadas.filter((c) => c.method === 'POST');
      expect(posts).toHaveLength(2);
      expect(new Set(posts.map((c) => c.idempotencyKey)).size).toBe(1);
      expect(posts[1].replayed).toBe(true);
      expect(await erp.control<unknown[]>('GET', '/integracoes')).toHaveLength(1);
      expect(await db.select().from(integracoesErpPropostas)).toHaveLength(1);
      const registered = await db
        .select()
        .from(historicoPropostasAdesao)
        .where(
          and(
            eq(historicoPropostasAdesao.propostaAdesaoId, titular.id),
            eq(historicoPropostasAdesao.chave, 'registrar-integracao'),
          ),
        );
      expect(registered).toHaveLength(1);
      const [delivered] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      expect(delivered).toMatchObject({ status: 'delivered', attempts: 2 });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('several workers share the queue without delivering a message twice', async () => {
    const sms = await startSmsSandbox();
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      SMS_URL: `${sms.url}/sms`,
      LOG_LEVEL: 'silent',
      WORKER_POLL_MS: '20',
      OUTBOX_RETRY_BASE_MS: '20',
    });
    const pools = await Promise.all([1, 2, 3].map(() => openDatabase({ url: databaseUrl })));
    const workers = pools.map(
      (pool) =>
        new OutboxWorker({
          db: pool.db,
          integrations: createIntegrations(config, createDisabledSender(quiet())),
          config,
          log: quiet(),
          handlers: TOPIC_HANDLERS,
          batchSize: 3,
        }),
    );
    try {
      const { titular } = await criarFamilia(database.db, {
        situacao: SITUACAO.AguardandoAprovacaoTermo,
      });
      const total = 30;
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < total; i += 1) {
          await queueMessage(tx, {
            propostaAdesaoId: titular.id,
            canal: 'sms',
            destino: `279${String(10_000_000 + i)}`,
            modelo: 'comunicado',
            conteudo: `Aviso número ${i}`,
            autor: { id: null, nome: 'Teste' },
          });
        }
      });
      workers.forEach((worker) => worker.start());
      await eventually(
        async () => {
          const rows = await mensagens(database.db, 'comunicacao.enviar');
          return rows.length === total && rows.every((row) => row.status === 'delivered');
        },
        { what: 'todas as mensagens entregues', timeoutMs: 20_000 },
      );
      const received = await sms.control<{ to: string }[]>('GET', '/mensagens');
      expect(received).toHaveLength(total);
      expect(new Set(received.map((m) => m.to)).size).toBe(total);
      const calls = (await sms.calls()).chamadas.filter((c) => c.path === '/sms');
      expect(calls).toHaveLength(total);
      expect(calls.some((c) => c.replayed)).toBe(false);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await Promise.all(pools.map((pool) => pool.close()));
      await sms.close();
    }
  });
});
