import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ListContextProvider, Notification, testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { ListaAoVivo, textoAtualizadas } from './AoVivo';
import { renderWithAdmin } from '../../../tests/helpers/render';

let authorization: string | null = null;
const server = setupServer(
  http.get('*/api/propostas/eventos', ({ request }) => {
    authorization = request.headers.get('authorization');
    const body = new ReadableStream({
      start(controller) {
        const encoder = new TextEncoder();
        controller.enqueue(encoder.encode('retry: 2000\n: conectado\n\n'));
        controller.enqueue(encoder.encode('event: propostas\ndata: {"ids":[5,6]}\n\n'));
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
});

describe('ListaAoVivo', () => {
  it('asks for the page again and says quietly how many proposals changed', async () => {
    storeSignedInSession(['GestorComercial']);
    const refetch = vi.fn(() => Promise.resolve());
    const { unmount } = renderWithAdmin(
      <>
        <ListContextProvider value={{ refetch } as never}>
          <ListaAoVivo />
        </ListContextProvider>
        <Notification />
      </>,
      { dataProvider: testDataProvider() },
    );
    expect(await screen.findByText('2 propostas atualizadas')).toBeInTheDocument();
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    // The token travels in the header, never in the address.
    expect(authorization).toMatch(/^Bearer /);
    unmount();
  });

  it('words the notice by how many changed', () => {
    expect(textoAtualizadas({ ids: [1] })).toBe('1 proposta atualizada');
    expect(textoAtualizadas({ ids: [1, 2, 3] })).toBe('3 propostas atualizadas');
    expect(textoAtualizadas({ todas: true })).toBe('Propostas atualizadas');
  });

  it('reads the notice from the catalogue, in the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    try {
      expect(textoAtualizadas({ ids: [1] })).toBe('1 proposal updated');
      expect(textoAtualizadas({ ids: [1, 2] })).toBe('2 proposals updated');
      expect(textoAtualizadas({ todas: true })).toBe('Proposals updated');
    } finally {
      resetLocale();
    }
  });
});
