import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { FeedbackAposAvaliacao } from './FeedbackAposAvaliacao';

const usuarioOk = () =>
  HttpResponse.json({
    success: true,
    data: { identificadorUsuario: 'proposta-42', nome: 'Maria' },
    messages: [],
  });
const campanhaOk = () => HttpResponse.json({ success: true, data: 7, messages: [] });
const conflito = () =>
  HttpResponse.json(
    { success: false, data: null, messages: ['Nenhuma pesquisa a responder.'] },
    { status: 409 },
  );
const falha = () =>
  HttpResponse.json({ success: false, data: null, messages: [] }, { status: 500 });

let usuario: () => Response = usuarioOk;
let campanha: () => Response = campanhaOk;
const pedidosCampanha: string[] = [];
let pedidosUsuario = 0;
const server = setupServer(
  http.get('*/api/campanhas/usuario', () => {
    pedidosUsuario++;
    return usuario();
  }),
  http.get('*/api/campanhas/alvo/:alvo/processo/:processo', ({ request }) => {
    pedidosCampanha.push(new URL(request.url).searchParams.get('identificadorUsuario') ?? '');
    return campanha();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  usuario = usuarioOk;
  campanha = campanhaOk;
  pedidosCampanha.length = 0;
  pedidosUsuario = 0;
  resetLocale();
});

describe('FeedbackAposAvaliacao', () => {
  it("opens the dialog greeting the applicant by name, for the session's own id", async () => {
    render(<FeedbackAposAvaliacao />);
    const dialog = await screen.findByRole('dialog', { name: 'Como foi a sua experiência?' });
    expect(dialog).toHaveTextContent('Olá, Maria!');
    expect(pedidosCampanha).toEqual(['proposta-42']);
  });

  it("shows the spec's message when the user's name cannot be read, and asks no campaign", async () => {
    usuario = falha;
    render(<FeedbackAposAvaliacao />);
    expect(await screen.findByText('Houve uma falha obtendo o nome do usuário.')).toBeVisible();
    expect(pedidosCampanha).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says the spec's failures in the chosen language, from the catalogue", async () => {
    await i18nProvider.changeLocale('en');
    usuario = falha;
    const first = render(<FeedbackAposAvaliacao />);
    expect(await screen.findByText("The user's name could not be read.")).toBeVisible();
    first.unmount();

    usuario = usuarioOk;
    campanha = falha;
    render(<FeedbackAposAvaliacao />);
    expect(await screen.findByText('The survey could not be read.')).toBeVisible();
  });

  it('shows the campaign failure, and stays silent on 409 (before the assessment) and without a session', async () => {
    campanha = falha;
    const { unmount } = render(<FeedbackAposAvaliacao />);
    expect(await screen.findByText('Houve uma falha obtendo a campanha.')).toBeVisible();
    unmount();

    campanha = conflito;
    const second = render(<FeedbackAposAvaliacao />);
    await expect.poll(() => pedidosCampanha.length).toBe(2);
    expect(second.container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.unmount();

    usuario = () =>
      HttpResponse.json({ success: false, data: null, messages: [] }, { status: 401 });
    const third = render(<FeedbackAposAvaliacao />);
    await expect.poll(() => pedidosUsuario).toBe(3);
    expect(third.container).toBeEmptyDOMElement();
    expect(pedidosCampanha).toHaveLength(2);
  });
});
