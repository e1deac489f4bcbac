import type { Locator, Page } from 'playwright-core';

/** The sidebar of the signed-in area, once its first entry is drawn. */
export async function sidebarOf(page: Page): Promise<Locator> {
  const sidebar = page.locator('.RaSidebar-fixed');
  await sidebar.locator('[role="menuitem"]').first().waitFor();
  return sidebar;
}

/**
 * Opens the sidebar's group of this label if it is closed, and waits for it to have opened. The
 * group slides open: a click while its entries still move can land on the neighbour that was
 * under the pointer (a CI run under load opened 'Novas' instead of 'Todas' and waited for an
 * address that never came).
 */
export async function openMenuGroup(sidebar: Locator, group: string): Promise<void> {
  const toggle = sidebar
    .locator('[aria-expanded]')
    .filter({ hasText: new RegExp(`^\\s*${group}\\s*$`) });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  // The group's own collapse, not an enclosing group's (which has it too).
  const opened = '.MuiCollapse-entered > .MuiCollapse-wrapper > .MuiCollapse-wrapperInner';
  await sidebar.locator(`${opened} > [role="group"][aria-label="${group}"]`).waitFor();
}

/**
 * The sidebar's link to this address, its group opened first when it has one (long menus keep
 * their groups closed).
 */
export async function menuLink(page: Page, href: string, group?: string): Promise<Locator> {
  const sidebar = await sidebarOf(page);
  if (group) await openMenuGroup(sidebar, group);
  return sidebar.locator(`a[href="${href}"]`);
}
