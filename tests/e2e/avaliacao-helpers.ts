import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DECLARACAO_SAUDE_PADRAO } from '../../src/domain';
import { expectNotice, url } from './propostas-helpers';

/** The nursing assessment's steps in the browser, shared by the assessment and room suites. */

const AREA = 'enfermeiro-avaliador';

export async function openScreen(page: Page, id: number) {
  await page.goto(url(`/${AREA}/proposta/${id}/avaliacao-saude`));
  // The evaluation modal may open by itself and hide the page behind it.
  await page
    .getByRole('region', { name: 'Situação' })
    .or(page.getByRole('dialog', { name: 'Avaliação de saúde' }))
    .waitFor({ timeout: 20_000 });
}

/** 'Ações' › 'Avaliação de saúde' on the nurse's screen: the evaluation dialog. */
export async function abrirAvaliacao(page: Page): Promise<Locator> {
  const situacao = page.getByRole('region', { name: 'Situação' });
  // After an action the screen reads the proposal again, its 'Atualizar' disabled meanwhile; a
  // person opens the menu on the settled screen, and so does the test.
  await expect
    .poll(() => situacao.getByRole('button', { name: 'Atualizar' }).isEnabled())
    .toBe(true);
  const item = page.getByRole('menuitem', { name: 'Avaliação de saúde' });
  // On a starved machine (CI's stop 48 and a rehearsal, both right after a pendency was
  // resolved) the first click on 'Ações' opened nothing: the menu was not in the page and the
  // button was. A person clicks again; so does the test, up to three times, each a real click.
  for (let attempt = 1; ; attempt++) {
    await situacao.getByRole('button', { name: 'Ações' }).click();
    try {
      await item.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await item.click();
  return page.getByRole('dialog', { name: 'Avaliação de saúde' });
}

/** The PecFast questionnaire of the open evaluation dialog, answered and registered. */
export async function registrarPecFast(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Registrar PecFast' }).waitFor();
  const pecFast = dialog.getByRole('radiogroup');
  await pecFast.nth(0).getByRole('radio', { name: 'Sim' }).check();
  await pecFast.nth(1).getByRole('radio', { name: 'Bom' }).check();
  await pecFast.nth(2).getByRole('radio', { name: 'Não' }).check();
  await dialog.getByRole('button', { name: 'Registrar PecFast' }).click();
  await expectNotice(page, 'Avaliação PecFast registrada com sucesso!');
}

/** Fills the declaration (every 'Não') and the PecFast questionnaire in the evaluation modal. */
export async function fillEvaluation(page: Page) {
  const dialog = await abrirAvaliacao(page);
  await dialog.getByRole('button', { name: 'Registrar declaração' }).waitFor();
  const declaracao = dialog.getByRole('radiogroup');
  const count = DECLARACAO_SAUDE_PADRAO.perguntas.length;
  for (let i = 0; i < count; i++)
    await declaracao.nth(i).getByRole('radio', { name: 'Não' }).check();
  await dialog.getByRole('button', { name: 'Registrar declaração' }).click();
  await expectNotice(page, 'Declaração de saúde registrada com sucesso!');
  await dialog.getByRole('button', { name: 'Registrar declaração' }).waitFor({ state: 'detached' });
  await registrarPecFast(page, dialog);
  await dialog
    .getByText(/Registrado por/)
    .nth(1)
    .waitFor();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
}

export async function decide(page: Page, button: string, verb: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmação' });
  await expect(confirm.innerText()).resolves.toContain(`Deseja realmente ${verb}`);
  await confirm.getByRole('button', { name: 'Continuar' }).click();
  const success = page.getByRole('dialog', { name: 'Sucesso' });
  await success.waitFor();
  return success;
}

/** 'Marcar pendência' with a reason and a text, then 'Resolver pendência' from the side panel. */
export async function marcarEResolverPendencia(page: Page) {
  // Pendency: a reason and at least 8 characters enable Continuar.
  await page.getByRole('button', { name: 'Marcar pendência' }).click();
  const pendencia = page.getByRole('dialog', { name: 'Marcar pendência' });
  const continuar = pendencia.getByRole('button', { name: 'Continuar' });
  await pendencia.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Ligação não atendida' }).click();
  await pendencia.getByLabel('Descrição da pendência').fill('curto');
  await expect(continuar.isDisabled()).resolves.toBe(true);
  await pendencia.getByLabel('Descrição da pendência').fill('Três tentativas pela manhã.');
  await expect(pendencia.innerText()).resolves.toContain(
    `${508 - 'Ligação não atendida'.length - 'Três tentativas pela manhã.'.length} caracteres restantes`,
  );
  await continuar.click();
  await expectNotice(page, 'Pendência registrada com sucesso!');
  const status = page.getByRole('region', { name: 'Situação' });
  await status.getByText('Possui pendência').waitFor();

  await page.getByRole('tab', { name: 'Observações gerais' }).click();
  await page.getByRole('button', { name: 'Resolver pendência' }).first().click();
  const resolver = page.getByRole('dialog', { name: 'Resolver pendência' });
  await resolver.getByLabel('Motivo').fill('Contato retomado à tarde.');
  await resolver.getByRole('button', { name: 'Continuar' }).click();
  await expectNotice(page, /pendência para a avaliação de saúde foi resolvida/);
  await expect
    .poll(() => status.getByText('Possui pendência').count(), { timeout: 15_000 })
    .toBe(0);
}
