import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/modules/auth/passwords';
import { corretores, usuarioRoles, usuarios } from '../../server/db/schema';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/User/MeusDados', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const meusDados = async (username: string, password?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/User/MeusDados',
      headers: await loginAs(t, username, password),
    });

  it('answers the profile of a staff user in the envelope', async () => {
    const res = await meusDados('gestorcomercial');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      messages: [],
      data: {
        id: expect.any(Number),
        username: 'gestorcomercial',
        firstName: 'Gustavo',
        lastName: 'Comercial',
        given_name: 'Gustavo',
        email: 'gestorcomercial@adesao.example.com',
        roles: ['AprovadorProposta', 'BloqueadorProposta', 'CanceladorProposta', 'GestorComercial'],
        corretor: null,
        concessionariaId: null,
        enfermeiro: false,
        enfermeiroExterno: false,
      },
    });
  });

  it('carries the nurse flags', async () => {
    expect((await meusDados('enfermeiro')).json().data).toMatchObject({
      enfermeiro: true,
      enfermeiroExterno: false,
      roles: ['Enfermeiro'],
    });
    expect((await meusDados('enfermeiroexterno')).json().data).toMatchObject({
      enfermeiro: false,
      enfermeiroExterno: true,
    });
  });

  it('carries the dealership of a dealership user', async () => {
    const data = (await meusDados('concessionaria')).json().data;
    expect(data.concessionariaId).toEqual(expect.any(Number));
    expect(data.corretor).toBeNull();
  });

  it('carries the broker record of a broker who may sign in (Corretor + VendasInternas)', async () => {
    const [broker] = await t.db.select().from(corretores).limit(1);
    const [user] = await t.db
      .insert(usuarios)
      .values({
        username: 'corretora.interna',
        passwordHash: await hashPassword('Corretora#2026'),
        firstName: 'Renata',
        lastName: 'Corretora',
        email: 'renata@adesao.example.com',
        corretorId: broker.id,
      })
      .returning({ id: usuarios.id });
    await t.db.insert(usuarioRoles).values([
      { usuarioId: user.id, role: 'Corretor' },
      { usuarioId: user.id, role: 'VendasInternas' },
    ]);
    const data = (await meusDados('corretora.interna', 'Corretora#2026')).json().data;
    expect(data).toMatchObject({
      firstName: 'Renata',
      roles: ['Corretor', 'VendasInternas'],
      corretor: { id: broker.id, nome: broker.nome, concessionariaId: broker.concessionariaId },
      // No dealership on the account: the broker's own dealership stands in.
      concessionariaId: broker.concessionariaId,
    });
  });

  it('reflects a role change at once, without a new sign-in', async () => {
    const headers = await loginAs(t, 'dac');
    const [user] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'dac'));
    await t.db.insert(usuarioRoles).values({ usuarioId: user.id, role: 'Supervisor' });
    const res = await t.app.inject({ method: 'GET', url: '/api/User/MeusDados', headers });
    expect(res.json().data.roles).toEqual(['DAC', 'Supervisor']);
  });

  it('answers 401 in the envelope without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/User/MeusDados' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      messages: ['Acesso não autorizado!'],
    });
  });
});
