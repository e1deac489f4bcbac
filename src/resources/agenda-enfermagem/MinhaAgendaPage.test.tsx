import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { MinhaAgenda } from '../../providers/agendaEnfermagemDataProvider';
import { MinhaAgendaPage } from './MinhaAgendaPage';
import { renderWithAdmin } from '../../../tests/helpers/render';

const AGENDA: MinhaAgenda = {
  enfermeiro: {
    id: 7,
    nome: 'Eduardo Externo',
    username: 'enfermeiroexterno',
    tipo: 'Enfermeiro externo',
    ativo: true,
    periodosSemanais: 1,
    proximasExcecoes: 1,
  },
  duracaoMinutos: 30,
  horarios: [
    {
      id: 1,
      diaSemana: 2,
      tipoAtendimento: 41656,
      cidadeId: 3,
      cidade: 'Serra',
      horaInicio: '13:00',
      horaFim: '17:00',
    },
  ],
  excecoes: [
    {
      id: 4,
      tipo: 'folga',
      data: '2031-03-10',
      horaInicio: null,
      horaFim: null,
      tipoAtendimento: null,
      cidadeId: null,
      cidade: null,
      motivo: 'Curso',
    },
  ],
  agendamentos: [
    {
      id: 9,
      propostaAdesaoId: 42,
      numeroContrato: 100123,
      nome: 'Maria da Silva',
      // 14:00 in Brasília (UTC−3).
      inicio: '2031-03-11T17:00:00.000Z',
      fim: '2031-03-11T17:30:00.000Z',
      tipoAtendimento: 49476,
      cidade: null,
    },
  ],
};

function renderPage(agenda: MinhaAgenda) {
  const minhaAgenda = vi.fn(async () => agenda);
  renderWithAdmin(
    <Routes>
      <Route path="/minha-agenda" element={<MinhaAgendaPage />} />
      <Route path="/proposta/:id/avaliacao-saude" element={<h1>Avaliação da proposta</h1>} />
    </Routes>,
    { initialEntries: ['/minha-agenda'], dataProvider: { ...testDataProvider(), minhaAgenda } },
  );
  return { minhaAgenda, user: userEvent.setup() };
}

describe('Minha agenda', () => {
  it("shows the nurse's bookings, week and exceptions, with nothing to change", async () => {
    const { minhaAgenda, user } = renderPage(AGENDA);
    const proximas = await screen.findByRole('table', { name: 'Próximas avaliações' });
    expect(minhaAgenda).toHaveBeenCalledTimes(1);
    const [, linha] = within(proximas).getAllByRole('row');
    expect(linha).toHaveTextContent('11/03/2031 14:00–14:30');
    expect(linha).toHaveTextContent('Maria da Silva');
    expect(linha).toHaveTextContent('Online');
    expect(screen.getByRole('table', { name: 'Horários semanais' })).toHaveTextContent(
      /Terça-feira\s*13:00–17:00\s*Presencial em Serra/,
    );
    expect(screen.getByRole('table', { name: 'Exceções (de hoje em diante)' })).toHaveTextContent(
      /10\/03\/2031 \(segunda-feira\)\s*Folga\s*Dia inteiro/,
    );
    expect(screen.queryByRole('button', { name: /Remover|Incluir/ })).toBeNull();

    await user.click(
      within(linha).getByRole('link', { name: 'Abrir a proposta 100123 de Maria da Silva' }),
    );
    expect(await screen.findByRole('heading', { name: 'Avaliação da proposta' })).toBeVisible();
  });

  it('says so when nothing is booked and there are no weekly hours', async () => {
    renderPage({ ...AGENDA, horarios: [], excecoes: [], agendamentos: [] });
    expect(await screen.findByText('Nenhuma avaliação marcada.')).toBeVisible();
    expect(screen.getByText(/Nenhum horário semanal: você não aparece/)).toBeVisible();
    expect(screen.getByText('Nenhuma exceção de hoje em diante.')).toBeVisible();
  });
});
