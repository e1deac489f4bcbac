import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import AcessoPage from './AcessoPage';
import { proponenteAtual } from './store';

const bodies: unknown[] = [];
let valido = true;
const server = setupServer(
  http.post('*/api/proponenteDmz/validarAcesso', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(
      valido
        ? { success: true, data: null, messages: [] }
        : { success: false, data: null, messages: ['Falha'] },
    );
  }),
  http.post('*/api/proponenteDmz/obterPropostaAdesao', () =>
    HttpResponse.json({ success: true, data: { etapa: 'declaracao' }, messages: [] }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
  valido = true;
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/mpa/tok123']}>
      <Routes>
        <Route path="/mpa/:token" element={<AcessoPage />} />
        <Route path="/mpa/:token/declaracao" element={<p>página da declaração</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fill(cpf: string, nascimento: string) {
  await userEvent.type(screen.getByLabelText(/CPF/), cpf);
  await userEvent.type(screen.getByLabelText(/Data de nascimento/), nascimento);
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('AcessoPage (/mpa/{token})', () => {
  it('masks the CPF, sends digits and an ISO date, then opens the step the proposal is in', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/CPF/), '52998224725');
    expect(screen.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
    await userEvent.type(screen.getByLabelText(/Data de nascimento/), '12041953');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('página da declaração');
    expect(bodies).toEqual([{ cpf: '52998224725', dataNascimento: '1953-04-12', token: 'tok123' }]);
  });

  it('checks CPF and date before calling the server', async () => {
    renderPage();
    await fill('11111111111', '31021950');
    expect(screen.getByText('Informe um CPF válido.')).toBeInTheDocument();
    expect(
      screen.getByText('Informe a data de nascimento no formato dia/mês/ano.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("on 'Falha' shows one message and resets the applicant data", async () => {
    valido = false;
    renderPage();
    await fill('52998224725', '12041953');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível confirmar seus dados.',
    );
    expect(screen.getByLabelText(/CPF/)).toHaveValue('');
    expect(screen.getByLabelText(/Data de nascimento/)).toHaveValue('');
    expect(proponenteAtual()).toBeNull();
  });
});
