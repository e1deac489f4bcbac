import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AreaId } from '../../domain';
import { AreaMenu } from './AreaMenu';
import { ExportReportProvider } from './ExportReport';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { renderWithAdmin } from '../../../tests/helpers/render';

/** The entries whose icon was drawn, i.e. that rendered, in order. */
const desenhadas = vi.hoisted(() => [] as string[]);
vi.mock('./menuIcons', async (importOriginal) => {
  const real = await importOriginal<typeof import('./menuIcons')>();
  return {
    ...real,
    menuIcon: (item: Parameters<typeof real.menuIcon>[0]) => {
      desenhadas.push(item.key);
      return real.menuIcon(item);
    },
  };
});

/** Goes to `to` whenever it changes, as a click on a link would. */
function NavigateTo({ to }: { to?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (to) navigate(to);
  }, [to, navigate]);
  return null;
}

/** The menu of `area` as AreaAdmin draws it; `to` is where the user goes next. */
function areaScreen({ to, withMenu = true }: { to?: string; withMenu?: boolean }) {
  return (
    <>
      <NavigateTo to={to} />
      <ExportReportProvider>{withMenu ? <AreaMenu /> : null}</ExportReportProvider>
    </>
  );
}

function renderMenu(area: AreaId, roles: string[], ui = areaScreen({})) {
  storeSignedInSession(roles);
  return renderWithAdmin(ui, { initialEntries: [`/${area}`], basename: `/${area}`, area });
}

/**
 * The commercial manager on a list, then on a proposal opened from it with the menu drawn
 * again (a phone's drawer mounts the menu each time it opens; a proposal's page is in no
 * group). `before` runs on the list.
 */
async function listThenProposal(before?: () => Promise<void>) {
  const { rerender } = renderMenu(
    'gestao-comercial',
    ['GestorComercial'],
    areaScreen({ to: '/gestao-comercial/propostas-entradas' }),
  );
  await before?.();
  const onProposal = { to: '/gestao-comercial/proposta/18' };
  rerender(areaScreen({ ...onProposal, withMenu: false }));
  rerender(areaScreen(onProposal));
  return screen.getByRole('menuitem', { name: 'Propostas' });
}

/** The commercial manager on 'Entradas', its menu entry marked as the current page. */
async function onTheEntriesList() {
  const { rerender } = renderMenu(
    'gestao-comercial',
    ['GestorComercial'],
    areaScreen({ to: '/gestao-comercial/propostas-entradas' }),
  );
  const entradas = await screen.findByRole('menuitem', { name: 'Entradas' });
  await waitFor(() => expect(entradas).toHaveClass('RaMenuItemLink-active'));
  return { rerender, entradas };
}

afterEach(() => {
  localStorage.clear();
  resetLocale();
});

describe('the area menu', () => {
  it('says its entries in the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    renderMenu('operador-callcenter', ['VendasInternas']);
    expect(screen.getByRole('menuitem', { name: 'Beneficiaries' })).toHaveAttribute(
      'href',
      '/operador-callcenter/todas-propostas',
    );
    expect(screen.queryByRole('menuitem', { name: 'Beneficiários' })).toBeNull();
  });

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
    const { store } = renderMenu('dac', ['DAC']);
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

  it("keeps the list's group open on the proposal opened from it", async () => {
    const group = await listThenProposal(async () => {
      expect(await screen.findByRole('menuitem', { name: 'Propostas' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Entradas' })).toBeVisible();
  });

  it('leaves closed a group the user closed', async () => {
    const group = await listThenProposal(async () => {
      const propostas = await screen.findByRole('menuitem', { name: 'Propostas' });
      await userEvent.click(propostas);
      expect(propostas).toHaveAttribute('aria-expanded', 'false');
    });
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the entry of the current page, and moves the mark with the page', async () => {
    const { rerender, entradas } = await onTheEntriesList();
    const todas = screen.getByRole('menuitem', { name: 'Todas' });
    expect(todas).not.toHaveClass('RaMenuItemLink-active');

    // A page under the list's address (a proposal opened from it) keeps the mark.
    rerender(areaScreen({ to: '/gestao-comercial/propostas-entradas/18/show' }));
    await waitFor(() => expect(entradas).toHaveClass('RaMenuItemLink-active'));
    rerender(areaScreen({ to: '/gestao-comercial/todas-propostas' }));
    await waitFor(() => expect(todas).toHaveClass('RaMenuItemLink-active'));
    expect(entradas).not.toHaveClass('RaMenuItemLink-active');
  });

  it('renders again, on a navigation, only the entries that gain or lose the current page', async () => {
    const { rerender, entradas } = await onTheEntriesList();
    const todasAsEntradas = new Set(desenhadas);

    desenhadas.length = 0;
    rerender(areaScreen({ to: '/gestao-comercial/proposta/18' }));
    await waitFor(() => expect(entradas).not.toHaveClass('RaMenuItemLink-active'));
    // The list's entry and its group ('Propostas'), not the other entries of the menu.
    expect(desenhadas.length).toBeGreaterThan(0);
    expect(new Set(desenhadas).size).toBeLessThanOrEqual(2);
    expect(todasAsEntradas.size).toBeGreaterThan(5);
  });
});
