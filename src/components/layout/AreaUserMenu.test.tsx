import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';
import { AccessDeniedContent } from '../../pages/AccessDeniedPage';
import { MESSAGES } from '../../domain';
import {
  i18nProvider,
  localeStore,
  localized,
  resetLocale,
  withSharedLocale,
} from '../../providers/i18nProvider';
import { PagadorForm } from '../../resources/gestao-financeira/PagadorForm';
import { AreaUserMenu } from './AreaUserMenu';

/**
 * An area as AreaAdmin builds it (its store with the shared locale), showing the user menu and
 * two screens: one read through react-admin's translate (access denied), one through textsOf
 * (the financial management's payer form).
 */
function renderArea() {
  return renderWithAdmin(
    <>
      <AreaUserMenu />
      <AccessDeniedContent />
      <PagadorForm
        inicial={{ pagadorTitular: false, nome: null, cpf: null, email: null, telefone: null }}
        saving={false}
        onSave={() => undefined}
      />
    </>,
    {
      authProvider: testAuthProvider({
        getIdentity: async () => ({ id: 1, fullName: 'Ana Gestora' }),
        canAccess: async () => true,
      }),
      store: withSharedLocale(memoryStore()),
      area: 'gestao-comercial',
    },
  );
}

afterEach(() => {
  // The provider is one object for the whole page: give it back its default language.
  resetLocale();
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

  it('shows a pt-BR refusal or notice of the server in the chosen language', async () => {
    // As an API answer carries them (server/modules/observacoes, i18n/pt-BR/servidor).
    expect(localized('Pendência não encontrada.')).toBe('Pendência não encontrada.');
    await i18nProvider.changeLocale('en');
    expect(localized('Pendência não encontrada.')).toBe('Pending issue not found.');
    expect(localized('Página inválida.')).toBe('Invalid page.');
  });

  it('is back in pt-BR at once after resetLocale, as the next file of a shared worker starts', async () => {
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    resetLocale(); // what tests/helpers/fresh-page.ts does between files
    expect(i18nProvider.getLocale()).toBe('pt-BR');
    expect(i18nProvider.translate('ra.action.save')).toBe('Salvar');
    expect(localized(MESSAGES.cpfInvalid)).toBe('CPF Inválido');
  });
});
