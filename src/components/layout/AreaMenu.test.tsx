import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import type { AreaId } from '../../domain';
import { AreaContext } from './AreaContext';
import { AreaMenu } from './AreaMenu';
import { ExportReportProvider } from './ExportReport';
import { storeSignedInSession } from '../../providers/testing/storedSession';

function renderMenu(area: AreaId, roles: string[], store = memoryStore()) {
  storeSignedInSession(roles);
  render(
    <MemoryRouter initialEntries={[`/${area}`]}>
      <AdminContext
        basename={`/${area}`}
        dataProvider={testDataProvider()}
        i18nProvider={i18nProvider}
        store={store}
      >
        <AreaContext.Provider value={area}>
          <ExportReportProvider>
            <AreaMenu />
          </ExportReportProvider>
        </AreaContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return store;
}

afterEach(() => localStorage.clear());

describe('the area menu', () => {
  it('lists what the permission table gives the role, nothing more', () => {
    renderMenu('operador-callcenter', ['VendasInternas']);
    expect(screen.getByRole('menuitem', { name: 'Beneficiários' })).toHaveAttribute(
      'href',
      '/operador-callcenter/todas-propostas',
    );
    expect(screen.getByRole('menuitem', { name: 'Avaliação enfermagem' })).toBeVisible();
    expect(screen.queryByText('Integradas')).toBeNull();
    expect(screen.getByText('Versão 2.5.55')).toBeVisible();
  });

  it('clears the stored list filters when an item is clicked', async () => {
    const store = renderMenu('dac', ['DAC']);
    store.setItem('listas.propostas-integradas.listParams', { filter: { unidade: 3 }, page: 4 });
    store.setItem('outra.preferencia', 'fica');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Integradas Pendências' }));
    expect(store.getItem('listas.propostas-integradas.listParams')).toBeUndefined();
    expect(store.getItem('outra.preferencia')).toBe('fica');
  });

  it('opens the export dialog', async () => {
    renderMenu('enfermeiro-avaliador', ['Enfermeiro']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Exportar relatório' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar Relatório' });
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible();
  });

  it('opens and closes a group', async () => {
    renderMenu('gestao-comercial', ['GestorComercial']);
    const group = screen.getByRole('menuitem', { name: 'Propostas' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Entradas' })).toHaveAttribute(
      'href',
      '/gestao-comercial/propostas-entradas',
    );
  });
});
