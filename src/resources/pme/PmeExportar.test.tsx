import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataProvider } from '../../providers/dataProvider';
import { i18nProvider } from '../../providers/i18nProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { PmePropostaList } from './PmePropostaList';

const listed: unknown[] = [];
const exported: unknown[] = [];
const server = setupServer(
  http.post('*/api/propostaPme/buscar/exportar', async ({ request }) => {
    exported.push(await request.json());
    return new HttpResponse('\uFEFFContrato;Razão social\r\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="propostas-pme-2026-11-22.csv"',
      },
    });
  }),
  http.post('*/api/propostaPme/buscar', async ({ request }) => {
    listed.push(await request.json());
    return HttpResponse.json({ success: true, data: { total: 4, itens: [] } });
  }),
);

const saved: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  listed.length = 0;
  exported.length = 0;
  saved.length = 0;
  storeSignedInSession(['GestorComercialPme']);
  URL.createObjectURL = vi.fn(() => 'blob:pme');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  clearSession();
});

describe('PME list: Exportar', () => {
  it("posts the list's status filter without its paging and saves the server's file", async () => {
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={buildDataProvider()}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <PmePropostaList />
        </AdminContext>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Situação/ }));
    await user.click(screen.getByRole('option', { name: 'Integração concluída' }));
    await waitFor(() => expect(listed.at(-1)).toEqual({ situacoes: [8], pagina: 1, pageSize: 10 }));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual(['propostas-pme-2026-11-22.csv']));
    expect(exported).toEqual([{ situacoes: [8] }]);
  });
});
