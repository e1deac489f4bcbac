import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';
import { menuLink, sidebarOf } from './menu';
import { signInAt } from './session';

/**
 * What the end-to-end journeys of issue 39 share: a person's sign-in on the file's own server,
 * the administrator's 'Mensagens enviadas' read the way a tester reads it (the applicant's link,
 * the one-time code and the signing link are taken from there, never from the database or the
 * API), and the dealership's form.
 */

export interface Pessoa {
  nome: string;
  cpf: string;
  /** dd/MM/yyyy */
  nascimento: string;
  email: string;
  celular: string;
}

export function novaPessoa(nome: string, nascimento: string, sufixo: string): Pessoa {
  // An e-mail's local part without accents: 'Rosângela' writes rosangela@…
  const slug = nome.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return {
    nome,
    cpf: generateCpf(),
    nascimento,
    email: `${slug}.${sufixo}@exemplo.com.br`,
    celular: `2799876${sufixo.padStart(4, '0').slice(-4)}`,
  };
}

/**
 * The administrator's 'Mensagens enviadas', opened from the menu and filtered by a recipient.
 * `link` waits for the newest message to that recipient whose link matches and returns the
 * address shown; `codigo` the newest one-time code that was not there before.
 */
export async function caixaDeSaida(browser: Browser, base: string) {
  const admin = await signInAt(browser, base, 'admin');
  await admin.waitForURL('**/administrador/**');
  await admin.locator('.RaSidebar-fixed a[href="/administrador/mensagens-enviadas"]').click();
  await admin.waitForURL('**/administrador/mensagens-enviadas');
  const linhas = () => admin.locator('.RaDataTable-tbody tr');

  async function filtrar(destinatario: string) {
    const campo = admin.getByLabel('Destinatário');
    if ((await campo.inputValue()) !== destinatario) await campo.fill(destinatario);
  }

  // The list's own button (the app bar has an icon-only one of the same name); a reload would
  // drop the recipient filter.
  const atualizar = async () => {
    await admin.getByRole('button', { name: 'Atualizar' }).filter({ hasText: 'Atualizar' }).click();
    await admin.locator('.MuiLinearProgress-root').first().waitFor({ state: 'detached' });
  };

  /** Refreshes as a person would (the list's own button) until `achar` finds something. */
  async function aguardar<T>(achar: () => Promise<T | null>, o_que: string): Promise<T> {
    let achado: T | null = null;
    await expect
      .poll(
        async () => {
          await atualizar();
          achado = await achar();
          return achado !== null;
        },
        { timeout: 30_000, interval: 500, message: o_que },
      )
      .toBe(true);
    return achado!;
  }

  return {
    page: admin,
    async link(destinatario: string, trecho: string, shot?: string): Promise<string> {
      await filtrar(destinatario);
      const href = await aguardar(async () => {
        const a = linhas().first().locator(`a[href*="${trecho}"]`).first();
        return (await a.count()) ? a.getAttribute('href') : null;
      }, `link ${trecho} para ${destinatario}`);
      if (shot) await screenshot(admin, shot);
      return href;
    },
    /** The ids of the code messages now listed for this recipient. */
    async codigosAntes(destinatario: string): Promise<number> {
      await filtrar(destinatario);
      await atualizar();
      return linhas().filter({ hasText: 'Adesão: seu código de confirmação' }).count();
    },
    async codigo(destinatario: string, antes: number): Promise<string> {
      await filtrar(destinatario);
      return aguardar(async () => {
        const codigos = linhas().filter({ hasText: 'Adesão: seu código de confirmação' });
        if ((await codigos.count()) <= antes) return null;
        const texto = await codigos.first().innerText();
        return /código de confirmação é (\d{6})/.exec(texto)?.[1] ?? null;
      }, `código para ${destinatario}`);
    },
  };
}

export type CaixaDeSaida = Awaited<ReturnType<typeof caixaDeSaida>>;

// --- the dealership's form (as tests/e2e/entrada.e2e.ts fills it) ---

const campo = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

export async function escolher(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The menu's invisible backdrop covers the page until it has faded out.
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

export const passo = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name }).waitFor();
const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar' }).click();

async function beneficiario(page: Page, pessoa: Pessoa) {
  await campo(page, 'CPF').last().fill(pessoa.cpf);
  await campo(page, 'Nome completo').last().fill(pessoa.nome);
  await campo(page, 'Data de nascimento').last().fill(pessoa.nascimento);
  await campo(page, 'Nome da mãe').last().fill('Benedita Tavares');
}

