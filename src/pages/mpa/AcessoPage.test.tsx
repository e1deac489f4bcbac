import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import AcessoPage from './AcessoPage';
import { proponenteAtual } from './store';
import { limite } from '../../../tests/helpers/limites';

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
  http.post('*/api/proponenteDmz/codigo/contatos', () =>
    HttpResponse.json({
      success: true,
      data: [
        { id: 'sms-3', canal: 'sms', destino: '(27) *****-4321' },
        { id: 'email', canal: 'email', destino: 'ma***@exemplo.com.br' },
      ],
      messages: [],
    }),
  ),
  http.post('*/api/proponenteDmz/codigo/enviar', async ({ request }) => {
    codigoBodies.push(await request.json());
    return HttpResponse.json({
      success: true,
      data: { canal: 'email', destino: 'ma***@exemplo.com.br', expiraEm: '' },
      messages: [],
    });
  }),
  http.post('*/api/proponenteDmz/codigo/confirmar', async ({ request }) => {
    const body = (await request.json()) as { codigo: string };
    codigoBodies.push(body);
    return body.codigo === '042917'
      ? HttpResponse.json({ success: true, data: null, messages: [] })
      : HttpResponse.json(
          { success: false, data: null, messages: ['Código incorreto. Confira os 6 números.'] },
          { status: 400 },
        );
  }),
);
const codigoBodies: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
  codigoBodies.length = 0;
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
  it(
    'masks the CPF, sends digits and an ISO date, asks the code, then opens the step',
    async () => {
      renderPage();
      await userEvent.type(screen.getByLabelText(/CPF/), '52998224725');
      expect(screen.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
      await userEvent.type(screen.getByLabelText(/Data de nascimento/), '12041953');
      await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(bodies).toEqual([
        { cpf: '52998224725', dataNascimento: '1953-04-12', token: 'tok123' },
      ]);

      // The registered contacts, masked; the applicant picks the e-mail.
      await screen.findByRole('heading', { name: 'Código de confirmação' });
      expect(
        await screen.findByRole('radio', { name: 'SMS para o celular (27) *****-4321' }),
      ).toBeChecked();
      await userEvent.click(
        screen.getByRole('radio', { name: 'E-mail para ma***@exemplo.com.br' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
      await screen.findByText(/Enviamos um código de 6 números para ma\*\*\*@exemplo\.com\.br/);
      expect(codigoBodies).toEqual([{ token: 'tok123', contato: 'email' }]);

      await userEvent.type(screen.getByLabelText(/Código recebido/), '111111');
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar código' }));
      expect(await screen.findByText(/Código incorreto\./)).toBeVisible();
      expect(screen.queryByText('página da declaração')).toBeNull();

      await userEvent.clear(screen.getByLabelText(/Código recebido/));
      await userEvent.type(screen.getByLabelText(/Código recebido/), '042917');
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar código' }));
      await screen.findByText('página da declaração');
    },
    limite(20_000),
  );

  it('checks CPF and date before calling the server', async () => {
    renderPage();
    await fill('11111111111', '31021950');
    expect(screen.getByText('Informe um CPF válido.')).toBeInTheDocument();
    expect(
      screen.getByText('Informe a data de nascimento no formato dia/mês/ano.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("on 'Falha' shows one message, resets the applicant data and keeps the typed CPF", async () => {
    valido = false;
    renderPage();
    await fill('52998224725', '12041953');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível confirmar seus dados.',
    );
    expect(screen.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText(/Data de nascimento/)).toHaveValue('');
    expect(proponenteAtual()).toBeNull();
  });
});
