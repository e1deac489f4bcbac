import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { carregarPickers } from '../../components/PickersProvider';
import { AreaContext } from '../../components/layout/AreaContext';
import type { AreaId } from '../../domain';
import type { Agendamento, BeneficiarioAgendamento } from '../../providers/agendamentoDataProvider';
import { AgendamentoPage } from './AgendamentoPage';
import { renderWithAdmin } from '../../../tests/helpers/render';

const BENEFICIARIO: BeneficiarioAgendamento = {
  propostaAdesaoId: 42,
  nome: 'Maria Aparecida Souza',
  nomeSocial: null,
  cpf: '52998224725',
  dataNascimento: '1958-04-09',
  email: 'maria.souza@example.com',
  telefone: '27998765432',
  numeroContrato: 100123,
  codigoUnidade: 1,
  situacaoPropostaAdesaoId: 11,
  agendavel: true,
  marcada: false,
};

const AGENDAMENTO: Agendamento = {
  id: 7,
  propostaAdesaoId: 42,
  data: '10/03/2027 09:00',
  horario: '09:00',
  inicio: '2027-03-10T12:00:00.000Z',
  fim: '2027-03-10T12:30:00.000Z',
  profissionalId: 3,
  profissional: 'Elaine Enfermeira',
  tipoAtendimento: 49476,
  cidadeId: null,
  cidade: null,
  agendadoPor: 'Otávio Operador',
  dataCriacao: '2027-03-01T13:30:00.000Z',
};

interface Options {
  agendamento?: Agendamento | null | 'falha';
  area?: AreaId;
  /** The commercial manager's route: avaliacao-saude/agendamento/{cpf}. */
  cpf?: string;
}

function renderPage({ agendamento = null, area = 'operador-callcenter', cpf }: Options = {}) {
  const methods = {
    listarPropostasCpf: vi.fn(async () => [
      { propostaAdesaoId: 40, numeroContrato: 100100, nome: 'Maria', situacaoPropostaAdesaoId: 6 },
      { propostaAdesaoId: 42, numeroContrato: 100123, nome: 'Maria', situacaoPropostaAdesaoId: 11 },
    ]),
    obterBeneficiario: vi.fn(async () => BENEFICIARIO),
    consultarAgendamento: vi.fn(async () => {
      if (agendamento === 'falha') throw new Error('Erro no servidor');
      return agendamento;
    }),
    obterCidades: vi.fn(async () => [{ id: 1, nome: 'Vitória', uf: 'ES' }]),
    obterHorarios: vi.fn(async () => [
      { horario: '09:00', inicio: '', fim: '', profissionalId: 3, profissional: 'Elaine' },
      { horario: '09:00', inicio: '', fim: '', profissionalId: 4, profissional: 'Eduardo' },
      { horario: '09:30', inicio: '', fim: '', profissionalId: 3, profissional: 'Elaine' },
    ]),
    criarAgendamento: vi.fn(async () => ({
      data: AGENDAMENTO,
      messages: ['Avaliação de saúde agendada com sucesso!'],
    })),
    reagendar: vi.fn(async () => ({ data: AGENDAMENTO, messages: ['Reagendada!'] })),
    cancelarAgendamento: vi.fn(async () => ({
      data: null,
      messages: ['Agendamento cancelado com sucesso!'],
    })),
  };
  const dataProvider = { ...testDataProvider({}), ...methods } as DataProvider;
  renderWithAdmin(
    <AreaContext.Provider value={area}>
      <Routes>
        <Route
          path={`/avaliacao-saude/agendamento/:${cpf ? 'cpf' : 'id'}`}
          element={<AgendamentoPage />}
        />
      </Routes>
    </AreaContext.Provider>,
    { initialEntries: [`/avaliacao-saude/agendamento/${cpf ?? 42}`], dataProvider },
  );
  return { ...methods, user: userEvent.setup() };
}

/** The hidden input of a v8 date field takes a pasted dd/MM/yyyy value, as a user's paste does. */
function typeDate(value: string) {
  const field = screen.getByRole('group', { name: 'Data' });
  fireEvent.change(field.parentElement!.querySelector('input')!, { target: { value } });
}

