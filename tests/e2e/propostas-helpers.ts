import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fromRoot } from '../../server/paths';
import { baseUrl } from './browser';
import { menuLink } from './menu';

/**
 * What the proposal workspace's browser tests share: reading the list, using the filter panel,
 * opening a proposal and waiting for notices, the way a person does (no fixed sleeps).
 */

/**
 * Opens a list from the sidebar, as users do (the menu also clears the stored filter). Long
 * menus keep their groups closed: `group` names the one that holds the link.
 */
export async function openListFromMenu(
  page: Page,
  area: string,
  route: string,
  label: string,
  title: string,
  group?: string,
) {
  const link = await menuLink(page, `/${area}/${route}`, group);
  await expect(link.innerText()).resolves.toContain(label);
  await link.click();
  // The list may write its parameters into the address as soon as it opens.
  await page.waitForURL(new RegExp(`/${area}/${route}(\\?.*)?$`));
  await waitForList(page, title);
}

/**
 * The list of this title has answered: its title is up, no loading placeholder is left, and it
 * shows rows with a contract number, or the empty message. The number is looked for in any cell:
 * where the user has bulk actions, a checkbox comes first.
 */
export async function waitForList(page: Page, title?: string) {
  if (title) await page.locator('#react-admin-title').getByText(title, { exact: true }).waitFor();
  await page
    .locator(
      // react-admin's table, not the preview drawn before it (docs/decisions/0183-list-preview.md)
      'table:not(.adesao-previa) tbody tr td:text-matches("^[0-9]+$"), :text("Nenhuma proposta encontrada com estes filtros.")',
    )
    .first()
    .waitFor({ timeout: 20_000 });
  await page
    .locator('.MuiSkeleton-root, .MuiLinearProgress-root')
    .first()
    .waitFor({ state: 'detached' });
}

export function rows(page: Page): Locator {
  return page.locator('table tbody tr');
}

/** The cells of one column (by header) of every row on the page. */
export async function columnCells(page: Page, header: string): Promise<Locator> {
  const headers = await page.locator('table thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.replace(/\s+/g, ' ').trim() === header);
  if (index < 0) throw new Error(`coluna ${header} não encontrada em ${headers.join(' | ')}`);
  return page.locator(`table tbody tr td:nth-child(${index + 1})`);
}

/** The text of one column (by header) for every row on the page. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  return (await columnCells(page, header)).allInnerTexts();
}

/** Types a dd/MM/yyyy date into one bound of a range of the open filter panel ('' clears it). */
export async function fillDate(page: Page, range: string, bound: 'De' | 'Até', date: string) {
  const field = page
    .getByRole('dialog', { name: 'Filtrar propostas' })
    .getByRole('group', { name: range })
    .getByRole('group', { name: bound });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(date.replace(/\D/g, ''));
}

export async function openFilterPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Filtrar propostas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtrar propostas' });
  await dialog.waitFor();
  return dialog;
}

/**
 * Filters by the unit and creation day of the list's first row (so the answer is never empty)
 * and checks every row then honours both.
 */
export async function filterByFirstRowUnitAndDay(page: Page) {
  const unit = (await columnTexts(page, 'Unidade'))[0];
  const day = (await columnTexts(page, 'Data de criação'))[0];
  const dialog = await openFilterPanel(page);
  await dialog.getByRole('radio', { name: unit }).check();
  await fillDate(page, 'Data de criação', 'De', day);
  await fillDate(page, 'Data de criação', 'Até', day);
  await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect
    .poll(async () => {
      const units = await columnTexts(page, 'Unidade');
      const days = await columnTexts(page, 'Data de criação');
      return units.length > 0 && units.every((u) => u === unit) && days.every((d) => d === day);
    })
    .toBe(true);
  return { unit, day };
}

