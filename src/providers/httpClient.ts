import { HttpError } from './httpError';
import { APP_NAME, APP_VERSION } from '../domain';
import { getValidAccessToken, SessionError, tokenSemRenovar } from './accessToken';
import { ConnectionError, ERROR_TEXTS, extractMessages } from './errorHandler';
import { goToLogin } from './navigation';
import { notify } from './notifications';
import { clearSession } from './tokenStore';

/**
 * The authenticated client of the product API. Every request carries AppName, AppVersion and a
 * bearer token that is renewed first when it has passed half its life; answers are unwrapped
 * from the `{ success, data, messages }` envelope. A 401 ends the session and goes to /login, a
 * 403 says 'Acesso não autorizado!', and every failure is thrown as an HttpError (react-admin's
 * shape) whose `body` is the parsed envelope (see errorHandler for the messages).
 */
export interface RequestOptions {
  method?: string;
  /** Serialised as JSON unless it is already a string, FormData, Blob or URLSearchParams. */
  body?: unknown;
  headers?: HeadersInit;
  responseType?: 'json' | 'blob';
  /** false for the public routes (configuracao, password recovery): no bearer token. */
  authenticated?: boolean;
  /** false: a 401 is only thrown, the caller decides (the start-up MeusDados check). */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  /** The envelope's `data`, or the whole body when it is not an envelope. */
  data: T;
  messages: string[];
  /** The parsed body as received (text for non-JSON answers). */
  body: unknown;
}

function isEnvelope(body: unknown): body is { data: unknown; messages?: unknown } {
  return !!body && typeof body === 'object' && !Array.isArray(body) && 'data' in body;
}

function serialise(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams
  ) {
    if (typeof body === 'string' && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function onUnauthorized(message: string, type: 'error' | 'warning') {
  clearSession();
  notify(message, type);
  goToLogin();
}

async function bearer(options: RequestOptions): Promise<string | null> {
  if (options.authenticated === false) return null;
  try {
    return await getValidAccessToken();
  } catch (error) {
    if (!(error instanceof SessionError)) throw error;
    if (options.handleUnauthorized !== false) onUnauthorized(error.message, 'warning');
    throw new HttpError(error.message, 401, {
      success: false,
      data: null,
      messages: [error.message],
    });
  }
}

/**
 * The error a failed answer becomes, after the session side effects: a 401 ends the session,
 * a 403 says 'Acesso não autorizado!'. Exported for the upload, which needs XMLHttpRequest
 * (fetch reports no upload progress) but must fail exactly like every other call.
 */
export function failure(
  status: number,
  statusText: string,
  body: unknown,
  options: Pick<RequestOptions, 'handleUnauthorized'> = {},
): HttpError {
  const messages = extractMessages({ body });
  if (status === 401 && options.handleUnauthorized !== false) {
    onUnauthorized(ERROR_TEXTS.unauthorized, 'error');
  } else if (status === 403) {
    notify(ERROR_TEXTS.unauthorized, 'error');
  }
  return new HttpError(messages[0] ?? statusText, status, body);
}

function headersWith(options: RequestOptions, token: string | null): Headers {
  const headers = new Headers(options.headers);
  headers.set('AppName', APP_NAME);
  headers.set('AppVersion', APP_VERSION);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * The headers at once when no token renewal is due (the usual case), else null. Code after an
 * await runs only when the current script has finished, so a call that needs no renewal must
 * not wait on one: the start-up's calls then leave while the first script is still being
 * evaluated (src/earlyStart.ts), not after it.
 */
function standardHeadersNow(options: RequestOptions): Headers | null {
  if (options.authenticated === false) return headersWith(options, null);
  const token = tokenSemRenovar();
  return token ? headersWith(options, token.access_token) : null;
}

/** The headers once the token has been renewed (or found missing): the path with an await. */
async function headersAfterRenewal(options: RequestOptions): Promise<Headers> {
  return headersWith(options, await bearer(options));
}

/** The headers every call carries: the product's name and version, and the bearer token. */
export async function standardHeaders(options: RequestOptions = {}): Promise<Headers> {
  return standardHeadersNow(options) ?? headersAfterRenewal(options);
}

export async function request<T = unknown>(
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers = standardHeadersNow(options) ?? (await headersAfterRenewal(options));

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: serialise(options.body, headers),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ConnectionError();
  }

  if (response.ok && options.responseType === 'blob') {
    const blob = await response.blob();
    return {
      status: response.status,
      headers: response.headers,
      data: blob as T,
      messages: [],
      body: blob,
    };
  }

  const body = parseBody(await response.text());
  if (!response.ok) throw failure(response.status, response.statusText, body, options);
  if (body === null && response.status !== 204) {
    // The catalogue's wording for a success without content, kept for the support team's logs.
    console.warn(ERROR_TEXTS.noBody);
  }
  return {
    status: response.status,
    headers: response.headers,
    data: (isEnvelope(body) ? body.data : body) as T,
    messages: isEnvelope(body) ? extractMessages(body) : [],
    body,
  };
}

/** Shortcuts answering the unwrapped data, for screens that call the API directly. */
export const api = {
  get: <T>(url: string, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'GET' }).then((r) => r.data),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'POST', body }).then((r) => r.data),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'PUT', body }).then((r) => r.data),
  delete: <T>(url: string, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'DELETE' }).then((r) => r.data),
};

/**
 * The `fetchJson` signature ra-data-simple-rest expects, over this client: `json` is the
 * unwrapped data, so the stock provider reads our envelope without knowing it.
 */
export async function fetchJson(
  url: string,
  options: {
    method?: string;
    body?: BodyInit | null;
    headers?: HeadersInit;
    signal?: AbortSignal;
  } = {},
) {
  const answer = await request(url, {
    method: options.method,
    body: options.body ?? undefined,
    headers: options.headers,
    signal: options.signal,
  });
  return {
    status: answer.status,
    headers: answer.headers,
    body: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
    json: answer.data,
  };
}
