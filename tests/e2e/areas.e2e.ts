import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { menuTexts, signIn } from './session';

/**
 * Each demo account signs in and lands on the main route of its role (spec 2.1 priority), with
 * the menu of the shared permission table: items it must see and items it must not.
 */
const ACCOUNTS: {
  username: string;
  lands: string;
  sees: string[];
  doesNotSee?: string[];
}[] = [
  {
    username: 'admin',
    lands: '/administrador/lista-gestores',
    sees: ['Gestores', 'Enfermeiros', 'Enfermeiros Ext.', 'Sincronização'],
  },
  {
    username: 'gestorcomercial',
    lands: '/gestao-comercial/dashboard',
    sees: [
      'Dashboard',
      'Propostas',
      'PME',
      'Exportar relatório',
      'Painel do supervisor',
      'Relatórios',
    ],
    doesNotSee: ['Liberação de idade', 'Nova Concessionária'],
  },
  {
    username: 'gestorcomercialpme',
    lands: '/gestao-comercial/pme/todas-propostas',
    sees: ['PME'],
    doesNotSee: ['Dashboard', 'Propostas'],
  },
  {
    username: 'gestorcontratos',
    lands: '/gestao-comercial/relatorios',
    sees: ['Relatórios', 'Exportar relatório'],
    doesNotSee: ['Dashboard'],
  },
  {
    username: 'supervisor',
    lands: '/gestao-comercial/dashboard',
    sees: ['Dashboard', 'Gestores', 'DAC', 'Painel do supervisor'],
    doesNotSee: ['Propostas'],
  },
  {
    username: 'concessionaria',
    lands: '/concessionaria/dashboard',
    sees: ['Dashboard', 'Pendências', 'Corretores', 'Retenção', 'Portabilidade'],
  },
  {
    username: 'vendasinternas',
    lands: '/operador-callcenter/todas-propostas',
    sees: ['Beneficiários', 'Avaliação enfermagem'],
    doesNotSee: ['Integradas', 'Integradas Pendências'],
  },
  {
    username: 'operadorcallcenter',
    lands: '/operador-callcenter/todas-propostas',
    sees: ['Beneficiários', 'Avaliação enfermagem', 'Integradas', 'Integradas Pendências'],
  },
  {
    username: 'gestorcallcenter',
    lands: '/gestao-callcenter/novo-operador',
    sees: [
      'Dashboard',
      'CallCenter',
      'Operadores CallCenter',
      'Novo Operador',
      'Listar Operadores',
    ],
  },
  {
    username: 'enfermeiro',
    lands: '/enfermeiro-avaliador/lista-novas',
    sees: ['Entradas', 'Aguardando aprovação', 'Aprovadas', 'Canceladas', 'Exportar relatório'],
  },
  {
    username: 'enfermeiroexterno',
    lands: '/enfermeiro-avaliador/lista-novas',
    sees: ['Entradas', 'Canceladas'],
    doesNotSee: ['Aguardando aprovação', 'Aprovadas'],
  },
  {
    username: 'gestorsaude',
    lands: '/gestao-saude/listar-avaliacoes',
    sees: ['Avaliações', 'Enfermeiros'],
  },
  {
    username: 'dac',
    lands: '/dac/propostas-integradas',
    sees: ['DAC', 'Integradas', 'Integradas Pendências'],
  },
  {
    username: 'liberacao49menos',
    lands: '/gestao-comercial/liberacao-idade',
    sees: ['Liberação de idade'],
    doesNotSee: ['Dashboard', 'Propostas'],
  },
];

describe('signing in with each demo account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(ACCOUNTS)(
    '$username lands on $lands with its menu',
    async ({ username, lands, sees, doesNotSee = [] }) => {
      const page = await signIn(browser, username);
      try {
        await page.waitForURL((url) => url.pathname === lands);
        const menu = await menuTexts(page);
        for (const label of sees) expect(menu, `${username} vê ${label}`).toContain(label);
        for (const label of doesNotSee)
          expect(menu, `${username} não vê ${label}`).not.toContain(label);
        if (username === 'gestorcomercial' || username === 'concessionaria') {
          await page.waitForLoadState('networkidle');
          await screenshot(page, `area-${lands.split('/')[1]}`);
        }
      } finally {
        await page.context().close();
      }
    },
  );

  it('refuses the corretor account with "Acesso não autorizado!" and stays on the login page', async () => {
    const page = await signIn(browser, 'corretor');
    await page.getByText('Acesso não autorizado!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const token = await page.evaluate(() => localStorage.getItem('adesao.token'));
    expect(token).toBeNull();
    await page.context().close();
  });

  it('shows "Acesso negado!" to a dac user opening /gestao-comercial, with its three ways out', async () => {
    const page = await signIn(browser, 'dac');
    await page.waitForURL((url) => url.pathname === '/dac/propostas-integradas');
    await page.goto(`${baseUrl()}/gestao-comercial`);
    await page.getByText('Acesso negado!').waitFor();
    for (const name of ['Logar', 'Deslogar', 'Ir para apresentação']) {
      await expect(
        page.getByRole(name === 'Deslogar' ? 'button' : 'link', { name }).isVisible(),
      ).resolves.toBe(true);
    }
    await screenshot(page, 'acesso-negado');
    await page.getByRole('button', { name: 'Deslogar' }).click();
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });

  it('shows "Página não encontrada" inside an area for an unknown path, and keeps the session on reload', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL((url) => url.pathname === '/gestao-comercial/dashboard');
    await page.goto(`${baseUrl()}/gestao-comercial/nao-existe`);
    await page.getByText('Página não encontrada').waitFor();
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL((url) => url.pathname === '/gestao-comercial/dashboard');
    await page.context().close();
  });

  it('offers the areas of the user in "Módulos do Adesão" and signs out from the user menu', async () => {
    const page = await signIn(browser, 'gestorsaude');
    await page.waitForURL((url) => url.pathname === '/gestao-saude/listar-avaliacoes');
    await page.getByRole('button', { name: 'Módulos do Adesão' }).click();
    const modules = await page
      .getByRole('menu', { name: 'Módulos do Adesão' })
      .getByRole('menuitem')
      .allInnerTexts();
    expect(modules).toEqual(['Enfermagem', 'Gestão de Saúde']);
    await page.getByRole('menuitem', { name: 'Enfermagem' }).click();
    await page.waitForURL((url) => url.pathname === '/enfermeiro-avaliador/lista-novas');
    const menu = await menuTexts(page);
    expect(menu).not.toContain('Exportar relatório');

    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Ver perfil' }).click();
    await page.waitForURL((url) => url.pathname === '/enfermeiro-avaliador/usuario/ver-perfil');
    await page.getByText('gestorsaude', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/login$/);
    const token = await page.evaluate(() => localStorage.getItem('adesao.token'));
    expect(token).toBeNull();
    await page.context().close();
  });
});
