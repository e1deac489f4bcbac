import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Headers = Awaited<ReturnType<typeof loginAs>>;

const estado = (busca: string) => ({
  filtro: { q: busca, dataCriacaoMin: '01/09/2026' },
  ordenacao: { campo: 'dataCriacao', ordem: 'DESC' },
  porPagina: 25,
  colunasOcultas: ['corretorNome'],
  ordemColunas: [1, 0, 2],
});

describe('saved views: ownership and sharing', () => {
  let t: TestApp;
  let gestor: Headers;
  let supervisor: Headers;
  let concessionaria: Headers;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    gestor = await loginAs(t, 'gestorcomercial');
    supervisor = await loginAs(t, 'supervisor');
    concessionaria = await loginAs(t, 'concessionaria');
  });
  afterAll(() => t.close());

  const criar = (headers: Headers, body: object, area = 'gestao-comercial') =>
    t.app.inject({ method: 'POST', url: `/api/visoes/${area}`, headers, payload: body });
  const listar = async (headers: Headers, area = 'gestao-comercial') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/visoes/${area}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; nome: string; propria: boolean; autor: string }[];
  };

  it('keeps a personal view to its owner and shows a shared one to the whole area', async () => {
    const pessoal = await criar(gestor, {
      lista: 'propostas-entradas',
      nome: 'Minhas da Silva',
      compartilhada: false,
      estado: estado('Silva'),
    });
    expect(pessoal.statusCode).toBe(201);
    const compartilhada = await criar(gestor, {
      lista: 'propostas-entradas',
      nome: 'Setembro',
      compartilhada: true,
      estado: estado(''),
    });
    expect(compartilhada.statusCode).toBe(201);

    const doGestor = await listar(gestor);
    expect(doGestor.map((v) => [v.nome, v.propria])).toEqual([
      ['Minhas da Silva', true],
      ['Setembro', true],
    ]);
    const primeira = doGestor[0] as unknown as { estado: unknown; lista: string };
    expect(primeira.estado).toEqual(estado('Silva'));

    const doSupervisor = await listar(supervisor);
    expect(doSupervisor.map((v) => [v.nome, v.propria])).toEqual([['Setembro', false]]);
    expect(doSupervisor[0]!.autor).not.toBe('');
  });

  it('lets only the owner change or delete a view', async () => {
    const [setembro] = (await listar(supervisor)).filter((v) => v.nome === 'Setembro');
    const alteracao = { nome: 'Outro nome', compartilhada: true, estado: estado('x') };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/visoes/gestao-comercial/${setembro!.id}`,
      headers: supervisor,
      payload: alteracao,
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().messages).toEqual([
      'Somente quem criou a visão pode alterá-la ou excluí-la.',
    ]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/visoes/gestao-comercial/${setembro!.id}`,
      headers: supervisor,
    });
    expect(del.statusCode).toBe(403);

    // Another user's personal view is not even there for the supervisor.
    const [pessoal] = (await listar(gestor)).filter((v) => v.nome === 'Minhas da Silva');
    const alheia = await t.app.inject({
      method: 'DELETE',
      url: `/api/visoes/gestao-comercial/${pessoal!.id}`,
      headers: supervisor,
    });
    expect(alheia.statusCode).toBe(404);

    const doDono = await t.app.inject({
      method: 'PUT',
      url: `/api/visoes/gestao-comercial/${setembro!.id}`,
      headers: gestor,
      payload: { ...alteracao, compartilhada: false },
    });
    expect(doDono.statusCode).toBe(200);
    // Unshared: it leaves the supervisor's menu.
    expect(await listar(supervisor)).toEqual([]);

    const excluida = await t.app.inject({
      method: 'DELETE',
      url: `/api/visoes/gestao-comercial/${pessoal!.id}`,
      headers: gestor,
    });
    expect(excluida.statusCode).toBe(200);
    expect((await listar(gestor)).map((v) => v.nome)).toEqual(['Outro nome']);
  });

  it('refuses a repeated name, a blank name and an oversized filter, with the reason', async () => {
    const base = { lista: 'propostas-entradas', compartilhada: false, estado: estado('') };
    expect((await criar(gestor, { ...base, nome: 'Repetida' })).statusCode).toBe(201);
    const repetida = await criar(gestor, { ...base, nome: 'Repetida' });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().messages).toEqual(['Você já tem uma visão com este nome nesta lista.']);

    const vazia = await criar(gestor, { ...base, nome: '   ' });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().messages.join(' ')).toContain('Informe o nome da visão.');

    const estranha = await criar(gestor, {
      ...base,
      nome: 'Estranha',
      estado: { ...estado(''), script: 'x' },
    });
    // Unknown keys are dropped (the server's rule for every body), never stored.
    expect(estranha.statusCode).toBe(201);
    const guardada = (await listar(gestor)).find((v) => v.nome === 'Estranha') as unknown as {
      estado: Record<string, unknown>;
    };
    expect(guardada.estado).toEqual(estado(''));

    const grande = await criar(gestor, {
      ...base,
      nome: 'Grande',
      estado: { ...estado(''), filtro: { q: 'x'.repeat(5000) } },
    });
    expect(grande.statusCode).toBe(400);
    expect(grande.json().messages).toEqual(['O filtro da visão é grande demais.']);
  });

  it("refuses an area the user may not enter, and keeps each area's views apart", async () => {
    const res = await criar(
      concessionaria,
      { lista: 'propostas-entradas', nome: 'X', compartilhada: true, estado: estado('') },
      'gestao-comercial',
    );
    expect(res.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/visoes/gestao-comercial',
          headers: concessionaria,
        })
      ).statusCode,
    ).toBe(403);
    expect(await listar(concessionaria, 'concessionaria')).toEqual([]);
  });
});

describe('column choices follow the user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('stores hidden columns and order per user and list, replacing the previous choice', async () => {
    const gestor = await loginAs(t, 'gestorcomercial');
    const gravar = (ocultas: string[], ordem: number[] | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/colunas/gestao-comercial',
        headers: gestor,
        payload: { chave: 'colunas.propostas-entradas', ocultas, ordem },
      });
    expect((await gravar(['tipo'], null)).statusCode).toBe(200);
    expect((await gravar(['tipo', 'corretorNome'], [2, 1, 0])).statusCode).toBe(200);

    // A new sign-in (another machine) reads the same choice.
    const outraMaquina = await loginAs(t, 'gestorcomercial');
    const lido = await t.app.inject({
      method: 'GET',
      url: '/api/colunas/gestao-comercial',
      headers: outraMaquina,
    });
    expect(lido.json().data).toEqual([
      { chave: 'colunas.propostas-entradas', ocultas: ['tipo', 'corretorNome'], ordem: [2, 1, 0] },
    ]);

    const supervisor = await loginAs(t, 'supervisor');
    const alheio = await t.app.inject({
      method: 'GET',
      url: '/api/colunas/gestao-comercial',
      headers: supervisor,
    });
    expect(alheio.json().data).toEqual([]);

    const invalida = await t.app.inject({
      method: 'PUT',
      url: '/api/colunas/gestao-comercial',
      headers: gestor,
      payload: { chave: 'Não é chave', ocultas: [], ordem: null },
    });
    expect(invalida.statusCode).toBe(400);
  });
});
