import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { obterCampanha } from './api';
import { FeedbackDialog } from './FeedbackDialog';

const bodies: unknown[] = [];
let answer: () => Response = () => HttpResponse.json({ success: true, data: null, messages: [] });
const server = setupServer(
  http.post('*/api/campanhas/resposta', async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
  answer = () => HttpResponse.json({ success: true, data: null, messages: [] });
  resetLocale();
});

function renderDialog(titulo = 'Como foi a sua experiência?') {
  const onClose = vi.fn();
  const onSent = vi.fn();
  render(
    <FeedbackDialog
      open
      onClose={onClose}
      onSent={onSent}
      campanhaId={7}
      processoId="declaracao-saude"
      alvoId="avaliacao-saude"
      identificadorUsuario="proposta-42"
    />,
  );
  const dialog = screen.getByRole('dialog', { name: titulo });
  return { dialog, onClose, onSent };
}

// MUI Rating hides its radios under the stars: choose one as the keyboard would, on the input.
const stars = async (dialog: HTMLElement, n: number) =>
  fireEvent.click(within(dialog).getByLabelText(n === 1 ? '1 estrela' : `${n} estrelas`));

describe('FeedbackDialog', () => {
  it('asks first with "Agora não" and no way to send a zero rating', async () => {
    const { dialog, onClose } = renderDialog();
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    expect(onClose).toHaveBeenCalled();
    expect(bodies).toEqual([]);
  });

  it('asks the reason below 4 stars and sends only with 8 characters, then thanks', async () => {
    const { dialog, onSent } = renderDialog();
    await stars(dialog, 2);
    expect(within(dialog).getByText(/Que pena!/)).toBeInTheDocument();
    const enviar = within(dialog).getByRole('button', { name: 'Enviar' });
    await userEvent.type(within(dialog).getByLabelText(/Motivo/), 'Demora');
    expect(enviar).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Motivo/), ' grande');
    expect(enviar).toBeEnabled();
    await stars(dialog, 3);
    expect(within(dialog).getByText(/O que faltou/)).toBeInTheDocument();
    await userEvent.click(enviar);
    await screen.findByRole('dialog', { name: 'Obrigado pela sua avaliação!' });
    expect(bodies).toEqual([
      {
        campanhaId: 7,
        processoId: 'declaracao-saude',
        identificadorUsuario: 'proposta-42',
        valor: '3',
        comentario: 'Demora grande',
        alvoId: 'avaliacao-saude',
      },
    ]);
    expect(onSent).toHaveBeenCalled();
  });

  it('asks suggestions at 4-5 stars and sends without a comment', async () => {
    const { dialog } = renderDialog();
    await stars(dialog, 5);
    expect(within(dialog).getByText(/Quer deixar uma sugestão/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Obrigado pela sua avaliação!');
    expect((bodies[0] as { valor: string }).valor).toBe('5');
  });

  it("shows the server's message, or the spec's when there is none", async () => {
    answer = () =>
      HttpResponse.json(
        { success: false, data: null, messages: ['Você já respondeu esta pesquisa.'] },
        { status: 409 },
      );
    const { dialog } = renderDialog();
    await stars(dialog, 4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você já respondeu esta pesquisa.',
    );
    answer = () => new HttpResponse(null, { status: 502 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      await within(dialog).findByText('Houve uma falha no registro da resposta.'),
    ).toBeInTheDocument();
  });

  it("says the spec's failure in the chosen language, from the catalogue", async () => {
    await i18nProvider.changeLocale('en');
    answer = () => new HttpResponse(null, { status: 502 });
    const { dialog } = renderDialog('How was your experience?');
    fireEvent.click(within(dialog).getByLabelText('4 stars'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Your answer could not be recorded.'),
    ).toBeInTheDocument();
  });
});

describe('obterCampanha', () => {
  it('gives the id, stays silent on 409 and says the spec message otherwise', async () => {
    let status = 200;
    server.use(
      http.get('*/api/campanhas/alvo/:alvo/processo/:processo', ({ request }) => {
        const url = new URL(request.url);
        expect(url.pathname).toBe('/api/campanhas/alvo/avaliacao-saude/processo/declaracao-saude');
        expect(url.searchParams.get('identificadorUsuario')).toBe('proposta-1');
        return status === 200
          ? HttpResponse.json({ success: true, data: 3, messages: [] })
          : HttpResponse.json({ success: false, data: null, messages: ['x'] }, { status });
      }),
    );
    const ask = () => obterCampanha('avaliacao-saude', 'declaracao-saude', 'proposta-1');
    await expect(ask()).resolves.toBe(3);
    status = 409;
    await expect(ask()).resolves.toBeNull();
    status = 500;
    await expect(ask()).rejects.toThrow('Houve uma falha obtendo a campanha.');
  });
});
