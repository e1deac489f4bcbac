import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PARAMETROS } from '../../domain';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { parametrosMethods } from '../../providers/parametrosDataProvider';
import { clearSession } from '../../providers/tokenStore';
import { ParametrosPage } from './ParametrosPage';
import { renderWithAdmin } from '../../../tests/helpers/render';

const puts: unknown[] = [];
const history: unknown[] = [];
const server = setupServer(
  http.get('*/api/parametros', () =>
    HttpResponse.json({
      success: true,
      data: PARAMETROS.map((p) => ({ ...p, valor: p.padrao, versao: 0, atualizadoEm: null })),
      messages: [],
    }),
  ),
  http.get('*/api/parametros/historico', () =>
    HttpResponse.json({ success: true, data: history, messages: [] }),
  ),
  http.put('*/api/parametros/:chave', async ({ request, params }) => {
    const body = (await request.json()) as { valor: number; versao: number };
    puts.push({ chave: params.chave, ...body });
    history.unshift({
      id: 1,
      chave: params.chave,
      label: 'Antecedência do lembrete de agendamento',
      de: 24,
      para: body.valor,
      autor: 'Gustavo Comercial',
      data: '2026-11-24T10:00:00Z',
    });
    return HttpResponse.json({
      success: true,
      data: { chave: params.chave, valor: body.valor, versao: 1 },
      messages: ['Parâmetro alterado com sucesso!'],
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  resetLocale();
});

describe('Parâmetros', () => {
  it('refuses a value out of bounds before sending, then saves a valid one', async () => {
    storeSignedInSession(['GestorComercial']);
    renderWithAdmin(<ParametrosPage />, {
      dataProvider: testDataProvider({ ...parametrosMethods }),
    });
    await screen.findByText('Antecedência do lembrete de agendamento');
    expect(screen.getByText('Nenhuma alteração registrada.')).toBeInTheDocument();
    const erp = screen.getByText("Prazo em 'Solicitada integração com ERP'").closest('tr')!;
    expect(within(erp).getAllByText('1 dia útil')).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', { name: 'Alterar Antecedência do lembrete de agendamento' }),
    );
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Novo valor (horas)' });
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Informe um valor entre 1 e 168')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Antecedência do lembrete de agendamento: 24 → 12');
    expect(puts).toEqual([{ chave: 'agendamento.lembreteHoras', valor: 12, versao: 0 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says the change went through in the chosen language when the server's answer has no notice", async () => {
    server.use(
      http.put('*/api/parametros/:chave', async ({ request, params }) => {
        const body = (await request.json()) as { valor: number };
        return HttpResponse.json({
          success: true,
          data: { chave: params.chave, valor: body.valor, versao: 1 },
          messages: [],
        });
      }),
    );
    await i18nProvider.changeLocale('en');
    storeSignedInSession(['GestorComercial']);
    renderWithAdmin(<ParametrosPage />, {
      dataProvider: testDataProvider({ ...parametrosMethods }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change Appointment reminder lead time' }),
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Parameter changed.')).toBeVisible();
  });

  it('names the parameters, their units and their history in the chosen language', async () => {
    history.length = 0;
    history.unshift({
      id: 2,
      chave: 'agendamento.lembreteHoras',
      label: 'Antecedência do lembrete de agendamento',
      de: 24,
      para: 12,
      autor: 'Gustavo Comercial',
      data: '2026-11-24T10:00:00Z',
    });
    await i18nProvider.changeLocale('en');
    storeSignedInSession(['GestorComercial']);
    renderWithAdmin(<ParametrosPage />, {
      dataProvider: testDataProvider({ ...parametrosMethods }),
    });
    const lembrete = (await screen.findByText('Appointment reminder lead time')).closest('tr')!;
    expect(
      within(lembrete).getByText(
        'How many hours before the appointment the applicant receives the reminder.',
      ),
    ).toBeVisible();
    expect(within(lembrete).getAllByText('24 hours')).toHaveLength(2);
    expect(within(lembrete).getByText('From 1 to 168 hours')).toBeInTheDocument();
    const erp = screen.getByText("Time allowed in 'ERP integration requested'").closest('tr')!;
    expect(within(erp).getAllByText('1 business day')).toHaveLength(2);
    expect(
      within(erp).getByText(/^Business days \(weekends and national holidays excluded\)/),
    ).toBeVisible();
    expect(screen.getByText('Appointment reminder lead time: 24 → 12')).toBeVisible();
    expect(screen.queryByText(/Antecedência|dias úteis|Prazo em/)).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: 'Change Appointment reminder lead time' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Appointment reminder lead time' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'New value (hours)' })).toBeVisible();
    expect(within(dialog).getByText('From 1 to 168 hours')).toBeVisible();
  });

  it('refuses a value out of bounds in the chosen language', async () => {
    puts.length = 0;
    await i18nProvider.changeLocale('en');
    storeSignedInSession(['GestorComercial']);
    renderWithAdmin(<ParametrosPage />, {
      dataProvider: testDataProvider({ ...parametrosMethods }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change Appointment reminder lead time' }),
    );
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'New value (hours)' });
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a value between 1 and 168')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '1.5');
    expect(within(dialog).getByText('Enter a whole number')).toBeVisible();
    expect(puts).toEqual([]);
  });
});
