import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../providers/i18nProvider';
import { storeSignedInSession } from '../providers/testing/storedSession';
import { clearSession } from '../providers/tokenStore';
import { productMenuTable } from './menu';
import { renderDeclaredEdit } from '../../tests/helpers/renderDeclaredEdit';
import { limite } from '../../tests/helpers/limites';

// A holiday's generic edit screen in English: the registry's texts are the catalogue's
// (cadastros.feriados), and the server's pt-BR refusal of a repeated date (the registry's own
// uniqueMessage) is recognised and said in English beside the field.
const FERIADO = { id: 3, versao: 2, data: '2026-12-25', nome: 'Natal', ativo: true };
const server = setupServer(
  http.get('*/api/feriados/:id/historico', () =>
    HttpResponse.json({
      success: true,
      data: [
        {
          id: 1,
          acao: 'alterado',
          alteracoes: { nome: { de: 'Natal!', para: 'Natal' } },
          autor: 'Gabriela Saúde',
          data: '2026-11-20T13:30:00.000Z',
        },
      ],
      messages: [],
    }),
  ),
  http.get('*/api/feriados/:id', () =>
    HttpResponse.json({ success: true, data: FERIADO, messages: [] }),
  ),
  http.put('*/api/feriados/:id', () =>
    HttpResponse.json(
      {
        success: false,
        data: null,
        messages: ['Já existe um feriado cadastrado nesta data.'],
        errors: { data: 'Já existe um feriado cadastrado nesta data.' },
      },
      { status: 409 },
    ),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => storeSignedInSession(['GestorSaude']));
afterEach(() => {
  server.resetHandlers();
  clearSession();
  resetLocale();
});

function renderEdit() {
  renderDeclaredEdit({
    area: 'gestao-saude',
    path: 'feriados/:id',
    address: 'feriados/3',
    resource: 'feriados',
    fallback: 'Feriado',
  });
}

describe('a holiday in English', { timeout: limite(15_000) }, () => {
  it('names the record, its fields and its history with the catalogue', async () => {
    await i18nProvider.changeLocale('en');
    renderEdit();
    expect(await screen.findByDisplayValue('Natal')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('titulo')).toHaveTextContent('Holiday: Natal'));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Natal');
    // The date picker is a textbox or a group of sections, as MUI draws it: its label says it.
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(expect.arrayContaining([expect.stringMatching(/^Date/)]));
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(await screen.findByText('Name: Natal! → Natal')).toBeInTheDocument();
  });

  it("says the server's refusal of a repeated date in English", async () => {
    await i18nProvider.changeLocale('en');
    renderEdit();
    fireEvent.change(await screen.findByDisplayValue('Natal'), { target: { value: 'Natal 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There is already a holiday on this date.')).toBeVisible();
  });

  it("is in the holidays' menu entries of the health manager", async () => {
    await i18nProvider.changeLocale('en');
    const labels: string[] = [];
    const walk = (nodes: ReturnType<typeof productMenuTable>) => {
      for (const node of nodes) {
        if (node.kind === 'group') walk(node.children);
        else if (node.kind === 'link' && node.path.startsWith('feriados')) labels.push(node.label);
      }
    };
    walk(productMenuTable('gestao-saude'));
    expect(labels).toEqual(['New holiday', 'Holidays']);
  });
});
