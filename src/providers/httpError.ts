/**
 * A failed API answer, in the shape of react-admin's HttpError (message, status, body), which
 * react-admin's hooks and our errorHandler read; react-admin tells errors apart by these fields,
 * not by their class.
 *
 * Our own class rather than ra-core's: the start-up (src/earlyStart.ts) imports httpClient and runs
 * before react-admin is evaluated, and any import from ra-core's single entry point puts all of
 * ra-core's dependencies (react-router, react-hook-form, lodash) ahead of it in the bundle. src/providers/startup.test.ts keeps that path free of them.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}
