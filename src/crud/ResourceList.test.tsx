import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDataProvider } from '../providers/dataProvider';
import { csvFile, setupExportTest } from '../providers/testing/exportTest';
import { TEST_ACCESS_TOKEN } from '../providers/testing/storedSession';
import { i18nProvider, resetLocale } from '../providers/i18nProvider';
import { ResourceList } from './ResourceList';
import { renderWithAdmin } from '../../tests/helpers/render';

const exports: { url: URL; authorization: string | null }[] = [];
const lists: string[] = [];
const { saved } = setupExportTest(
  ['GestorComercial'],
  http.get('*/api/corretores/exportar', ({ request }) => {
    exports.push({
      url: new URL(request.url),
      authorization: request.headers.get('authorization'),
    });
    return csvFile('\uFEFFNome;CPF\r\n', 'corretores-2026-11-22.csv');
  }),
  http.get('*/api/corretores', ({ request }) => {
    lists.push(new URL(request.url).searchParams.get('filter') ?? '');
    return HttpResponse.json(
      {
        success: true,
        data: [{ id: 1, versao: 1, nome: 'Ana Corretora', cpf: '52998224725', ativo: true }],
        messages: [],
      },
      { headers: { 'Content-Range': 'corretores 0-0/1' } },
    );
  }),
  http.get('*/api/concessionarias', () =>
    HttpResponse.json(
      { success: true, data: [], messages: [] },
      { headers: { 'Content-Range': 'concessionarias 0-0/0' } },
    ),
  ),
);

beforeEach(() => {
  exports.length = 0;
});
afterEach(() => resetLocale());

function renderList() {
  renderWithAdmin(
    <ResourceContextProvider value="corretores">
      <ResourceList />
    </ResourceContextProvider>,
    { dataProvider: buildDataProvider(), area: 'gestao-comercial' },
  );
}

describe('ResourceList: Exportar', () => {
  it("asks the server for the list's current filter and saves its file", async () => {
    renderList();
    expect(await screen.findByText('Ana Corretora')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Pesquisar'), 'ana');
    // The search box is debounced: the filter is the list's once the list has asked with it.
    await waitFor(() => expect(lists).toContain(JSON.stringify({ q: 'ana' })));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual(['corretores-2026-11-22.csv']));
    expect(exports).toHaveLength(1);
    expect(exports[0].authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(JSON.parse(exports[0].url.searchParams.get('filter')!)).toEqual({ q: 'ana' });
  });
});

describe('ResourceList in English', () => {
  it("names the columns and the create button with the catalogue's English", async () => {
    await i18nProvider.changeLocale('en');
    renderList();
    expect(await screen.findByText('Ana Corretora')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Name', 'CPF', 'E-mail', 'Phone', 'Dealership', 'Active']),
    );
    expect(headers).not.toContain('Telefone');
    expect(screen.getByRole('link', { name: 'New broker' })).toBeInTheDocument();
  });
});
