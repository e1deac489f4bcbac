/**
 * Who is connected to each video room, and the relay of the WebRTC signalling between them.
 * The media never crosses the server: only the offer, the answer and the ICE candidates do.
 *
 * The registry is in-process: both sides of a room must reach the same server process. With
 * several processes behind a balancer, either route /api/sala-video/* to one of them (sticky by
 * room) or relay these messages through PostgreSQL NOTIFY (see docs/decisions/0087-video-room.md).
 */

export type Papel = 'enfermeiro' | 'beneficiario';

/** What the registry needs of a WebSocket (the `ws` package's server socket has it). */
export interface PeerSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'message', listener: (data: Buffer | string) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'pong', listener: () => void): unknown;
}

/** Close codes (4000-4999 are the application's): the pages explain each one in pt-BR. */
export const FECHAMENTO = {
  ingressoInvalido: 4401,
  salaIndisponivel: 4404,
  salaOcupada: 4409,
  salaEncerrada: 4410,
  mensagemInvalida: 4400,
} as const;

const OPEN = 1;
/** An SDP with many candidates stays well below this; anything larger is not signalling. */
const MAX_MENSAGEM = 64 * 1024;
/** A peer that misses one ping round (a phone that lost the network) is dropped and reported. */
const PING_MS = 15_000;

export type Mensagem =
  | { tipo: 'bem-vindo'; papel: Papel; parPresente: boolean }
  | { tipo: 'par-entrou' }
  | { tipo: 'par-saiu' }
  | { tipo: 'sinal'; dados: Record<string, unknown> }
  | { tipo: 'encerrada' };

const outro = (papel: Papel): Papel => (papel === 'enfermeiro' ? 'beneficiario' : 'enfermeiro');

function enviar(socket: PeerSocket | undefined, mensagem: Mensagem) {
  if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(mensagem));
}

/** A message from a peer, if it is one: `{ tipo: 'sinal', dados: { descricao | candidato } }`. */
function sinal(raw: Buffer | string): Record<string, unknown> | null {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  if (text.length > MAX_MENSAGEM) return null;
  try {
    const parsed = JSON.parse(text) as { tipo?: unknown; dados?: unknown };
    const dados = parsed.dados;
    if (parsed.tipo !== 'sinal' || !dados || typeof dados !== 'object' || Array.isArray(dados)) {
      return null;
    }
    const chaves = Object.keys(dados);
    return chaves.length === 1 && ['descricao', 'candidato'].includes(chaves[0])
      ? (dados as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export class SalaRegistry {
  private readonly salas = new Map<number, Partial<Record<Papel, PeerSocket>>>();
  private readonly vivos = new WeakSet<PeerSocket>();
  private readonly timer: NodeJS.Timeout;

  /** `aoEncontrar`: both sides are in the room (the nurse's browser starts recording). */
  constructor(private readonly aoEncontrar: (salaId: number) => void) {
    this.timer = setInterval(() => this.verificarVivos(), PING_MS);
    this.timer.unref();
  }

  /** Puts a peer in its place; false (and the socket closed) if the place is taken. */
  entrar(salaId: number, papel: Papel, socket: PeerSocket): boolean {
    const sala = this.salas.get(salaId) ?? {};
    if (sala[papel]) {
      socket.close(FECHAMENTO.salaOcupada, 'Sala ocupada');
      return false;
    }
    sala[papel] = socket;
    this.salas.set(salaId, sala);
    this.vivos.add(socket);
    socket.on('pong', () => this.vivos.add(socket));
    socket.on('message', (raw) => {
      const dados = sinal(raw);
      if (!dados) {
        socket.close(FECHAMENTO.mensagemInvalida, 'Mensagem inválida');
        return;
      }
      enviar(this.salas.get(salaId)?.[outro(papel)], { tipo: 'sinal', dados });
    });
    socket.on('close', () => this.sair(salaId, papel, socket));
    const par = sala[outro(papel)];
    enviar(socket, { tipo: 'bem-vindo', papel, parPresente: Boolean(par) });
    if (par) {
      enviar(par, { tipo: 'par-entrou' });
      this.aoEncontrar(salaId);
    }
    return true;
  }

  /** 'Encerrar atendimento': both sides are told, then disconnected. */
  encerrar(salaId: number) {
    const sala = this.salas.get(salaId);
    this.salas.delete(salaId);
    for (const socket of Object.values(sala ?? {})) {
      enviar(socket, { tipo: 'encerrada' });
      socket.close(FECHAMENTO.salaEncerrada, 'Atendimento encerrado');
    }
  }

  ocupantes(salaId: number): Papel[] {
    return Object.keys(this.salas.get(salaId) ?? {}) as Papel[];
  }

  /**
   * The server stops: 'going away', not 'encerrada' — the room stays open in the database and
   * the pages reconnect (to this server restarted, or another).
   */
  fechar() {
    clearInterval(this.timer);
    for (const sala of this.salas.values()) {
      for (const socket of Object.values(sala)) socket.close(1001, 'Servidor reiniciando');
    }
    this.salas.clear();
  }

  private sair(salaId: number, papel: Papel, socket: PeerSocket) {
    const sala = this.salas.get(salaId);
    if (!sala || sala[papel] !== socket) return;
    delete sala[papel];
    if (!sala[outro(papel)]) this.salas.delete(salaId);
    else enviar(sala[outro(papel)], { tipo: 'par-saiu' });
  }

  private verificarVivos() {
    for (const sala of this.salas.values()) {
      for (const socket of Object.values(sala)) {
        if (!this.vivos.has(socket)) {
          socket.terminate();
          continue;
        }
        this.vivos.delete(socket);
        socket.ping();
      }
    }
  }
}
