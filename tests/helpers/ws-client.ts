import { createRequire } from 'node:module';
import type { TestApp } from './test-app';

// The `ws` package (@fastify/websocket's) ships no types; Node 20 has no global WebSocket.
const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string) => WsClient;
};

/** A signalling message as the server sends it. */
export interface Mensagem {
  tipo: string;
  [key: string]: unknown;
}

/** What the tests use of the `ws` client that app.injectWS answers. */
interface WsClient {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}

export interface Par {
  enviar(mensagem: unknown): void;
  /** The next message of this type (waiting for it if it has not come yet). */
  proxima(tipo: string): Promise<Mensagem>;
  /** The close code, once the server closes the socket. */
  fechado: Promise<number>;
  sair(): void;
}

/**
 * A WebSocket client on the app's listening port (the tests call `listen` first), its messages
 * queued from the first one so a test never misses the welcome. A real socket, because the
 * server hears a peer leave only when its TCP connection closes.
 */
export async function conectar(t: TestApp, path: string): Promise<Par> {
  const { port } = t.app.server.address() as { port: number };
  const recebidas: Mensagem[] = [];
  const esperando: { tipo: string; resolve: (m: Mensagem) => void }[] = [];
  let fechar: (code: number) => void = () => {};
  const fechado = new Promise<number>((resolve) => (fechar = resolve));
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  ws.on('message', (data) => {
    const mensagem = JSON.parse(data.toString()) as Mensagem;
    const i = esperando.findIndex((e) => e.tipo === mensagem.tipo);
    if (i >= 0) esperando.splice(i, 1)[0].resolve(mensagem);
    else recebidas.push(mensagem);
  });
  ws.on('close', (code) => fechar(code));
  await new Promise<void>((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  return {
    enviar: (mensagem) => ws.send(JSON.stringify(mensagem)),
    proxima(tipo) {
      const i = recebidas.findIndex((m) => m.tipo === tipo);
      if (i >= 0) return Promise.resolve(recebidas.splice(i, 1)[0]);
      return new Promise((resolve) => esperando.push({ tipo, resolve }));
    },
    fechado,
    sair: () => ws.close(),
  };
}
