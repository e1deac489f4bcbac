import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider } from 'react-admin';
import { agendaEnfermagemMethods } from '../../providers/agendaEnfermagemDataProvider';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carregarPickers } from '../../components/PickersProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import type { Agenda, EnfermeiroAgenda } from '../../providers/agendaEnfermagemDataProvider';
import { AgendaEnfermeiroPage } from './AgendaEnfermeiroPage';
import { EnfermeirosAgendaPage } from './EnfermeirosAgendaPage';
import { renderWithAdmin } from '../../../tests/helpers/render';
import { limite } from '../../../tests/helpers/limites';

const RITA: EnfermeiroAgenda = {
  id: 31,
  nome: 'Rita Moraes',
  username: 'rita.moraes',
  tipo: 'Enfermeiro',
  ativo: true,
  periodosSemanais: 0,
  proximasExcecoes: 0,
};

let agenda: Agenda;
const writes: { method: string; url: string; body?: unknown }[] = [];
const envelope = (data: unknown, messages: string[] = []) =>
  HttpResponse.json({ success: true, data, messages });
const server = setupServer(
  http.get('*/api/agenda-enfermagem/enfermeiros', () =>
    envelope([RITA, { ...RITA, id: 32, nome: 'Elaine Enfermeira', periodosSemanais: 10 }]),
  ),
  http.get('*/api/agenda-enfermagem/enfermeiros/31', () => envelope(agenda)),
  http.get('*/api/agenda-enfermagem/cidades', () =>
    envelope([{ id: 1, nome: 'Vitória', uf: 'ES', unidade: 'Matriz-Vitória' }]),
  ),
  http.post('*/api/agenda-enfermagem/enfermeiros/31/horarios', async ({ request }) => {
    const body = (await request.json()) as Agenda['horarios'][number];
    writes.push({ method: 'POST', url: 'horarios', body });
    if (body.horaInicio === '09:00') {
      return HttpResponse.json(
        {
          success: false,
          data: null,
          messages: [
            'O período de segunda-feira, 09:00–10:00 (online) se sobrepõe ao horário de segunda-feira, 08:00–12:00 (online). Um enfermeiro não atende em dois períodos ao mesmo tempo.',
          ],
        },
        { status: 409 },
      );
    }
    agenda.horarios.push({ ...body, id: 90, cidade: body.cidadeId ? 'Vitória' : null });
    return envelope({ id: 90, aviso: null }, ['Período incluído na agenda.']);
  }),
  http.delete('*/api/agenda-enfermagem/enfermeiros/31/horarios/:horarioId', ({ params }) => {
    writes.push({ method: 'DELETE', url: `horarios/${String(params.horarioId)}` });
    agenda.horarios = agenda.horarios.filter((h) => h.id !== Number(params.horarioId));
    return envelope(
      {
        id: null,
        aviso:
          'Atenção: 1 avaliação já marcada neste período continua agendada. Reagende-a, se for o caso.',
      },
      ['Período removido da agenda.'],
    );
  }),
  http.post('*/api/agenda-enfermagem/enfermeiros/31/excecoes', async ({ request }) => {
    const body = (await request.json()) as Agenda['excecoes'][number];
    writes.push({ method: 'POST', url: 'excecoes', body });
    agenda.excecoes.push({ ...body, id: 70, cidade: null, motivo: body.motivo ?? null });
    return envelope({ id: 70, aviso: null }, ['Exceção incluída na agenda.']);
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await carregarPickers();
});
afterAll(() => server.close());
beforeEach(() => {
  storeSignedInSession(['GestorSaude']);
  writes.length = 0;
  agenda = {
    enfermeiro: RITA,
    duracaoMinutos: 30,
    horarios: [
      {
        id: 5,
        diaSemana: 1,
        tipoAtendimento: 49476,
        cidadeId: null,
        cidade: null,
        horaInicio: '08:00',
        horaFim: '12:00',
      },
    ],
    excecoes: [],
  };
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  resetLocale();
});

function renderAt(path: string) {
  renderWithAdmin(
    <Routes>
      <Route path="/horarios-enfermeiros" element={<EnfermeirosAgendaPage />} />
      <Route path="/horarios-enfermeiros/:id" element={<AgendaEnfermeiroPage />} />
    </Routes>,
    { initialEntries: [path], dataProvider: { ...testDataProvider(), ...agendaEnfermagemMethods } },
  );
  return userEvent.setup();
}

// Typing times key by key in several dialogs: more than the default 5 s on a loaded machine.
describe('Horários dos enfermeiros', { timeout: limite(15_000) }, () => {
  it('lists the nurses, flags one without hours and opens her agenda', async () => {
    const user = renderAt('/horarios-enfermeiros');
    const table = await screen.findByRole('table', { name: 'Enfermeiros' });
    const rita = within(table)
      .getByRole('link', { name: 'Abrir a agenda de Rita Moraes' })
      .closest('tr')!;
    expect(rita).toHaveTextContent('Sem horários');
    const elaine = within(table)
      .getByRole('link', { name: 'Abrir a agenda de Elaine Enfermeira' })
      .closest('tr')!;
    expect(elaine).toHaveTextContent('10');
    await user.click(within(rita).getByRole('link'));
    expect(await screen.findByRole('heading', { name: 'Agenda de Rita Moraes' })).toBeVisible();
  });

  it('checks a period before sending it and shows the server refusal in the dialog', async () => {
    const user = renderAt('/horarios-enfermeiros/31');
    const semanais = await screen.findByRole('region', { name: 'Horários semanais' });
    expect(
      within(semanais).getByRole('row', { name: /Segunda-feira 08:00–12:00 Online/ }),
    ).toBeVisible();
    await user.click(within(semanais).getByRole('button', { name: 'Incluir período' }));
    const dialog = screen.getByRole('dialog', { name: 'Incluir período semanal' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Dia da semana' }));
    await user.click(screen.getByRole('option', { name: 'Segunda-feira' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Início' }), '1000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Fim' }), '0900');
    expect(within(dialog).getByRole('textbox', { name: 'Início' })).toHaveValue('10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Incluir' }));
    expect(
      within(dialog).getByText('O horário de início deve ser anterior ao horário de fim.'),
    ).toBeVisible();
    expect(writes).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Início' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Início' }), '0900');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Fim' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Fim' }), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Incluir' }));
    expect(
      await within(dialog).findByText(/se sobrepõe ao horário de segunda-feira, 08:00–12:00/),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Incluir período semanal' })).toBeVisible();
  });

  it('adds an in-person period and shows it at once', async () => {
    const user = renderAt('/horarios-enfermeiros/31');
    const semanais = await screen.findByRole('region', { name: 'Horários semanais' });
    await user.click(within(semanais).getByRole('button', { name: 'Incluir período' }));
    const dialog = screen.getByRole('dialog', { name: 'Incluir período semanal' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Dia da semana' }));
    await user.click(screen.getByRole('option', { name: 'Segunda-feira' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Presencial' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Cidade' }));
    await user.click(screen.getByRole('option', { name: 'Vitória - ES (Matriz-Vitória)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Início' }), '1300');
    await user.type(within(dialog).getByRole('textbox', { name: 'Fim' }), '1700');
    await user.click(within(dialog).getByRole('button', { name: 'Incluir' }));
    expect(await screen.findByText('Período incluído na agenda.')).toBeVisible();
    expect(writes.at(-1)).toEqual({
      method: 'POST',
      url: 'horarios',
      body: {
        diaSemana: 1,
        tipoAtendimento: 41656,
        cidadeId: 1,
        horaInicio: '13:00',
        horaFim: '17:00',
      },
    });
    expect(
      await within(semanais).findByRole('row', {
        name: /Segunda-feira 13:00–17:00 Presencial em Vitória/,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Incluir período semanal' })).toBeNull();
  });

  it('removes a period after confirmation and warns of the bookings that stay', async () => {
    const user = renderAt('/horarios-enfermeiros/31');
    await user.click(
      await screen.findByRole('button', { name: 'Remover segunda-feira, 08:00–12:00 (online)' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Remover período' });
    expect(confirm).toHaveTextContent('As avaliações já marcadas nele continuam agendadas.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText(/1 avaliação já marcada neste período continua agendada/),
    ).toBeVisible();
    expect(writes).toEqual([{ method: 'DELETE', url: 'horarios/5' }]);
    expect(await screen.findByText(/Nenhum horário semanal/)).toBeVisible();
  });

  it('adds a whole day off on a date', async () => {
    const user = renderAt('/horarios-enfermeiros/31');
    const excecoes = await screen.findByRole('region', { name: 'Exceções (de hoje em diante)' });
    expect(excecoes).toHaveTextContent('Nenhuma exceção de hoje em diante.');
    await user.click(within(excecoes).getByRole('button', { name: 'Incluir exceção' }));
    const dialog = screen.getByRole('dialog', { name: 'Incluir exceção' });
    // The date field's hidden input takes a pasted dd/MM/yyyy, as a user's paste does.
    const data = within(dialog).getByRole('group', { name: 'Data' });
    fireEvent.change(data.parentElement!.querySelector('input')!, {
      target: { value: '14/12/2099' },
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo' }),
      'Curso de atualização',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Incluir' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'POST',
          url: 'excecoes',
          body: {
            tipo: 'folga',
            data: '2099-12-14',
            horaInicio: null,
            horaFim: null,
            tipoAtendimento: null,
            cidadeId: null,
            motivo: 'Curso de atualização',
          },
        },
      ]),
    );
    const linha = await within(excecoes).findByRole('row', {
      name: /14\/12\/2099 \(segunda-feira\)/,
    });
    expect(linha).toHaveTextContent('Folga');
    expect(linha).toHaveTextContent('Dia inteiro');
  });

  it('names the weekdays and the exception kinds in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    const user = renderAt('/horarios-enfermeiros/31');
    const semanais = await screen.findByRole('table', { name: 'Weekly hours' });
    expect(within(semanais).getByRole('row', { name: /Monday 08:00–12:00 Online/ })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Remove Monday, 08:00–12:00 (online)' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add period' }));
    const periodo = screen.getByRole('dialog', { name: 'Add weekly period' });
    await user.click(within(periodo).getByRole('combobox', { name: 'Day of the week' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(periodo).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add exception' }));
    const excecao = screen.getByRole('dialog', { name: 'Add exception' });
    const tipos = within(excecao).getByRole('radiogroup', { name: 'Exception type' });
    expect(
      within(tipos)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Time off (a day or period without appointments)', 'Extra hours']);
  });

  it("checks a period and shows the server's refusal in English when English is chosen", async () => {
    server.use(
      http.post('*/api/agenda-enfermagem/enfermeiros/31/horarios', () =>
        HttpResponse.json(
          {
            success: false,
            data: null,
            messages: [
              'Este enfermeiro está inativo: reative o cadastro antes de alterar a agenda.',
            ],
          },
          { status: 409 },
        ),
      ),
    );
    await i18nProvider.changeLocale('en');
    const user = renderAt('/horarios-enfermeiros/31');
    await user.click(await screen.findByRole('button', { name: 'Add period' }));
    const dialog = screen.getByRole('dialog', { name: 'Add weekly period' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Choose the day of the week.')).toBeVisible();
    expect(within(dialog).getByText('Enter the start time.')).toBeVisible();

    await user.click(within(dialog).getByRole('combobox', { name: 'Day of the week' }));
    await user.click(screen.getByRole('option', { name: 'Tuesday' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Start' }), '1000');
    await user.type(within(dialog).getByRole('textbox', { name: 'End' }), '1015');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      within(dialog).getByText(
        'The period must last at least 30 minutes, the length of one appointment.',
      ),
    ).toBeVisible();

    await user.clear(within(dialog).getByRole('textbox', { name: 'End' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'End' }), '1100');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText(
        'This nurse is inactive: reactivate the record before changing the schedule.',
      ),
    ).toBeVisible();
  });
});
