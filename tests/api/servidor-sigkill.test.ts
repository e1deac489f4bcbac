import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, CLIENT_ID } from '../helpers/auth';
import { startServerProcess, freePort, type ServerProcess } from '../helpers/server-process';
import { seededServerDatabase } from '../helpers/test-app';
import { limite } from '../helpers/limites';

/**
 * Crash safety of the API (issue 'Quality gates'): the real server as a child process, four
 * writers recording observations side by side, SIGKILL at random moments and a restart on the
 * same data; every write the server acknowledged must be there afterwards. On the embedded
 * database in the PGlite pass, on PostgreSQL in the TEST_DATABASE_URL pass. CRASH_KILLS (3 here)
 * sets how many kills; `npm run bench:crash` runs a longer round.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const WRITERS = 4;
const SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';
const SERVER_URL = process.env.TEST_DATABASE_URL;

interface Target {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

async function target(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-sigkill-'));
  const database = await seededServerDatabase(dataDir);
  return {
    env: database.env,
    async cleanup() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`o servidor morto com SIGKILL não perde escrita confirmada (${SERVER_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let where: Target;
  let port: number;
  let server: ServerProcess;
  const start = async () => {
    server = await startServerProcess(
      { ...where.env, JWT_SECRET: SECRET, SEED_DEMO: 'true' },
      port,
    );
  };

  beforeAll(async () => {
    where = await target();
    port = await freePort();
    await start();
  }, limite(180_000));
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await where?.cleanup();
  });

  const api = (pathname: string, token: string, body?: object) =>
    fetch(`${server.url}${pathname}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });

  it(
    `${KILLS} mortes durante ${WRITERS} escritores simultâneos`,
    async () => {
      const login = await fetch(`${server.url}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'gestorcomercial',
          password: DEMO_PASSWORD,
          client_id: CLIENT_ID,
        }),
      });
      // The signing key and the session outlive the process: one token serves every restart.
      const { access_token: token } = (await login.json()) as { access_token: string };
      const list = await api('/api/adesao/buscar', token, {
        situacoesPropostasAdesaoIds: [],
        filtros: [],
        pagina: 1,
        pageSize: 10,
      });
      const listed = (await list.json()) as { data: { itens: { id: number }[] } };
      const ids = listed.data.itens.slice(0, WRITERS).map((row) => row.id);
      expect(ids).toHaveLength(WRITERS);

      const acknowledged: { propostaAdesaoId: number; observacao: string }[] = [];
      let running = true;
      let attempts = 0;
      const writer = async (w: number) => {
        for (let n = 0; running; n++) {
          const observacao = `sigkill escritor ${w} número ${n}`;
          attempts++;
          try {
            const res = await api('/api/observacaoPropostaAdesao/criar', token, {
              propostaAdesaoId: ids[w],
              observacao,
            });
            if (res.status === 200) acknowledged.push({ propostaAdesaoId: ids[w], observacao });
            else await res.arrayBuffer();
          } catch {
            // The server is down (killed, restarting): this write was never acknowledged.
            await pause(50);
          }
        }
      };
      const writing = Array.from({ length: WRITERS }, (_, w) => writer(w));

      const killedAfter: number[] = [];
      for (let kill = 0; kill < KILLS; kill++) {
        const lapse = 300 + Math.floor(Math.random() * 1200);
        killedAfter.push(lapse);
        await pause(lapse);
        server.child.kill('SIGKILL');
        await server.exited;
        await start();
      }
      await pause(500);
      running = false;
      await Promise.all(writing);

      const stored = new Set<string>();
      for (const id of ids) {
        const res = await api(`/api/observacaoPropostaAdesao/obterObservacoes/${id}`, token);
        const body = (await res.json()) as { data: { observacao: string }[] };
        for (const row of body.data) stored.add(`${id}:${row.observacao}`);
      }
      const lost = acknowledged.filter((w) => !stored.has(`${w.propostaAdesaoId}:${w.observacao}`));
      expect(
        acknowledged.length,
        `tentativas ${attempts}, mortes após ${killedAfter} ms`,
      ).toBeGreaterThan(WRITERS * KILLS);
      console.log(
        `SIGKILL: ${acknowledged.length} escritas confirmadas de ${attempts} tentativas, mortes após ${killedAfter.join(', ')} ms`,
      );
      expect(lost, `mortes após ${killedAfter.join(', ')} ms`).toEqual([]);
    },
    limite(600_000),
  );
});
