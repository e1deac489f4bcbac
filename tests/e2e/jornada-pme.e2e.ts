import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { fotografarAoFalhar, iniciarCenario, type Cenario } from './jornada-etapas';
import { expectNotice } from './propostas-helpers';
import { signInAt } from './session';

/**
 * Journey J7: the PME manager creates a proposal (the company by its CNPJ, a holder as
 * beneficiary), fills in the ERP complement and creates the contract; the legal representative
 * signs through the link the product e-mailed (read from the administrator's 'Mensagens
 * enviadas'); the manager verifies the signatures and takes the company and its holders into
 * the ERP. Only clicks and typing after the login page: no address typed, no API call. On the
 * journeys' scenario (iniciarCenario): a server of its own on a fresh copy of the demo data, the
 * worker on, wired to the ERP and e-signature sandboxes, the outbox open as the administrator.
 */
const AREA = 'gestao-comercial';
const EMPRESA = 'Vidraçaria Cristal Azul LTDA';
const REPRESENTANTE_EMAIL = 'marina.cristal@example.com';

let c: Cenario;
let page: Page;

const region = (name: string) => page.getByRole('region', { name, exact: true });

async function choose(scope: Page | Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function type(scope: Locator, label: string, value: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
}

const button = (name: string) => page.getByRole('button', { name, exact: true });

/**
 * Clicks a check until the product says it moved on: the worker delivers to the ERP on its own
 * time, and until then the check answers that the work is still on its way.
 */
async function verificarAte(label: string, sucesso: string) {
  const feito = page.getByText(sucesso).first();
  for (let tentativa = 0; tentativa < 20; tentativa++) {
    // An answer slower than the wait below may have moved the proposal on after the last click:
    // then the button is gone and the notice says so. Wait for one or the other.
    await button(label).or(feito).first().waitFor();
    if (await feito.isVisible()) return;
    await button(label).click();
    const moveuSe = await feito
      .waitFor({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (moveuSe) return;
  }
  throw new Error(`'${label}' não chegou a '${sucesso}'`);
}

/** Opens the proposal again from the menu and the list (the worker changed it meanwhile). */
async function reabrir(contrato: string) {
  await page.locator(`.RaSidebar-fixed a[href="/${AREA}/pme/todas-propostas"]`).click();
  // The list keeps its search in the address ('?filter=…') from the second opening on.
  await page.waitForURL((url) => url.pathname === `/${AREA}/pme/todas-propostas`);
  await page.getByRole('textbox', { name: /Pesquisar/ }).fill(contrato);
  const row = page.locator('table tbody tr').filter({ hasText: EMPRESA });
  await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 15_000 }).toBe(1);
  await row.click();
  await page.getByRole('heading', { level: 1, name: `Proposta PME ${contrato}` }).waitFor();
}

describe('J7: a PME proposal from creation to the ERP', () => {
  let contrato = '';

  beforeAll(async () => {
    c = await iniciarCenario('jornada-pme');
    page = await signInAt(c.browser, c.base, 'gestorcomercialpme');
    await page.waitForURL(`**/${AREA}/pme/todas-propostas`);
  }, 180_000);

  afterAll(async () => {
    await c?.encerrar();
  });

  it('refuses an empty form with a notice, at the first field in error', async () => {
    fotografarAoFalhar(c.browser, 'jornada-pme');
    await button('Nova proposta PME').click();
    await page.waitForURL(`**/${AREA}/pme/nova-proposta`);
    await page.getByRole('heading', { level: 1, name: 'Nova proposta PME' }).waitFor();
    await button('Criar proposta').click();
    await expectNotice(page, 'Há campos com erro. Verifique os campos destacados.');
    // The first field in error is the unit's, at the top, brought into view and focused.
    const unidade = page.getByRole('combobox', { name: 'Unidade' });
    await expect.poll(() => unidade.evaluate((el) => el === document.activeElement)).toBe(true);
    await region('Beneficiários')
      .getByText('Selecione ao menos um beneficiário titular.')
      .waitFor();
    await screenshot(page, 'jornada-pme-01-formulario-recusado');
  });

  it('creates the proposal: company by CNPJ, representative, address, contact, a holder', async () => {
    fotografarAoFalhar(c.browser, 'jornada-pme');
    await choose(region('Unidade'), 'Unidade', /Paulo/);
    const empresa = region('Dados da empresa');
    await type(empresa, 'CNPJ', '11.222.333/0001-00');
    await type(empresa, 'Razão social', EMPRESA);
    await empresa.getByText('CNPJ Inválido').waitFor();
    await type(empresa, 'CNPJ', '11.222.333/0001-81');
    await type(empresa, 'Nome fantasia', 'Cristal Azul');
    await type(empresa, 'Nome fantasia abreviado', 'Cristal Azul');
    await type(empresa, 'Código da atividade econômica', '2319');
    await choose(empresa, 'Classificação tributária', 'Clientes PJ');
    await choose(empresa, 'Tipo de sociedade', 'Sociedade limitada (LTDA)');
    await choose(empresa, 'Situação cadastral', 'Ativa');
    await type(empresa, 'Data de fundação', '04/02/2015');
    await choose(empresa, 'Vencimento da mensalidade', 'Dia 10');
    await expect(empresa.getByText('CNPJ Inválido').count()).resolves.toBe(0);

    const rep = region('Representante legal');
    await type(rep, 'CPF', '529.982.247-25');
    await type(rep, 'Nome', 'Marina Cristal Duarte');
    await type(rep, 'E-mail', REPRESENTANTE_EMAIL);
    await type(rep, 'Telefone', '(11) 98877-6655');
    await type(rep, 'Cargo', 'Sócia-administradora');
    await type(rep, 'Data de nascimento', '18/07/1972');
    await type(rep, 'CEP', '01310-100');
    await type(rep, 'Logradouro', 'Avenida Paulista');
    await type(rep, 'Número', '900');
    await type(rep, 'Bairro', 'Bela Vista');
    await type(rep, 'Município', 'São Paulo');
    await type(rep, 'UF', 'SP');

    const endereco = region('Endereços');
    await type(endereco, 'CEP', '01310-100');
    await type(endereco, 'Logradouro', 'Avenida Paulista');
    await type(endereco, 'Número', '900');
    await type(endereco, 'Bairro', 'Bela Vista');
    await type(endereco, 'Município', 'São Paulo');
    await type(endereco, 'UF', 'SP');
    await type(endereco, 'Telefone empresa', '(11) 3232-4545');

    const contato = region('Contatos');
    await type(contato, 'Nome', 'Rogério Prado');
    await type(contato, 'Cargo', 'Financeiro');
    await type(contato, 'E-mail', 'financeiro.cristal@example.com');

    const beneficiarios = region('Beneficiários');
    await beneficiarios.getByRole('combobox', { name: 'Adicionar titular' }).click();
    const opcao = page.getByRole('option').first();
    await opcao.waitFor({ timeout: 15_000 });
    const titular = (await opcao.locator('span').first().innerText()).trim();
    await opcao.click();
    await beneficiarios.getByRole('cell', { name: titular, exact: true }).waitFor();
    await screenshot(page, 'jornada-pme-02-formulario-preenchido');

    await button('Criar proposta').click();
    await expectNotice(page, 'Proposta PME criada com sucesso!');
    await page.waitForURL(/\/pme\/proposta\/\d+$/);
    const heading = page.getByRole('heading', { level: 1, name: /^Proposta PME \d+$/ });
    contrato = (await heading.innerText()).replace('Proposta PME', '').trim();
    await page.getByText('Recebida').first().waitFor();
    await screenshot(page, 'jornada-pme-03-proposta-criada');

    await button('Ver beneficiários').click();
    const dialog = page.getByRole('dialog', { name: `Beneficiários de ${EMPRESA}` });
    await dialog.getByRole('cell', { name: titular, exact: true }).waitFor();
    await screenshot(page, 'jornada-pme-04-beneficiarios');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
  });

  it('fills in the ERP complement and creates the contract after confirming', async () => {
    fotografarAoFalhar(c.browser, 'jornada-pme');
    await button('Complemento ERP').click();
    await page.waitForURL(/\/complemento-integracao$/);
    await choose(page, 'Grupo de carência', 'Carência padrão');
    await choose(page, 'Reteve no ato da venda', 'Sim');
    await button('Enviar dados').click();
    await expectNotice(page, 'Complemento para integração salvo!');
    await page.waitForURL(/\/pme\/proposta\/\d+$/);

    await button('Criar contrato').click();
    const confirmar = page.getByRole('dialog', { name: 'Criar o contrato?' });
    await confirmar
      .getByText(`Marina Cristal Duarte (${REPRESENTANTE_EMAIL})`, { exact: false })
      .waitFor();
    await screenshot(page, 'jornada-pme-05-confirmar-contrato');
    await confirmar.getByRole('button', { name: 'Criar contrato' }).click();
    await expectNotice(page, 'Contrato criado com sucesso!');
    await page.getByText('Aguardando assinatura').first().waitFor();

    // Not signed yet: said as a warning, the status unchanged.
    await button('Verificar assinaturas').click();
    const pendente = page
      .locator('[aria-live="polite"] .MuiAlert-root')
      .filter({ hasText: 'Ainda há assinaturas pendentes no contrato.' });
    await pendente.first().waitFor();
    await expect(pendente.first().getAttribute('class')).resolves.toMatch(/Warning/);
    await screenshot(page, 'jornada-pme-06-assinaturas-pendentes');
  });

  it('the representative signs through the link the product e-mailed', async () => {
    fotografarAoFalhar(c.browser, 'jornada-pme');
    // The administrator's 'Mensagens enviadas' (the scenario's outbox), filtered by recipient.
    await c.caixa.link(REPRESENTANTE_EMAIL, '/assinar/', 'jornada-pme-07-mensagens-enviadas');
    const row = c.caixa.page
      .locator('.RaDataTable-tbody tr')
      .filter({ hasText: `contrato PME nº ${contrato}` })
      .first();
    const link = row.locator('a[href*="/assinar/"]');
    const [assinatura] = await Promise.all([
      c.caixa.page.context().waitForEvent('page'),
      link.click(),
    ]);
    await assinatura.getByRole('heading', { name: 'Assinatura do contrato' }).waitFor();
    await assinatura.getByText('Marina Cristal Duarte', { exact: false }).first().waitFor();
    await assinatura.getByLabel('Li o contrato e concordo em assiná-lo eletronicamente.').check();
    await screenshot(assinatura, 'jornada-pme-08-pagina-assinatura');
    await assinatura.getByRole('button', { name: 'Assinar contrato' }).click();
    await assinatura.getByRole('heading', { name: 'Contrato assinado' }).waitFor();
    await screenshot(assinatura, 'jornada-pme-09-contrato-assinado');
    await assinatura.close();
  });

  it('verifies the signature, integrates the company and its holders', async () => {
    fotografarAoFalhar(c.browser, 'jornada-pme');
    await verificarAte(
      'Verificar assinaturas',
      'Todas as assinaturas foram coletadas e a proposta foi concluída automaticamente.',
    );
    await page.getByText('Assinatura coletada').first().waitFor();

    await button('Integrar PME').click();
    await expectNotice(page, 'Integração solicitada com sucesso!');
    await verificarAte(
      'Verificar integração PME',
      'Empresa integrada ao ERP. Os titulares serão enviados em seguida.',
    );
    // The worker sends the holders: reopened from the list, the proposal shows it.
    for (let i = 0; i < 20; i++) {
      await reabrir(contrato);
      if (await button('Verificar integração beneficiários').isVisible()) break;
    }
    await verificarAte(
      'Verificar integração beneficiários',
      'Todos os beneficiários foram integrados ao ERP.',
    );
    await page.getByText('Integração concluída').first().waitFor();
    await screenshot(page, 'jornada-pme-10-integrada');
  });
});
