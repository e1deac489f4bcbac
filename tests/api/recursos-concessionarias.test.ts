import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarioRoles, usuarios } from '../../server/db/schema';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Dealerships are a declared resource (src/registries/concessionaria.ts) with an
// address and a list of contacts: these calls go through the generic CRUD routes.
let t: TestApp;
let as: ReturnType<typeof apiClient>;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const ENDERECO = {
  cep: '29050-545',
  logradouro: 'Rua Aleixo Netto',
  numero: '120',
  complemento: 'Sala 3',
  bairro: 'Praia do Canto',
  cidade: 'Vitória',
  uf: 'ES',
};
const CONTATO = {
  nome: 'Lúcia Ferraz',
  cargo: 'Gerente comercial',
  telefone: '(27) 99876-5432',
  email: 'lucia@autocenter.com.br',
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // Creating a dealership is ManutencaoConcessionaria's (spec): the manager gets the role here.
  const [gestor] = await t.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.username, 'gestorcomercial'));
  await t.db
    .insert(usuarioRoles)
    .values({ usuarioId: gestor.id, role: 'ManutencaoConcessionaria' });
  as = apiClient(t);
});
afterAll(async () => t.close());

describe('concessionárias: endereço e contatos', () => {
  it('creates with address and contacts, stored unmasked, and edits them with a history', async () => {
    const created = await as('gestorcomercial').post('/api/concessionarias', {
      nome: 'Auto Center Vitória',
      cnpj: '11.222.333/0001-81',
      codigoUnidade: 1,
      ...ENDERECO,
      contatos: [CONTATO, { nome: 'Rui Barros', cargo: '', telefone: '', email: '' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json().data;
    expect(record).toMatchObject({
      cep: '29050545',
      logradouro: 'Rua Aleixo Netto',
      numero: '120',
      complemento: 'Sala 3',
      bairro: 'Praia do Canto',
      cidade: 'Vitória',
      uf: 'ES',
      contatos: [
        { ...CONTATO, telefone: '27998765432' },
        { nome: 'Rui Barros', cargo: null, telefone: null, email: null },
      ],
    });

    const read = await as('gestorcomercial').get(`/api/concessionarias/${record.id}`);
    expect(read.json().data.contatos).toEqual(record.contatos);

    const edited = await as('gestorcomercial').put(`/api/concessionarias/${record.id}`, {
      ...record,
      numero: '130',
      contatos: [record.contatos[1]],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      numero: '130',
      contatos: [{ nome: 'Rui Barros' }],
      versao: 2,
    });

    // Emptying the contacts leaves an empty list, not the old one.
    const emptied = await as('gestorcomercial').put(`/api/concessionarias/${record.id}`, {
      ...edited.json().data,
      contatos: null,
    });
    expect(emptied.json().data.contatos).toEqual([]);

    const history = (
      await as('gestorcomercial').get(`/api/concessionarias/${record.id}/historico`)
    ).json().data;
    expect(history[1].alteracoes).toMatchObject({
      numero: { de: '120', para: '130' },
      contatos: { para: [{ nome: 'Rui Barros' }] },
    });
  });

  it('refuses a bad CEP, an unknown UF and bad contacts with pt-BR messages, keeping nothing', async () => {
    const res = await as('gestorcomercial').post('/api/concessionarias', {
      nome: 'Recusada Ltda',
      cnpj: '11.444.777/0001-61',
      ...ENDERECO,
      cep: '2905-05',
      uf: 'XX',
      contatos: [CONTATO, { nome: '', telefone: '(27) 1234', email: 'sem-arroba' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      cep: 'CEP inválido',
      uf: 'Opção inválida',
      'contatos.1.nome': 'Campo obrigatório',
      'contatos.1.telefone': 'Telefone inválido',
      'contatos.1.email': 'E-mail inválido',
    });
    expect(res.json().messages).toEqual(
      expect.arrayContaining([
        'CEP: CEP inválido',
        'UF: Opção inválida',
        'Contato 2 — Nome: Campo obrigatório',
        'Contato 2 — Telefone: Telefone inválido',
        'Contato 2 — E-mail: E-mail inválido',
      ]),
    );
    const list = await as('gestorcomercial').get(
      `/api/concessionarias?filter=${q({ q: 'Recusada' })}`,
    );
    expect(list.json().data).toEqual([]);
  });

  it('refuses contacts that are not a list of people', async () => {
    for (const contatos of ['Lúcia', [1], Array.from({ length: 21 }, () => CONTATO)]) {
      const res = await as('gestorcomercial').post('/api/concessionarias', {
        nome: 'Lista Errada',
        cnpj: '11.444.777/0001-61',
        contatos,
      });
      expect(res.statusCode, JSON.stringify(contatos).slice(0, 40)).toBe(400);
      expect(Object.keys(res.json().errors).some((k) => k.startsWith('contatos'))).toBe(true);
    }
  });

  it('neither sorts nor filters on the contacts', async () => {
    for (const url of [
      `/api/concessionarias?sort=${q(['contatos', 'ASC'])}`,
      `/api/concessionarias?filter=${q({ contatos: 'x' })}`,
    ]) {
      const res = await as('gestorcomercial').get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().messages).toEqual(['Parâmetros de consulta inválidos.']);
    }
  });
});
