import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import type { Executor } from '../../server/db/client';
import type { Notifications, Subscription } from '../../server/db/notifications';
import { parametros } from '../../server/db/schema';
import {
  PARAMETROS_CHANNEL,
  ParametrosCache,
  parametrosCacheOf,
} from '../../server/modules/parametros/cache';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { criarFamilia } from './outbox-fixtures';

/** Resolves on the next message of the parameters' channel (after the cache has heard it). */
async function nextMessage(notifications: Notifications): Promise<() => Promise<void>> {
  let heard!: () => void;
  const message = new Promise<void>((resolve) => (heard = resolve));
  const unlisten = await notifications.listen(PARAMETROS_CHANNEL, { onMessage: () => heard() });
  return async () => {
    await message;
    await unlisten();
  };
}

describe('the parameters kept in memory (issue Speed)', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  let propostaId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    propostaId = (await criarFamilia(t.db, { situacao: SITUACAO.NovaEntrada })).titular.id;
  });
  afterAll(() => t.close());

  const alvoNaLista = async () => {
    const res = await as('gestorcomercial').post('/api/adesao/buscar', {
      situacoesPropostasAdesaoIds: [SITUACAO.NovaEntrada],
      pageSize: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    const itens = res.json().data.itens as { id: number; sla: { alvo: number } | null }[];
    return itens.find((item) => item.id === propostaId)!.sla!.alvo;
  };

  it('reads the table once for many calls', async () => {
    await alvoNaLista();
    const cache = parametrosCacheOf(t.db)!;
    expect(cache).toBeDefined();
    // The same copy, not a new query's answer, serves the next calls.
    expect(await cache.read()).toBe(await cache.read());
  });

  it('drops its copy when another process changes the table (NOTIFY on commit)', async () => {
    const antes = await alvoNaLista();
    // A write that does not go through this server's code: only the trigger can tell the cache.
    const ouvido = await nextMessage(t.app.notifications);
    await t.db
      .insert(parametros)
      .values({ chave: 'sla.NovaEntrada', valor: antes + 7 })
      .onConflictDoUpdate({ target: parametros.chave, set: { valor: antes + 7 } });
    await ouvido();
    expect(await alvoNaLista()).toBe(antes + 7);
  });

  it("a save in 'Parâmetros' is in force on the saver's very next call", async () => {
    const lista = await as('gestorcomercial').get('/api/parametros');
    expect(lista.statusCode, lista.body).toBe(200);
    const atual = (lista.json().data as { chave: string; versao: number }[]).find(
      (p) => p.chave === 'sla.NovaEntrada',
    )!;
    const res = await as('gestorcomercial').put('/api/parametros/sla.NovaEntrada', {
      valor: 33,
      versao: atual.versao,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alvoNaLista()).toBe(33);
  });
});

describe('ParametrosCache', () => {
  /** A database whose reads answer only when the test says so, counting them. */
  function slowDb() {
    const pending: ((rows: { chave: string; valor: unknown }[]) => void)[] = [];
    const db = {
      select: () => ({
        from: () => new Promise((resolve) => pending.push(resolve)),
      }),
    } as unknown as Executor;
    return { db, pending };
  }
  const silent: Notifications = {
    listen: async (_channel: string, _subscription: Subscription) => async () => {},
    close: async () => {},
  };

  it('does not keep an answer read before a change it heard of', async () => {
    const { db, pending } = slowDb();
    const cache = new ParametrosCache(db);
    await cache.start(silent);
    const first = cache.read();
    cache.invalidate();
    pending[0]!([{ chave: 'sla.NovaEntrada', valor: 5 }]);
    // The caller gets what was read, but the copy is not kept: the next read asks again.
    expect((await first).get('sla.NovaEntrada')).toBe(5);
    const second = cache.read();
    expect(pending).toHaveLength(2);
    pending[1]!([{ chave: 'sla.NovaEntrada', valor: 6 }]);
    expect((await second).get('sla.NovaEntrada')).toBe(6);
    expect(await cache.read()).toBe(await second);
  });

  it('shares one query among concurrent first reads, and keeps nothing when not listening', async () => {
    const { db, pending } = slowDb();
    const cache = new ParametrosCache(db);
    const a = cache.read();
    const b = cache.read();
    expect(pending).toHaveLength(1);
    pending[0]!([]);
    expect(await a).toBe(await b);
    // Never started: nobody would tell it of a change, so every read goes to the database.
    void cache.read();
    expect(pending).toHaveLength(2);
  });
});
