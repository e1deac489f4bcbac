import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { arquivosPdfMethods } from '../../providers/arquivosPdfDataProvider';
import { clearSession } from '../../providers/tokenStore';
import { PdfArquivoSection } from './PdfArquivoSection';
import { renderWithAdmin } from '../../../tests/helpers/render';

let stored: string | null = null;
const received: string[] = [];
const server = setupServer(
  http.post('*/api/aditivos-contrato/:id/pdf', async ({ request }) => {
    // jsdom loses the part's file name on the way: the test file carries its name as content.
    const file = (await request.formData()).get('arquivo') as File;
    const nome = await file.text();
    received.push(nome);
    stored = nome;
    return HttpResponse.json({
      success: true,
      data: { id: 7, versao: 1, arquivoNome: nome, arquivoTamanho: file.size },
      messages: ['PDF enviado com sucesso!'],
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

describe('PdfArquivoSection', () => {
  it('sends the chosen file and shows its name once the record is read again', async () => {
    storeSignedInSession(['GestorComercial']);
    const dataProvider = testDataProvider({
      ...arquivosPdfMethods,
      getOne: async () => ({ data: { id: 7, arquivoNome: stored } }) as never,
    });
    renderWithAdmin(<PdfArquivoSection recurso="aditivos-contrato" id={7} />, { dataProvider });
    await screen.findByText('Nenhum PDF enviado.');
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).not.toBeInTheDocument();
    const input = screen.getByLabelText('Enviar PDF');
    await userEvent.upload(
      input,
      new File(['aditivo.pdf'], 'aditivo.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('Arquivo atual: aditivo.pdf');
    expect(received).toEqual(['aditivo.pdf']);
    expect(screen.getByRole('button', { name: 'Substituir PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeInTheDocument();
  });

  it("says the upload went through in the chosen language when the server's answer has no notice", async () => {
    server.use(
      http.post('*/api/aditivos-contrato/:id/pdf', () =>
        HttpResponse.json({
          success: true,
          data: { id: 7, versao: 1, arquivoNome: 'aditivo.pdf', arquivoTamanho: 11 },
          messages: [],
        }),
      ),
    );
    await i18nProvider.changeLocale('en');
    storeSignedInSession(['GestorComercial']);
    const dataProvider = testDataProvider({
      ...arquivosPdfMethods,
      getOne: async () => ({ data: { id: 7, arquivoNome: null } }) as never,
    });
    renderWithAdmin(<PdfArquivoSection recurso="aditivos-contrato" id={7} />, { dataProvider });
    await screen.findByText('No PDF uploaded.');
    await userEvent.upload(
      screen.getByLabelText('Upload PDF'),
      new File(['aditivo.pdf'], 'aditivo.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('PDF uploaded.')).toBeVisible();
  });
});