/** The waiting periods a portability carries over from the operator the applicant leaves. */
export interface Carencias {
  operadoraOrigem: string;
  meses: string;
  /** dd/MM/yyyy */
  aproveitamento: string;
}

/**
 * Which form the dealership opens: the common one ('Nova proposta'), or 'Criar' of the menu's
 * Retenção or Portabilidade group (a portability also fills the 'Carências' step).
 */
export type Tipo =
  { tipo: 'comum' } | { tipo: 'retencao' } | { tipo: 'portabilidade'; carencias: Carencias };

const FORMULARIOS = {
  comum: { grupo: null, href: 'vendas-internas/proposta/preencher-dados', titulo: 'Nova proposta' },
  retencao: {
    grupo: 'Retenção',
    href: 'propostaRetencao/preencher-dados',
    titulo: 'Nova proposta de retenção',
  },
  portabilidade: {
    grupo: 'Portabilidade',
    href: 'vendas-internas/propostaPortabilidade/preencher-dados',
    titulo: 'Nova proposta de portabilidade',
  },
} as const;

/** Opens the form of this kind from the dealership's sidebar. */
async function abrirFormulario(page: Page, tipo: Tipo['tipo']) {
  const { grupo, href, titulo } = FORMULARIOS[tipo];
  if (grupo) {
    // Both groups have a 'Criar': the group's own link, opened if the group is closed.
    const criar = await menuLink(page, `/concessionaria/${href}`, grupo);
    await expect(criar.innerText()).resolves.toBe('Criar');
    await criar.click();
  } else {
    const sidebar = await sidebarOf(page);
    await sidebar.getByRole('menuitem', { name: 'Nova proposta' }).click();
  }
  await page.getByRole('heading', { level: 1, name: titulo }).waitFor();
}

/** The form of this kind from the menu, every step filled, 'Enviar proposta'; returns the number. */
export async function criarProposta(
  page: Page,
  titular: Pessoa,
  dependente: Pessoa | null,
  shot: string,
  tipo: Tipo = { tipo: 'comum' },
): Promise<string> {
  await abrirFormulario(page, tipo.tipo);
  await passo(page, 'Titular');
  await beneficiario(page, titular);
  await escolher(page, 'Estado civil', 'Casado');
  await escolher(page, 'Sexo', 'Feminino');
  await campo(page, 'E-mail').fill(titular.email);
  await campo(page, 'Celular').fill(titular.celular);
  await continuar(page);
  await passo(page, 'Endereço');
  await campo(page, 'CEP').fill('29050545');
  await campo(page, 'Logradouro').fill('Rua Aleixo Netto');
  await campo(page, 'Número').fill('120');
  await campo(page, 'Bairro').fill('Praia do Canto');
  await campo(page, 'Cidade').fill('Vitória');
  await escolher(page, 'UF', 'ES - Espírito Santo');
  await continuar(page);
  await passo(page, 'Dependentes');
  if (dependente) {
    await page.getByRole('button', { name: 'Adicionar dependente' }).click();
    await escolher(page, 'Grau de parentesco', 'Filho');
    await beneficiario(page, dependente);
    await escolher(page, 'Estado civil', 'Solteiro');
    await escolher(page, 'Sexo', 'Masculino');
  }
  await continuar(page);
  await passo(page, 'Plano e venda');
  await escolher(page, 'Unidade', 'Matriz-Vitória');
  await page.getByRole('combobox', { name: /^Plano de saúde/ }).click();
  await page.getByRole('option', { name: /^Sênior Apartamento/ }).click();
  await page.getByRole('combobox', { name: /^Corretor/ }).click();
  await page.getByRole('option').first().click();
  await escolher(page, 'Dia de vencimento', 'Dia 10');
  await continuar(page);
  if (tipo.tipo === 'portabilidade') {
    await passo(page, 'Carências');
    await page.getByLabel('Advindo de outra operadora').check();
    await campo(page, 'Operadora de origem').fill(tipo.carencias.operadoraOrigem);
    await campo(page, 'Permanência').fill(tipo.carencias.meses);
    await campo(page, 'Data de aproveitamento de carência').fill(tipo.carencias.aproveitamento);
    await screenshot(page, `${shot}-carencias`);
    await continuar(page);
  }
  await passo(page, 'Revisão');
  await screenshot(page, `${shot}-revisao`);
  await page.getByRole('button', { name: 'Enviar proposta' }).click();
  const titulo = page.getByRole('heading', { level: 1, name: /^Proposta nº \d+ criada$/ });
  await titulo.waitFor();
  await screenshot(page, `${shot}-criada`);
  return /nº (\d+)/.exec((await titulo.innerText()) ?? '')![1]!;
}
