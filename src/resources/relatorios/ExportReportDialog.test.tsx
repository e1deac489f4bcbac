import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { carregarPickers } from '../../components/PickersProvider';
import { MESSAGES } from '../../domain';
import { relatoriosMethods } from '../../providers/relatoriosDataProvider';
import { clearSession } from '../../providers/tokenStore';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { ExportReportDialog } from './ExportReportDialog';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { renderWithAdmin } from '../../../tests/helpers/render';

const bodies: unknown[] = [];
const urls: string[] = [];
const server = setupServer(
  http.post('*/api/relatorio/geral', async ({ request }) => {
    urls.push(request.url);
    bodies.push(await request.json());
    return new HttpResponse('\uFEFFNúmero do contrato;Nome\r\n', {
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  }),
);

const downloads: { href: string | null; download: string }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // Only the clock is faked: the default period is the month before 22/11/2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 0));
  bodies.length = 0;
  urls.length = 0;
  downloads.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:relatorio');
  URL.revokeObjectURL = vi.fn();
  // jsdom does not navigate: the download's click is only recorded.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.getAttribute('href'), download: this.download });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
  clearSession();
  resetLocale();
});

function renderDialog(roles: string[]) {
  storeSignedInSession(roles);
  renderWithAdmin(<ExportReportDialog open onClose={() => undefined} />, {
    dataProvider: testDataProvider({ ...relatoriosMethods }),
  });
  return screen.getByRole('dialog', { name: 'Exportar Relatório' });
}

describe('Exportar Relatório', () => {
  // The pickers are their own download: loaded before the cases type dates into them.
  beforeAll(() => carregarPickers());

  it("offers the role's types, the first preselected, over the previous month", async () => {
    const dialog = renderDialog(['GestorComercial']);
    const type = within(dialog).getByRole('combobox', { name: 'Tipo de relatório' });
    expect(type).toHaveTextContent('Geral');
    await userEvent.click(type);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Geral', 'Assinadas']);
    await userEvent.keyboard('{Escape}');
    const period = within(dialog).getByRole('group', { name: 'Período' });
    expect(
      within(period)
        .getAllByRole('group')
        .map((g) => g.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('01/10/2026'),
        expect.stringContaining('31/10/2026'),
      ]),
    );
  });

  it("names the role's types in English when English is chosen", async () => {
    await i18nProvider.changeLocale('en');
    storeSignedInSession(['GestorComercial', 'Supervisor']);
    renderWithAdmin(<ExportReportDialog open onClose={() => undefined} />, {
      dataProvider: testDataProvider({ ...relatoriosMethods }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Export report' });
    const type = within(dialog).getByRole('combobox', { name: 'Report type' });
    expect(type).toHaveTextContent('General');
    await userEvent.click(type);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'General',
      'Signed',
      'Document approvers',
      'Brokers',
    ]);
  });

  it('refuses a general report without situations, before asking the server', async () => {
    const dialog = renderDialog(['GestorComercial']);
    const situacoes = within(dialog).getByRole('combobox', { name: 'Situações' });
    await userEvent.click(situacoes);
    for (let i = 0; i < 20; i += 1) await userEvent.keyboard('{Backspace}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await within(dialog).findByText(MESSAGES.reportPeriodMissing)).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('exports, downloads the file under its report name and shows the confirmation', async () => {
    const dialog = renderDialog(['GestorComercial']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await within(dialog).findByText('Relatório gerado com sucesso.')).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({ dataInicio: '01/10/2026', dataFim: '31/10/2026' }),
    ]);
    expect(downloads).toEqual([
      { href: 'blob:relatorio', download: 'relatorio-geral-2026-11-22.csv' },
    ]);
    expect(dialog).toHaveTextContent('foi baixado como relatorio-geral-2026-11-22.csv');
    expect(dialog).not.toHaveTextContent('nova janela');
    expect(within(dialog).getByRole('link', { name: 'Baixar arquivo' })).toHaveAttribute(
      'href',
      'blob:relatorio',
    );
  });

  it('asks for an Excel workbook when XLSX is chosen', async () => {
    const dialog = renderDialog(['GestorComercial']);
    expect(within(dialog).getByRole('combobox', { name: 'Formato' })).toHaveTextContent('CSV');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Formato' }));
    await userEvent.click(screen.getByRole('option', { name: 'Planilha do Excel (XLSX)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    await within(dialog).findByText('Relatório gerado com sucesso.');
    expect(new URL(urls[0]!).searchParams.get('formato')).toBe('xlsx');
    expect(within(dialog).getByRole('link', { name: 'Baixar arquivo' })).toHaveAttribute(
      'download',
      expect.stringMatching(/\.xlsx$/),
    );
  });

  it("says so when the user's roles allow no report", () => {
    const dialog = renderDialog(['DAC']);
    expect(within(dialog).getByText('Seu usuário não tem relatórios disponíveis.')).toBeVisible();
  });
});
