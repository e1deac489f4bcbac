import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINK_TOKEN, DEMO_PROPONENTE } from '../../server/db/seed/proponente';
import { expectAccessible } from './axe';
import { baseUrl, launchBrowser, screenshot } from './browser';

describe('the applicant on a phone', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      locale: 'pt-BR',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // axe-core is injected as an inline script, which the product's CSP rightly refuses.
      bypassCSP: true,
    });
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  it('opens the link, validates, confirms, answers the declaration and rates the experience', async () => {
    const response = await page.goto(`${baseUrl()}/mpa/${DEMO_LINK_TOKEN}`);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { level: 1, name: 'Confirme seus dados' }).waitFor();
    await expectAccessible(page, 'acesso');
    await screenshot(page, 'mpa-acesso');

    // A wrong birth date: one message, the form emptied.
    await page.getByLabel('CPF').pressSequentially(DEMO_PROPONENTE.cpf);
    await page.getByLabel('Data de nascimento').pressSequentially('01011950');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível confirmar seus dados' })
      .waitFor();
    expect(await page.getByLabel('CPF').inputValue()).toBe('');
    await expectAccessible(page, 'acesso com falha');
    await screenshot(page, 'mpa-acesso-falha');

    const [y, m, d] = DEMO_PROPONENTE.dataNascimento.split('-');
    await page.getByLabel('CPF').pressSequentially(DEMO_PROPONENTE.cpf);
    expect(await page.getByLabel('CPF').inputValue()).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await page.getByLabel('Data de nascimento').pressSequentially(`${d}${m}${y}`);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.waitForURL(/\/confirmacao$/);
    await page.getByRole('heading', { level: 2, name: 'Termo de intenção de compra' }).waitFor();
    await expect(page.getByText('Valor total por mês').isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'confirmacao');
    await screenshot(page, 'mpa-confirmacao');
    await page.getByLabel('Li e concordo com o termo de intenção de compra.').check();
    await page.getByRole('button', { name: 'Confirmar intenção de compra' }).click();

    await page.waitForURL(/\/sucesso$/);
    await page.getByRole('heading', { level: 1, name: 'Intenção de compra registrada!' }).waitFor();
    await expectAccessible(page, 'sucesso');
    await screenshot(page, 'mpa-sucesso');
    await page.getByRole('link', { name: 'Responder a declaração de saúde' }).click();

    await page.waitForURL(/\/declaracao$/);
    await page.getByText(/Pergunta 1 de \d+/).waitFor();
    const total = Number(
      (await page.getByText(/Pergunta 1 de \d+/).textContent())!.match(/de (\d+)/)![1],
    );
    await expectAccessible(page, 'declaracao');
    await screenshot(page, 'mpa-declaracao-1');
    // Continuing without an answer says what is missing.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Escolha Sim ou Não para continuar.' })
      .waitFor();
    for (let n = 1; n <= total; n++) {
      await page.getByText(`Pergunta ${n} de ${total}`).waitFor();
      const sim = n === 3 || n === total;
      await page.getByRole('radio', { name: sim ? 'Sim' : 'Não' }).check();
      if (n === 3) {
        await page
          .getByLabel('Conte mais sobre isso')
          .fill('Pressão alta desde 2015, tomo remédio.');
        await expectAccessible(page, 'declaracao com detalhamento');
        await screenshot(page, 'mpa-declaracao-detalhe');
      }
      await page
        .getByRole('button', { name: n === total ? 'Concluir declaração' : 'Continuar' })
        .click();
    }

    await page.waitForURL(/\/declaracao\/concluida$/);
    await page.getByRole('heading', { level: 1, name: 'Declaração de saúde enviada!' }).waitFor();
    await expect(
      page.getByText('Nossa equipe de enfermagem vai entrar em contato').isVisible(),
    ).resolves.toBe(true);

    const dialog = page.getByRole('dialog', { name: 'Como foi a sua experiência?' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Agora não' }).isVisible()).resolves.toBe(true);
    const enviar = dialog.getByRole('button', { name: 'Enviar' });
    expect(await enviar.isDisabled()).toBe(true);
    await expectAccessible(page, 'feedback');
    await screenshot(page, 'mpa-feedback');
    await dialog.locator('label', { hasText: '2 estrelas' }).click();
    await dialog.getByText('Que pena!').waitFor();
    await dialog.getByLabel('Motivo').fill('Demora');
    expect(await enviar.isDisabled()).toBe(true);
    await dialog.getByLabel('Motivo').fill('Demorou para atender');
    expect(await enviar.isDisabled()).toBe(false);
    await dialog.locator('label', { hasText: '5 estrelas' }).click();
    await dialog.getByText('Quer deixar uma sugestão?').waitFor();
    await enviar.click();
    await page.getByRole('dialog', { name: 'Obrigado pela sua avaliação!' }).waitFor();
    await expectAccessible(page, 'feedback obrigado');
    await screenshot(page, 'mpa-feedback-obrigado');
  });

  it('without a token says where the link is; after the declaration the link says all is done', async () => {
    await page.goto(`${baseUrl()}/mpa`);
    await page.getByText('abra o link que você recebeu por SMS ou e-mail').waitFor();
    await expectAccessible(page, 'sem link');

    const fresh = await browser.newContext({
      locale: 'pt-BR',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    const again = await fresh.newPage();
    await again.goto(`${baseUrl()}/mpa/${DEMO_LINK_TOKEN}`);
    const [y, m, d] = DEMO_PROPONENTE.dataNascimento.split('-');
    await again.getByLabel('CPF').pressSequentially(DEMO_PROPONENTE.cpf);
    await again.getByLabel('Data de nascimento').pressSequentially(`${d}${m}${y}`);
    await again.getByRole('button', { name: 'Continuar' }).click();
    await again.waitForURL(/\/sucesso$/);
    await again.getByRole('heading', { level: 1, name: 'Tudo certo por aqui' }).waitFor();
    await expectAccessible(again, 'tudo pronto');
    await screenshot(again, 'mpa-tudo-pronto');
    await fresh.close();
  });
});
