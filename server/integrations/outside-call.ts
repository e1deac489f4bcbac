import { format } from '../../i18n/catalog';
import { servidor } from '../../i18n/pt-BR/servidor';

/**
 * One call to an outside system over HTTP with JSON, as every adapter here makes it: a time
 * limit, the `Idempotency-Key` header when the call has an effect, and failures sorted into
 * "try again later" and "will never work". Error texts name the system and the status only:
 * an outside body may echo personal data, so it never reaches a message or a log line. They are
 * the integrations list's 'Último erro', so they are the catalogue's servidor.outbox.chamadas,
 * read when the call fails.
 */

export interface OutsideCallOptions {
  /** Name of the system for error texts: one of servidor.outbox.chamadas.sistemas. */
  system: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** Sent as `Idempotency-Key`: the receiver answers a repeat without repeating the effect. */
  idempotencyKey?: string;
  timeoutMs: number;
  /** Statuses that are a normal answer and not an error (e.g. 404 for "not found"). */
  acceptStatuses?: number[];
}

export interface OutsideAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A failed outside call. `retryable` is true for what a later try may fix (no connection, time
 * limit, 408, 425, 429, 5xx) and false for answers that will not change (other 4xx, bad JSON).
 */
export class OutsideCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OutsideCallError';
  }
}

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

export function isRetryableStatus(status: number): boolean {
  return status >= 500 || RETRYABLE_STATUSES.has(status);
}

/** Joins a base URL (with or without a trailing slash) and a path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

const C = servidor.outbox.chamadas;

function networkReason(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return C.tempoEsgotado;
    const cause = (err as { cause?: { code?: string } }).cause;
    if (cause?.code) return cause.code;
  }
  return C.falhaConexao;
}

/** No answer at all (no connection, time limit): a later try may reach the system. */
function unreachable(system: string, err: unknown): OutsideCallError {
  return new OutsideCallError(
    format(C.indisponivel, { sistema: system, motivo: networkReason(err) }),
    true,
  );
}

/** An answer with a status that is not accepted: retryable or not by the status. */
function refused(system: string, status: number): OutsideCallError {
  return new OutsideCallError(
    format(C.respondeuHttp, { sistema: system, status }),
    isRetryableStatus(status),
    status,
  );
}

/** An answer that is not what the contract says: it will not change on a later try. */
export function invalidContent(system: string): OutsideCallError {
  return new OutsideCallError(format(C.conteudoInvalido, { sistema: system }), false);
}

export async function callOutside<T = unknown>(
  options: OutsideCallOptions,
): Promise<OutsideAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    throw unreachable(options.system, err);
  }
  const accepted = response.ok || (options.acceptStatuses ?? []).includes(response.status);
  if (!accepted) {
    // Drain the body so the connection can be reused; its content is deliberately not read.
    await response.body?.cancel().catch(() => undefined);
    throw refused(options.system, response.status);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw invalidContent(options.system);
    }
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Downloads a binary answer (a signed PDF) with the same time limit and error rules. */
export async function downloadOutside(
  options: Omit<OutsideCallOptions, 'method' | 'body'>,
): Promise<{ bytes: Buffer; contentType: string }> {
  let response: Response;
  try {
    response = await fetch(options.url, { signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (err) {
    throw unreachable(options.system, err);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw refused(options.system, response.status);
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
}

/**
 * One outside system at a base URL, its name and time limit said once: each adapter method is
 * then one line, the path and what it sends. The rules are callOutside's.
 */
export interface OutsideClient {
  get<T>(path: string): Promise<T>;
  /** A call with an effect: `idempotencyKey` lets the receiver answer a repeat without redoing it. */
  post<T>(path: string, body: unknown, idempotencyKey?: string): Promise<T>;
  download(path: string): Promise<{ bytes: Buffer; contentType: string }>;
}

export function outsideClient(system: string, baseUrl: string, timeoutMs: number): OutsideClient {
  const url = (path: string) => joinUrl(baseUrl, path);
  return {
    async get<T>(path: string) {
      return (await callOutside<T>({ system, method: 'GET', url: url(path), timeoutMs })).body;
    },
    async post<T>(path: string, body: unknown, idempotencyKey?: string) {
      const answer = await callOutside<T>({
        system,
        method: 'POST',
        url: url(path),
        body,
        idempotencyKey,
        timeoutMs,
      });
      return answer.body;
    },
    download: (path) => downloadOutside({ system, url: url(path), timeoutMs }),
  };
}
