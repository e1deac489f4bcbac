import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, firstDealership, otherDealership } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Brokers are a declared resource (src/registries/corretor.ts): these calls exercise
// the generic CRUD routes (server/crud) exactly as ra-data-simple-rest makes them.
let t: TestApp;
let as: ReturnType<typeof apiClient>;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
});
afterAll(async () => t.close());

describe('corretores (recurso declarado)', () => {
  it('lists with range, sort and Content-Range', async () => {
    const res = await as('gestorcomercial').get(
      `/api/corretores?range=${q([0, 4])}&sort=${q(['nome', 'ASC'])}&filter=${q({})}`,
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { nome: string; versao: number }[];
    expect(rows).toHaveLength(5);
    const all = async (order: string) =>
      (
        await as('gestorcomercial').get(
          `/api/corretores?range=${q([0, 999])}&sort=${q(['nome', order])}`,
        )
      )
        .json()
        .data.map((r: { id: number }) => r.id);
    const ascending = await all('ASC');
    expect(rows.map((r) => (r as unknown as { id: number }).id)).toEqual(ascending.slice(0, 5));
    expect(await all('DESC')).toEqual([...ascending].reverse());
    expect(res.headers['content-range']).toMatch(/^corretores 0-4\/\d+$/);
    expect(Number(String(res.headers['content-range']).split('/')[1])).toBeGreaterThan(5);
  });

  it('searches by name and by masked CPF prefix', async () => {
    const all = (await as('gestorcomercial').get(`/api/corretores?range=${q([0, 0])}`)).json()
      .data[0] as { nome: string; cpf: string; id: number };
    const byName = await as('gestorcomercial').get(
      `/api/corretores?filter=${q({ q: all.nome.slice(1, 6) })}`,
    );
    expect(byName.json().data.map((r: { id: number }) => r.id)).toContain(all.id);
    const masked = `${all.cpf.slice(0, 3)}.${all.cpf.slice(3, 6)}`;
    const byCpf = await as('gestorcomercial').get(`/api/corretores?filter=${q({ q: masked })}`);
    expect(
      byCpf.json().data.every((r: { cpf: string }) => r.cpf.startsWith(all.cpf.slice(0, 6))),
    ).toBe(true);
  });

  it('refuses bad query parameters with a pt-BR 400', async () => {
    for (const url of [
      `/api/corretores?range=${q([0, 5000])}`,
      `/api/corretores?sort=${q(['senha', 'ASC'])}`,
      `/api/corretores?filter=${q({ naoExiste: 1 })}`,
      '/api/corretores?range=[0,',
    ]) {
      const res = await as('gestorcomercial').get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().messages).toEqual(['Parâmetros de consulta inválidos.']);
    }
  });

  it('validates with the spec messages, by field, and keeps nothing', async () => {
    const dealership = await firstDealership(t.db);
    const res = await as('gestorcomercial').post('/api/corretores', {
      nome: '',
      cpf: '111.111.111-11',
      email: 'sem-arroba',
      telefone: '(11) 1234',
      concessionariaId: dealership.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      nome: 'Campo obrigatório',
      cpf: 'CPF Inválido',
      email: 'E-mail inválido',
      telefone: 'Telefone inválido',
    });
    expect(res.json().messages).toContain('CPF: CPF Inválido');
  });

  it('creates, reads, updates with versao (409 when stale), deactivates, and keeps a history', async () => {
    const dealership = await firstDealership(t.db);
    const created = await as('gestorcomercial').post('/api/corretores', {
      nome: 'Joana D’Arc Souza',
      cpf: '529.982.247-25',
      email: 'joana@example.com',
      telefone: '(11) 91234-5678',
      concessionariaId: dealership.id,
      ativo: true,
    });
    expect(created.statusCode).toBe(200);
    const record = created.json().data;
    expect(record).toMatchObject({ cpf: '52998224725', telefone: '11912345678', versao: 1 });
    expect(created.json().messages).toEqual(['Corretor cadastrado com sucesso!']);

    const again = await as('gestorcomercial').post('/api/corretores', {
      nome: 'Outra Pessoa',
      cpf: '52998224725',
      concessionariaId: dealership.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ cpf: 'CPF já cadastrado.' });

    const updated = await as('gestorcomercial').put(`/api/corretores/${record.id}`, {
      ...record,
      nome: 'Joana Souza',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ nome: 'Joana Souza', versao: 2 });
    const stale = await as('gestorcomercial').put(`/api/corretores/${record.id}`, {
      ...record,
      nome: 'Tarde Demais',
    });
    expect(stale.statusCode).toBe(409);
    const noVersion = await as('gestorcomercial').put(`/api/corretores/${record.id}`, {
      nome: 'Sem Versão',
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().messages).toEqual(['Informe a versão do registro.']);

    const removed = await as('gestorcomercial').delete(`/api/corretores/${record.id}`);
    expect(removed.json().data).toMatchObject({ ativo: false, versao: 3 });
    const read = await as('gestorcomercial').get(`/api/corretores/${record.id}`);
    expect(read.json().data.ativo).toBe(false);

    const history = (
      await as('gestorcomercial').get(`/api/corretores/${record.id}/historico`)
    ).json().data as {
      acao: string;
      alteracoes: Record<string, { de: unknown; para: unknown }>;
      autor: string;
    }[];
    expect(history.map((h) => h.acao)).toEqual(['desativado', 'alterado', 'criado']);
    expect(history[1].alteracoes).toEqual({
      nome: { de: 'Joana D’Arc Souza', para: 'Joana Souza' },
    });
    expect(history[0].autor).not.toBe('');
  });

  it('scopes a dealership to its own brokers and makes its new brokers its own', async () => {
    const own = await firstDealership(t.db);
    const other = await otherDealership(t.db);
    const list = await as('concessionaria').get(`/api/corretores?range=${q([0, 99])}`);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { concessionariaId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.concessionariaId === own.id)).toBe(true);

    const foreign = (
      await as('gestorcomercial').get(`/api/corretores?filter=${q({ concessionariaId: other.id })}`)
    ).json().data[0] as { id: number };
    expect((await as('concessionaria').get(`/api/corretores/${foreign.id}`)).statusCode).toBe(404);

    const created = await as('concessionaria').post('/api/corretores', {
      nome: 'Corretor da Casa',
      cpf: '111.444.777-35',
      concessionariaId: other.id,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.concessionariaId).toBe(own.id);
  });

  it('refuses roles outside the permission table', async () => {
    expect((await as('dac').get('/api/corretores')).statusCode).toBe(403);
    expect((await as('enfermeiro').post('/api/corretores', { nome: 'X' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/corretores' })).statusCode).toBe(401);
  });
});
