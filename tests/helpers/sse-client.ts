import { expect } from 'vitest';

export interface Stream<Aviso> {
  /** Every event of the name asked for so far, its data read as JSON, in arrival order. */
  avisos: Aviso[];
  /** The first event (received or to come) that passes the test. */
  proximo(teste: (aviso: Aviso) => boolean): Promise<Aviso>;
  /** Resolves once the stream has carried more than `n` of those events. */
  alem(n: number): Promise<void>;
  fechar(): void;
}

/**
 * An open event stream of one user (server/modules/ao-vivo/sse.ts), read as the browser reads
 * it: with fetch, not EventSource, because the token goes in a header. Only the events named
 * `evento` are kept (the stream also carries its retry line and heartbeat comments), each from
 * the moment it arrives, so a test never misses one sent before it started waiting.
 */
export async function abrirStream<Aviso = unknown>(
  url: string,
  headers: { authorization: string },
  evento: string,
): Promise<Stream<Aviso>> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();

  const avisos: Aviso[] = [];
  // Each waiter looks at the events so far and says whether it is done.
  let esperando: (() => boolean)[] = [];
  function esperar<R>(olhar: () => R | undefined): Promise<R> {
    return new Promise((resolve) => {
      const pronto = () => {
        const achado = olhar();
        if (achado !== undefined) resolve(achado);
        return achado !== undefined;
      };
      if (!pronto()) esperando.push(pronto);
    });
  }

  void (async () => {
    let buffer = '';
    for (;;) {
      // fechar() aborts the fetch, which rejects the pending read: that is the end.
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      buffer += value;
      // An event ends with a blank line; a chunk may hold several events or part of one.
      let fim: number;
      while ((fim = buffer.indexOf('\n\n')) >= 0) {
        const linhas = buffer.slice(0, fim).split('\n');
        buffer = buffer.slice(fim + 2);
        const data = linhas.find((l) => l.startsWith('data: '));
        if (!linhas.includes(`event: ${evento}`) || !data) continue;
        avisos.push(JSON.parse(data.slice('data: '.length)) as Aviso);
        esperando = esperando.filter((pronto) => !pronto());
      }
    }
  })();

  return {
    avisos,
    proximo: (teste) => esperar(() => avisos.find(teste)),
    alem: (n) => esperar(() => (avisos.length > n ? true : undefined)).then(() => {}),
    fechar: () => controller.abort(),
  };
}
