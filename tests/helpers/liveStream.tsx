import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { ListContextProvider, testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { storeSignedInSession } from '../../src/providers/testing/storedSession';
import { clearSession } from '../../src/providers/tokenStore';
import { renderWithAdmin } from './render';

/**
 * A live list's event stream in a component test: msw answers `path` with a server-sent
 * stream holding `events` (written as the server writes them), and notes the authorization
 * header it was asked with. Registers the file's msw lifecycle (listen, reset, close) and clears
 * the stored session after each test.
 */
export function liveStream(path: string, events: readonly string[]) {
  let authorization: string | null = null;
  const server = setupServer(
    http.get(path, ({ request }) => {
      authorization = request.headers.get('authorization');
      const body = new ReadableStream({
        start(controller) {
          const encoder = new TextEncoder();
          controller.enqueue(encoder.encode('retry: 2000\n: conectado\n\n'));
          for (const event of events) controller.enqueue(encoder.encode(event));
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
  return { authorization: () => authorization };
}

/**
 * Mounts a live component inside a list whose `refetch` is a spy, with the notifications, for a
 * signed-in manager: what the stream's events make it do is what the test reads.
 */
export function renderLive(live: ReactNode) {
  storeSignedInSession(['GestorComercial']);
  const refetch = vi.fn(() => Promise.resolve());
  const rendered = renderWithAdmin(
    <ListContextProvider value={{ refetch } as never}>{live}</ListContextProvider>,
    { dataProvider: testDataProvider() },
  );
  return { ...rendered, refetch };
}
