import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parametros } from '../../server/db/schema';
import { PARAMETROS_CHANNEL } from '../../server/modules/parametros/cache';
import { readParametro, readParametros } from '../../server/modules/parametros/service';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('parâmetros no banco', () => {
  it('uses the default while nobody changed it, and the stored value after', async () => {
    expect(await readParametro(t.db, 'link.validadeHoras')).toBe(72);
    // The server keeps the table in memory: a write straight to it (not through 'Parâmetros')
    // reaches that copy by NOTIFY once it commits, a moment later on a PostgreSQL server.
    let ouvido!: () => void;
    const mensagem = new Promise<void>((resolve) => (ouvido = resolve));
    const unlisten = await t.app.notifications.listen(PARAMETROS_CHANNEL, {
      onMessage: () => ouvido(),
    });
    await t.db.insert(parametros).values({ chave: 'link.validadeHoras', valor: 12 });
    await mensagem;
    await unlisten();
    expect(await readParametros(t.db, ['link.validadeHoras', 'documento.tamanhoMaximoMb'])).toEqual(
      {
        'link.validadeHoras': 12,
        'documento.tamanhoMaximoMb': 10,
      },
    );
  });
});