/** A range with only its start is refused with the spec's message, and the panel stays open. */
export async function expectHalfRangeRefused(page: Page) {
  const dialog = await openFilterPanel(page);
  // The spec's range rule is for creation dates (the other ranges may be open-ended).
  await fillDate(page, 'Data de criação', 'Até', '');
  await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expectNotice(page, 'Informe a data final do período de criação.');
  await dialog.getByRole('button', { name: 'Limpar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * A notice of the root notification stack with this text. By CSS, not by role: while a dialog
 * is open MUI hides the rest of the page from the accessibility tree, notices included.
 */
export async function expectNotice(page: Page, text: string | RegExp) {
  await page.locator(NOTICE).filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/**
 * A notice of the notification stack (NotificationStack: filled alerts in a live region), not an
 * alert that is part of the page, such as the declaration card's health-data notice.
 */
const NOTICE = '[aria-live="polite"] .MuiAlert-root';

/** Waits until every notice closed by itself (5 s each), for a screenshot that shows the page. */
export async function waitForNoticesToClose(page: Page) {
  await expect.poll(() => page.locator(NOTICE).count(), { timeout: 15_000 }).toBe(0);
}

/** A proposal row's contract number (its own column: a checkbox may come first). */
export function contratoDe(row: Locator): Promise<string> {
  return row.locator('td.column-numeroContrato').innerText();
}

/**
 * The address of a proposal's view: proposta/{id}, or in the dealership's area the view of its
 * kind (propostaRetencao/{id}, vendas-internas/propostaPortabilidade/{id}).
 */
export const VISTA_DA_PROPOSTA = /\/(proposta|propostaRetencao|propostaPortabilidade)\/\d+$/;

/** Opens the first row of the list whose cells contain `text` (any row when omitted). */
export async function openRow(page: Page, text?: string): Promise<string> {
  const row = text ? rows(page).filter({ hasText: text }).first() : rows(page).first();
  const contrato = (await contratoDe(row)).trim();
  await row.click();
  await page.waitForURL(VISTA_DA_PROPOSTA);
  await page.getByRole('heading', { level: 1, name: `Proposta ${contrato}` }).waitFor();
  return contrato;
}

/** The status chip of the open proposal's header. */
export function headerStatus(page: Page, label: string): Locator {
  return page.locator('h1 ~ [data-status]', { hasText: label });
}

export async function addObservation(page: Page, text: string) {
  await page.getByRole('tab', { name: 'Observações gerais' }).click();
  const input = page.getByRole('textbox', { name: /Escreva uma observação/ });
  await input.fill(text);
  await input.press('Enter');
  await expectNotice(page, /Observação registrada/);
  await page.getByTestId('observacao').filter({ hasText: text }).first().waitFor();
}

/** Resolves the first open pendency of the observations tab with this reason. */
export async function resolveFirstPendency(page: Page, reason: string) {
  await page.getByRole('tab', { name: 'Observações gerais' }).click();
  await page.getByRole('button', { name: 'Resolver pendência' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Resolver pendência' });
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('curto');
  await expect(dialog.getByRole('button', { name: 'Continuar' }).isDisabled()).resolves.toBe(true);
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill(reason);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expectNotice(
    page,
    'Registro realizado. A pendência para a avaliação de saúde foi resolvida com sucesso.',
  );
  await page.getByText('Pendência resolvida').first().waitFor();
}

/** Runs a lifecycle button of the proposal screen through its confirmation dialog. */
export async function runAction(page: Page, label: string, reason?: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: label });
  if (reason) await dialog.getByRole('textbox', { name: 'Motivo' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

export function url(path: string): string {
  return `${baseUrl()}${path}`;
}

/**
 * From the open proposal, 'Anexar documentação' and a photo of an identity document, as the
 * dealership or the commercial manager attaches it: approving the documentation needs one.
 * Ends on the attaching screen.
 */
export async function anexarDocumentoDeIdentidade(page: Page) {
  await page.getByRole('link', { name: 'Anexar documentação' }).click();
  await page.waitForURL(/\/anexar-documentacao$/);
  await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: 'Documento de identidade' }).click();
  await page
    .getByLabel('Arraste os arquivos para cá ou clique para selecionar')
    .setInputFiles(fromRoot('server/db/seed/assets/selfie-demonstracao.jpg'));
  await expectNotice(page, 'Documento anexado com sucesso!');
}
