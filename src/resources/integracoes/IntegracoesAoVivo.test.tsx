import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ListContextProvider, Notification, testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { IntegracoesAoVivo } from './IntegracoesAoVivo';
import { renderWithAdmin } from '../../../tests/helpers/render';

let authorization: string | null = null;
const server = setupServer(
  http.get('*/api/integracoes/eventos', ({ request }) => {
    authorization = request.headers.get('authorization');
    const body = new ReadableStream({
      start(controller) {
        const encoder = new TextEncoder();
        controller.enqueue(encoder.encode('retry: 2000\n: conectado\n\n'));
        // A proposals event on this stream would be somebody else's: it is ignored.
        controller.enqueue(encoder.encode('event: propostas\ndata: {"ids":[1]}\n\n'));
        controller.enqueue(encoder.encode('event: integracoes\ndata: {}\n\n'));
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

describe('IntegracoesAoVivo', () => {
  it('asks for the page again when the outbox changes, and says so quietly', async () => {
    storeSignedInSession(['GestorComercial']);
    const refetch = vi.fn(() => Promise.resolve());
    const { unmount } = renderWithAdmin(
      <>
        <ListContextProvider value={{ refetch } as never}>
          <IntegracoesAoVivo />
        </ListContextProvider>
        <Notification />
      </>,
      { dataProvider: testDataProvider() },
    );
    expect(await screen.findByText('Integrações atualizadas')).toBeInTheDocument();
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    expect(authorization).toMatch(/^Bearer /);
    unmount();
  });
});
