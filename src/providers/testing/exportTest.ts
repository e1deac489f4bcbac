import { HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearSession } from '../tokenStore';
import { storeSignedInSession } from './storedSession';

/** The server's answer to an 'Exportar': a CSV download with the file name it chose. */
export function csvFile(body: string, filename: string) {
  return new HttpResponse(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });
}

/**
 * What every test of a list's 'Exportar' button needs, set up around each test of the file:
 * an msw server with the file's handlers (any other request fails the test), a signed-in
 * session with `roles`, and a browser whose downloads are caught. jsdom has no object URLs
 * and does not save files, so the link's click is stubbed and the file name it would save is
 * kept, in `saved`, and its content beside it, in `contents`. Call it once at the top of the
 * test file.
 */
export function setupExportTest(roles: string[], ...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const saved: string[] = [];
  const contents: Blob[] = [];
  let lastBlob: Blob | null = null;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    saved.length = 0;
    contents.length = 0;
    storeSignedInSession(roles);
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:exportar';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
      contents.push(lastBlob!);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    server.resetHandlers();
    clearSession();
  });
  return { saved, contents, server };
}
