import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { titularMethods } from '../../providers/titularDataProvider';
import { clearSession } from '../../providers/tokenStore';
import { ExportacaoTitularPage } from './ExportacaoTitularPage';
import { renderWithAdmin } from '../../../tests/helpers/render';

const bodies: unknown[] = [];
const server = setupServer(
  http.post('*/api/titular/exportar', async ({ request }) => {
    bodies.push(await request.json());
    return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
      headers: { 'content-type': 'application/zip' },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  bodies.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:titular');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});

function renderPage() {
  storeSignedInSession(['Admin']);
  renderWithAdmin(<ExportacaoTitularPage />, {
    dataProvider: testDataProvider({ ...titularMethods }),
  });
}

describe('exportação dos dados do titular', () => {
  it('recusa um CPF inválido sem chamar o servidor', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('CPF do titular'), '12345678900');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar dados' }));
    expect(await screen.findByText('CPF Inválido')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('envia os dígitos do CPF e oferece o ZIP para baixar', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('CPF do titular'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar dados' }));
    const link = await screen.findByRole('link', { name: 'Baixar ZIP' });
    expect(link.getAttribute('href')).toBe('blob:titular');
    expect(link.getAttribute('download')).toBe('dados-do-titular.zip');
    expect(bodies).toEqual([{ cpf: '52998224725' }]);
  });
});
