import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildDataProvider } from '../../providers/dataProvider';
import { csvFile, setupExportTest } from '../../providers/testing/exportTest';
import { PmePropostaList } from './PmePropostaList';
import { renderWithAdmin } from '../../../tests/helpers/render';

const listed: unknown[] = [];
const exported: unknown[] = [];
const { saved } = setupExportTest(
  ['GestorComercialPme'],
  http.post('*/api/propostaPme/buscar/exportar', async ({ request }) => {
    exported.push(await request.json());
    return csvFile('\uFEFFContrato;Razão social\r\n', 'propostas-pme-2026-11-22.csv');
  }),
  http.post('*/api/propostaPme/buscar', async ({ request }) => {
    listed.push(await request.json());
    return HttpResponse.json({ success: true, data: { total: 4, itens: [] } });
  }),
);

beforeEach(() => {
  listed.length = 0;
  exported.length = 0;
});

describe('PME list: Exportar', () => {
  it("posts the list's status filter without its paging and saves the server's file", async () => {
    renderWithAdmin(<PmePropostaList />, { dataProvider: buildDataProvider() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Situação/ }));
    await user.click(screen.getByRole('option', { name: 'Integração concluída' }));
    await waitFor(() => expect(listed.at(-1)).toEqual({ situacoes: [8], pagina: 1, pageSize: 10 }));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual(['propostas-pme-2026-11-22.csv']));
    expect(exported).toEqual([{ situacoes: [8] }]);
  });
});