describe('AgendamentoPage', () => {
  // The pickers are their own download: loaded before the cases type dates into them.
  beforeAll(() => carregarPickers());

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-08T15:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('books an online evaluation: date, a free slot, confirmation', async () => {
    const { user, obterHorarios, criarAgendamento } = renderPage();
    expect(await screen.findByText('Maria Aparecida Souza')).toBeVisible();
    expect(screen.getByText('Sem agendamento')).toBeVisible();
    expect(screen.getByText('Escolha uma data para ver os horários livres.')).toBeVisible();
    typeDate('10/03/2027');
    const slots = await screen.findByRole('group', { name: 'Horários livres' });
    // Two nurses free at 09:00 are one choice.
    expect(
      within(slots)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00', '09:30']);
    expect(obterHorarios).toHaveBeenCalledWith(
      { setor: 1, propostaAdesaoId: 42, dataAgendamento: '2027-03-10', tipoAtendimento: 49476 },
      expect.anything(),
    );
    await user.click(within(slots).getByRole('button', { name: '09:30' }));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar agendamento' });
    expect(dialog).toHaveTextContent(
      'Agendar a avaliação de saúde de Maria Aparecida Souza para 10/03/2027 às 09:30 (atendimento online)?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(criarAgendamento).toHaveBeenCalledExactlyOnceWith({
        setor: 1,
        propostaAdesaoId: 42,
        dataAgendamento: '2027-03-10',
        tipoAtendimento: 49476,
        horario: '09:30',
      }),
    );
    expect(await screen.findByText('Avaliação de saúde agendada com sucesso!')).toBeVisible();
  });

  it('books with the professional chosen: only her times, her id in the request', async () => {
    const { user, criarAgendamento } = renderPage();
    await screen.findByText('Maria Aparecida Souza');
    typeDate('10/03/2027');
    await screen.findByRole('group', { name: 'Horários livres' });
    expect(screen.getByRole('combobox', { name: 'Profissional' })).toHaveTextContent(
      'Qualquer profissional',
    );
    await user.click(screen.getByRole('combobox', { name: 'Profissional' }));
    await user.click(screen.getByRole('option', { name: 'Eduardo' }));
    expect(
      within(screen.getByRole('group', { name: 'Horários livres' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00']);
    await user.click(screen.getByRole('button', { name: '09:00' }));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar agendamento' });
    expect(dialog).toHaveTextContent('às 09:00 (atendimento online)? Profissional: Eduardo.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(criarAgendamento).toHaveBeenCalledExactlyOnceWith({
        setor: 1,
        propostaAdesaoId: 42,
        dataAgendamento: '2027-03-10',
        tipoAtendimento: 49476,
        horario: '09:00',
        profissionalId: 4,
      }),
    );
  });

  it('asks for the city of an in-person attendance and refuses past dates', async () => {
    const { user, obterHorarios } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Presencial' }));
    expect(screen.getByText('Escolha a cidade do atendimento presencial.')).toBeVisible();
    typeDate('01/03/2027');
    expect(await screen.findByText('Escolha uma data a partir de hoje.')).toBeVisible();
    expect(obterHorarios).not.toHaveBeenCalled();
  });

  it('shows the booking and cancels it only after confirmation', async () => {
    const { user, cancelarAgendamento } = renderPage({ agendamento: AGENDAMENTO });
    const atual = await screen.findByRole('region', { name: 'Agendamento atual' });
    expect(await within(atual).findByText('10/03/2027 09:00')).toBeVisible();
    expect(atual).toHaveTextContent('Elaine Enfermeira');
    expect(atual).toHaveTextContent('Por Otávio Operador em 01/03/2027 10:30');
    expect(screen.queryByRole('region', { name: 'Novo agendamento' })).toBeNull();
    await user.click(within(atual).getByRole('button', { name: 'Cancelar agendamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar agendamento' });
    expect(dialog).toHaveTextContent('O horário ficará livre para outro beneficiário.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(cancelarAgendamento).toHaveBeenCalledExactlyOnceWith(7));
  });

  it('reschedules through the same form, naming the old and the new time', async () => {
    const { user, reagendar } = renderPage({ agendamento: AGENDAMENTO });
    const atual = await screen.findByRole('region', { name: 'Agendamento atual' });
    await user.click(await within(atual).findByRole('button', { name: 'Reagendar' }));
    typeDate('11/03/2027');
    const slots = await screen.findByRole('group', { name: 'Horários livres' });
    await user.click(within(slots).getByRole('button', { name: '09:00' }));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar reagendamento' });
    expect(dialog).toHaveTextContent('marcada para 10/03/2027 09:00, para 11/03/2027 às 09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(reagendar).toHaveBeenCalledOnce());
  });

  it("opens, by CPF, that CPF's proposal that may still be booked", async () => {
    const { listarPropostasCpf, obterBeneficiario } = renderPage({
      cpf: '52998224725',
      area: 'gestao-comercial',
    });
    expect(await screen.findByText('Maria Aparecida Souza')).toBeVisible();
    expect(listarPropostasCpf).toHaveBeenCalledWith('52998224725', expect.anything());
    expect(obterBeneficiario).toHaveBeenCalledWith(42, expect.anything());
  });

  it.each([
    ['operador-callcenter', undefined, '/proposta/42'],
    ['enfermeiro-avaliador', undefined, '/proposta/42/avaliacao-saude'],
    ['gestao-comercial', '52998224725', '/proposta/42'],
  ] as const)('leads back to the proposal it schedules, in %s', async (area, cpf, href) => {
    renderPage({ area, cpf });
    await screen.findByText('Maria Aparecida Souza');
    expect(screen.getByRole('link', { name: 'Voltar para a proposta' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it("says so when the appointment fails to load, except on the nurse's area", async () => {
    renderPage({ agendamento: 'falha' });
    expect(await screen.findByText('Não foi possível carregar o agendamento.')).toBeVisible();
  });

  it("stays silent on the nurse's area when the appointment fails to load", async () => {
    renderPage({ agendamento: 'falha', area: 'enfermeiro-avaliador' });
    await screen.findByText('Maria Aparecida Souza');
    await waitFor(() => expect(screen.queryByText('Carregando...')).toBeNull());
    expect(screen.queryByText('Não foi possível carregar o agendamento.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
