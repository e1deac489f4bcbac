import type { FastifyReply } from 'fastify';

/** A stream lives this long; the client opens another with a token checked again. */
export const DURACAO_MAXIMA_MS = 10 * 60_000;
/** A comment now and then keeps proxies from closing a quiet stream. */
const BATIMENTO_MS = 25_000;

export type EnviarEvento = (evento: string, dados: unknown) => void;

/**
 * Turns the reply into a server-sent event stream: headers, the reconnect delay, a heartbeat,
 * and an end after DURACAO_MAXIMA_MS or when the client leaves. `ouvir` registers the source of
 * events and returns how to unregister it. Every open stream is kept in `abertos`, so a shutting
 * down server ends them and the requests in flight can drain.
 */
export function abrirEventos(
  reply: FastifyReply,
  abertos: Set<() => void>,
  ouvir: (enviar: EnviarEvento) => () => void,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold the events in a buffer.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n: conectado\n\n');
  const parar = ouvir((evento, dados) =>
    raw.write(`event: ${evento}\ndata: ${JSON.stringify(dados)}\n\n`),
  );
  const batimento = setInterval(() => raw.write(': \n\n'), BATIMENTO_MS);
  const fim = setTimeout(() => fechar(), DURACAO_MAXIMA_MS);
  const fechar = () => {
    parar();
    clearInterval(batimento);
    clearTimeout(fim);
    abertos.delete(fechar);
    raw.end();
  };
  abertos.add(fechar);
  raw.on('close', fechar);
}
