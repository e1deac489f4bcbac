import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentosMethods } from './documentosDataProvider';
import { storeSignedInSession } from './testing/storedSession';
import { clearSession } from './tokenStore';

/**
 * An upload the browser is still sending: msw's XMLHttpRequest never reports an abort while
 * its answer is pending, so this stands in for the browser's, aborting as it does.
 */
class EnvioPendente {
  static enviados: EnvioPendente[] = [];
  upload: { onprogress?: unknown } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open() {}
  setRequestHeader() {}
  send() {
    EnvioPendente.enviados.push(this);
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  EnvioPendente.enviados = [];
  clearSession();
});

describe('anexarDocumento', () => {
  it("rejects a cancelled upload as fetch does, with the signal's own AbortError", async () => {
    vi.stubGlobal('XMLHttpRequest', EnvioPendente);
    storeSignedInSession(['GestorComercial']);
    const controller = new AbortController();
    const envio = documentosMethods.anexarDocumento(
      42,
      { slug: 'rg' } as never,
      new File(['%PDF-1.7'], 'rg.pdf', { type: 'application/pdf' }),
      () => {},
      controller.signal,
    );
    await expect.poll(() => EnvioPendente.enviados.length).toBe(1);
    controller.abort();
    const error = await envio.catch((e: unknown) => e);
    expect(error).toBe(controller.signal.reason);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
