import { request, type RequestOptions } from './httpClient';

/** Saves a blob as a file with the given name (the browser's download, through a link). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The file name of a Content-Disposition header, if any. The server sends the name twice
 * (server/http/arquivos.ts): `filename*` in UTF-8 (RFC 6266/5987), with its accents, and
 * `filename` in ASCII for old clients; the first is the one to keep.
 */
export function fileNameOf(headers: Headers, fallback: string): string {
  const header = headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;\s]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // A malformed escape: fall back to the ASCII name.
    }
  }
  const ascii = /filename="?([^";]+)"?/.exec(header);
  return ascii?.[1] ?? fallback;
}

/**
 * Asks the API for a file and saves it under the name the server gives (Content-Disposition):
 * through the HTTP client, so the call carries the session's token and a refusal arrives as the
 * usual HttpError with the server's pt-BR message. The answer is read whole into a Blob: the
 * browser cannot hand a fetch stream to its download manager without a service worker.
 */
export async function downloadFile(
  url: string,
  options: Pick<RequestOptions, 'method' | 'body' | 'signal'>,
  fallbackName: string,
): Promise<string> {
  const answer = await request<Blob>(url, { ...options, responseType: 'blob' });
  const name = fileNameOf(answer.headers, fallbackName);
  saveBlob(answer.data, name);
  return name;
}
