import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessDeniedContent } from '../../pages/AccessDeniedPage';
import { MESSAGES } from '../../domain';
import {
  DEFAULT_LOCALE,
  i18nProvider,
  localeStore,
  localized,
  withSharedLocale,
} from '../../providers/i18nProvider';
import { PagadorForm } from '../../resources/gestao-financeira/PagadorForm';
import { AreaContext } from './AreaContext';
import { AreaUserMenu } from './AreaUserMenu';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Ana Gestora' }),
  canAccess: async () => true,
};

/**
 * An area as AreaAdmin builds it (its store with the shared locale), showing the user menu and
 * two screens: one read through react-admin's translate (access denied), one through textsOf
 * (the financial management's payer form).
 */
function renderArea() {
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={testDataProvider()}
        authProvider={authProvider}
        store={withSharedLocale(memoryStore())}
        i18nProvider={i18nProvider}
      >
        <AreaContext.Provider value="gestao-comercial">
          <AreaUserMenu />
          <AccessDeniedContent />
          <PagadorForm
            inicial={{ pagadorTitular: false, nome: null, cpf: null, email: null, telefone: null }}
            saving={false}
            onSave={() => undefined}
          />
        </AreaContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  // The provider is one object for the whole file: give it back its default language.
  await i18nProvider.changeLocale(DEFAULT_LOCALE);
  localStorage.clear();
});

describe('the user menu language', () => {
  it('switches every screen to English and remembers the choice', async () => {
    const user = userEvent.setup();
    renderArea();
    expect(await screen.findByRole('heading', { name: 'Acesso negado!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salvar pagador' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Outra pessoa' })).toBeChecked();

    await user.click(await screen.findByRole('button', { name: 'Perfil' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Idioma')).toBeVisible();
    await user.click(within(menu).getByRole('menuitem', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Access denied!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save payer' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Someone else' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeVisible();
    expect(screen.queryByText('Salvar pagador')).toBeNull();
    // The shared validators speak pt-BR; their messages show in the chosen language.
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '11111111111');
    await user.click(screen.getByRole('button', { name: 'Save payer' }));
    expect(await screen.findByText('Invalid CPF')).toBeVisible();
    expect(screen.getAllByText('Required field')).toHaveLength(3);
    // Kept in the store every area shares, so the next visit opens in English.
    expect(localeStore.getItem('locale')).toBe('en');

    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const englishMenu = await screen.findByRole('menu');
    expect(within(englishMenu).getByText('Language')).toBeVisible();
    expect(within(englishMenu).getByRole('menuitem', { name: 'View profile' })).toBeVisible();
    expect(within(englishMenu).getByRole('menuitem', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows a pt-BR message of the shared validators in the chosen language', async () => {
    expect(localized(MESSAGES.cpfInvalid)).toBe('CPF Inválido');
    await i18nProvider.changeLocale('en');
    expect(localized(MESSAGES.cpfInvalid)).toBe('Invalid CPF');
    // A text the catalogue does not know, such as a name, is shown as it is.
    expect(localized('Ana Gestora')).toBe('Ana Gestora');
  });
});
