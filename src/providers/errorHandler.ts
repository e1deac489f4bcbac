import { erros } from '../../i18n/pt-BR/erros';
import { notify } from './notifications';

/**
 * Texts of the error catalogue (section 8 of document 1), in pt-BR as the server says them too
 * (catalogue namespace 'erros'): raised as notices, shown in the chosen language by the
 * notification stack (localized).
 */
export const ERROR_TEXTS = erros;

/**
 * The request never reached the server (offline, DNS, refused). fetch's own message is English
 * and browser-specific, so the catalogue's 'Falha na conexão' is what the user reads.
 */
export class ConnectionError extends Error {
  constructor() {
    super(ERROR_TEXTS.connection);
    this.name = 'ConnectionError';
  }
}

export function isConnectionError(error: unknown): error is ConnectionError {
  return error instanceof ConnectionError;
}

function asList(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(asList);
  return [];
}

function fromObject(value: Record<string, unknown>): string[] {
  const data = value.data as Record<string, unknown> | null | undefined;
  const candidates = [
    value.Messages,
    value.messages,
    data && typeof data === 'object' ? data.messages : undefined,
    value.message,
  ];
  for (const candidate of candidates) {
    const found = asList(candidate);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The messages an error carries, in the catalogue's order of places: `Messages`, `messages`,
 * `data.messages`, `message`. An HttpError's parsed body (our envelope) is read before the
 * error itself, since it holds every message and the error only the first.
 */
export function extractMessages(error: unknown): string[] {
  if (error == null) return [];
  if (typeof error === 'string') return asList(error);
  if (typeof error !== 'object') return [];
  const body = (error as { body?: unknown }).body;
  if (body && typeof body === 'object' && !isBinary(body)) {
    const fromBody = fromObject(body as Record<string, unknown>);
    if (fromBody.length > 0) return fromBody;
  }
  if (typeof body === 'string') {
    const parsed = parseJson(body);
    const fromText = parsed === undefined ? [] : extractMessages(parsed);
    if (fromText.length > 0) return fromText;
  }
  return fromObject(error as Record<string, unknown>);
}

// By tag, not instanceof: buffers may come from another realm (a worker, a test environment).
function isBinary(value: unknown): value is Blob | ArrayBuffer {
  const tag = Object.prototype.toString.call(value);
  return (
    (typeof Blob !== 'undefined' && value instanceof Blob) ||
    tag === '[object ArrayBuffer]' ||
    ArrayBuffer.isView(value)
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Blob.text() is missing from some engines (and from jsdom); FileReader is everywhere.
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function decodeBinary(value: Blob | ArrayBuffer | ArrayBufferView): Promise<unknown> {
  const text =
    typeof Blob !== 'undefined' && value instanceof Blob
      ? await blobText(value)
      : new TextDecoder().decode(value as ArrayBuffer);
  const parsed = parseJson(text);
  return parsed === undefined ? text : parsed;
}

/**
 * Same as extractMessages, for errors of binary downloads (PDF, CSV): their body is a Blob or
 * ArrayBuffer that holds the JSON envelope, decoded here first.
 */
export async function extractMessagesAsync(error: unknown): Promise<string[]> {
  if (isBinary(error)) return extractMessages(await decodeBinary(error));
  const body = (error as { body?: unknown } | null)?.body;
  if (isBinary(body)) {
    const decoded = extractMessages(await decodeBinary(body));
    if (decoded.length > 0) return decoded;
  }
  return extractMessages(error);
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The common error handler of section 8: one error notice per message; an empty error is the
 * generic info notice; a connection failure is a warning. 401 and 403 show nothing here: the
 * authenticated client already said 'Acesso não autorizado!' (and logged out on 401).
 */
export async function handleError(error: unknown): Promise<void> {
  const status = statusOf(error);
  if (status === 401 || status === 403) return;
  if (isConnectionError(error)) {
    notify(ERROR_TEXTS.connection, 'warning');
    return;
  }
  const messages = await extractMessagesAsync(error);
  if (messages.length === 0) {
    notify(ERROR_TEXTS.unexpected, 'info');
    return;
  }
  for (const message of messages) notify(message, 'error');
}
