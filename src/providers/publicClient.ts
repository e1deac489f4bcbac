/**
 * Calls of the public pages (the applicant area, spec section 7): JSON, no Authorization header; the short
 * session travels in an HttpOnly cookie the server set on validarAcesso. A status other than
 * 200/201 throws the parsed JSON; a false `success` throws the messages.
 */
export class PublicCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly messages: string[],
  ) {
    super(messages[0] ?? `HTTP ${status}`);
    this.name = 'PublicCallError';
  }
}

interface Envelope<T> {
  success: boolean;
  data: T;
  messages: string[];
}

function messagesOf(body: unknown): string[] {
  const messages = (body as { messages?: unknown } | null)?.messages;
  return Array.isArray(messages) ? messages.filter((m) => typeof m === 'string') : [];
}

export async function publicCall<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<Envelope<T>> {
  // A FormData (a photo) goes as multipart: the browser writes its Content-Type and boundary.
  const form = body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined || form
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { messages: [] };
  }
  if (response.status !== 200 && response.status !== 201)
    throw new PublicCallError(response.status, parsed, messagesOf(parsed));
  const envelope = parsed as Envelope<T>;
  if (envelope?.success === false)
    throw new PublicCallError(response.status, parsed, messagesOf(parsed));
  return envelope;
}
