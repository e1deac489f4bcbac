import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SelfiePasso } from './SelfiePasso';

/** What the server received: the multipart's file name, type and size. */
const recebidas: { nome: string; tipo: string; tamanho: number }[] = [];
const aceita = () =>
  HttpResponse.json({
    success: true,
    data: { enviada: true, dataEnvio: '2025-03-10T13:00:00.000Z' },
    messages: ['Selfie enviada com sucesso!'],
  });
let respostaEnvio: () => Response = aceita;

const server = setupServer(
  http.get('*/api/proponenteDmz/:token/selfie', () =>
    HttpResponse.json({ success: true, data: { enviada: false, dataEnvio: null }, messages: [] }),
  ),
  http.post('*/api/proponenteDmz/:token/selfie', async ({ request }) => {
    const arquivo = (await request.formData()).get('arquivo') as File;
    recebidas.push({ nome: arquivo.name, tipo: arquivo.type, tamanho: arquivo.size });
    return respostaEnvio();
  }),
);

// jsdom has no object URLs; the preview only needs an address to show.
const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = () => 'blob:previa';
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  server.close();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});
afterEach(() => {
  server.resetHandlers();
  recebidas.length = 0;
  respostaEnvio = aceita;
});

const foto = (tipo = 'image/png', nome = 'rosto.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], nome, { type: tipo });

function renderPasso() {
  render(
    <MemoryRouter>
      <SelfiePasso token="tok" />
    </MemoryRouter>,
  );
}

describe('SelfiePasso', () => {
  it('opens the front camera (file picker elsewhere), previews the photo, allows a retake and sends it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPasso();
    await screen.findByText(/Tire uma foto do seu rosto/);
    const entrada = screen.getByTestId('selfie-arquivo');
    expect(entrada).toHaveAttribute('accept', 'image/*');
    expect(entrada).toHaveAttribute('capture', 'user');

    await user.upload(entrada, foto('image/png', 'primeira.png'));
    expect(await screen.findByRole('img', { name: 'Prévia da sua selfie' })).toHaveAttribute(
      'src',
      'blob:previa',
    );
    // The retake replaces the photo before anything is sent.
    expect(screen.getByRole('button', { name: 'Tirar outra foto' })).toBeEnabled();
    await user.upload(entrada, foto('image/jpeg', 'segunda.jpg'));
    await user.click(screen.getByRole('button', { name: 'Enviar esta foto' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Selfie enviada com sucesso!');
    // The retaken photo went, once (jsdom cannot decode it, so it goes unshrunk).
    expect(recebidas).toEqual([expect.objectContaining({ tipo: 'image/jpeg', tamanho: 7 })]);
    expect(screen.queryByRole('img', { name: 'Prévia da sua selfie' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tirar outra foto' })).toBeInTheDocument();
  });

  it("shows the server's refusal in pt-BR and keeps the photo for another try", async () => {
    respostaEnvio = () =>
      HttpResponse.json(
        {
          success: false,
          data: null,
          messages: ['Formato de imagem não permitido. Envie uma foto JPEG, PNG ou WebP.'],
        },
        { status: 415 },
      );
    const user = userEvent.setup({ applyAccept: false });
    renderPasso();
    await user.upload(await screen.findByTestId('selfie-arquivo'), foto());
    await user.click(await screen.findByRole('button', { name: 'Enviar esta foto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Formato de imagem não permitido. Envie uma foto JPEG, PNG ou WebP.',
    );
    expect(screen.getByRole('img', { name: 'Prévia da sua selfie' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPasso();
    await user.upload(
      await screen.findByTestId('selfie-arquivo'),
      foto('application/pdf', 'contrato.pdf'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Formato de imagem não permitido. Envie uma foto JPEG, PNG ou WebP.',
    );
    expect(recebidas).toEqual([]);
  });
});
