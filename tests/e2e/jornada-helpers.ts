import type { Page } from 'playwright-core';
import { startOwnServer, type OwnServer } from '../helpers/server-process';
import { openMenuGroup, sidebarOf } from './menu';
import { waitForList } from './propostas-helpers';
import { token } from './session';

/**
 * What the journey files (issue 39: J5, J6, J9) share. Each journey runs on a server of its own
 * (fresh demo data, nobody else's test moves its proposals) and only clicks and types: the one
 * typed address is the login page. API calls only READ, to pick which demo proposal a journey
 * starts from; the browser then finds it by typing its number in a list's search box.
 */
export interface Journey {
  server: OwnServer;
  base: string;
}

export async function startJourney(name: string): Promise<Journey> {
  const server = await startOwnServer(name, () => ({ WORKER_POLL_MS: '200' }));
  return { server, base: server.url };
}

interface Linha {
  propostaAdesaoId: number;
  numeroContrato: number;
  possuiPendencia: boolean;
  nome: string;
}

/** A read of POST api/adesao/buscar as `username` (its own scope): the rows of these statuses. */
export async function lerLista(
  base: string,
  username: string,
  situacoes: number[],
): Promise<Linha[]> {
  const res = await fetch(`${base}/api/adesao/buscar`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await token(username, base)}`,
      AppName: 'ComercialWeb',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ filtros: [], situacoesPropostasAdesaoIds: situacoes, pageSize: 100 }),
  });
  if (!res.ok) throw new Error(`buscar: ${res.status}`);
  return ((await res.json()) as { data: { itens: Linha[] } }).data.itens;
}

/** Opens a sidebar item by its visible name (inside `group` when the group is closed). */
export async function menu(page: Page, label: string, group?: string) {
  const sidebar = await sidebarOf(page);
  const item = sidebar.getByRole('menuitem', { name: label, exact: true });
  if (group && !(await item.isVisible())) await openMenuGroup(sidebar, group);
  await item.click();
}

/** Types a contract number in the list's search box and opens its row (waits the debounce). */
export async function searchAndOpen(page: Page, contrato: number, title: string) {
  await waitForList(page, title);
  await page.getByRole('textbox', { name: /Pesquisar/ }).fill(String(contrato));
  const row = page.locator('table tbody tr').filter({ hasText: String(contrato) });
  await row.first().waitFor({ timeout: 15_000 });
  await row.first().click();
}
