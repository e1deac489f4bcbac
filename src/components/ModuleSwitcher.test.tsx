import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../providers/i18nProvider';
import { storeSignedInSession } from '../providers/testing/storedSession';
import { clearSession } from '../providers/tokenStore';
import { renderWithAdmin } from '../../tests/helpers/render';
import { ModuleSwitcher } from './ModuleSwitcher';

afterEach(() => {
  clearSession();
  resetLocale();
});

async function openSwitcher(title: string) {
  renderWithAdmin(<ModuleSwitcher current="gestao-comercial" />);
  await userEvent.click(screen.getByRole('button', { name: title }));
  return within(screen.getByRole('menu', { name: title }));
}

describe("'Módulos do Adesão'", () => {
  it('lists the areas the roles enter, by their names, each to its landing page', async () => {
    storeSignedInSession(['GestorComercial', 'GestorSaude']);
    const menu = await openSwitcher('Módulos do Adesão');
    expect(menu.getByRole('menuitem', { name: 'Gestão Comercial' })).toHaveAttribute(
      'href',
      '/gestao-comercial/dashboard',
    );
    expect(menu.getByRole('menuitem', { name: 'Gestão de Saúde' })).toBeTruthy();
    expect(menu.getByRole('menuitem', { name: 'Enfermagem' })).toBeTruthy();
    expect(menu.queryByRole('menuitem', { name: 'Administrador' })).toBeNull();
  });

  it('names them in the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    storeSignedInSession(['GestorComercial', 'GestorSaude']);
    const menu = await openSwitcher('Adesão modules');
    expect(menu.getByRole('menuitem', { name: 'Sales management' })).toBeTruthy();
    expect(menu.getByRole('menuitem', { name: 'Health management' })).toBeTruthy();
    expect(menu.queryByRole('menuitem', { name: 'Gestão Comercial' })).toBeNull();
  });
});
