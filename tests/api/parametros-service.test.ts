import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parametros } from '../../server/db/schema';
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
    await t.db.insert(parametros).values({ chave: 'link.validadeHoras', valor: 12 });
    expect(await readParametros(t.db, ['link.validadeHoras', 'documento.tamanhoMaximoMb'])).toEqual(
      {
        'link.validadeHoras': 12,
        'documento.tamanhoMaximoMb': 10,
      },
    );
  });
});
