/**
 * One side of the built-in video room: the signalling WebSocket and the RTCPeerConnection.
 * The server only relays (server/modules/avaliacao-saude/sala-registry.ts); the nurse always
 * makes the offer, whenever the applicant (re)enters, so the two sides never offer at once and
 * no 'perfect negotiation' is needed. No React here: the pages drive it through useChamada.
 */

export type Papel = 'enfermeiro' | 'beneficiario';

export type EstadoChamada =
  'conectando' | 'aguardando' | 'negociando' | 'conectado' | 'perdida' | 'encerrada' | 'recusada';

/** The server's close codes (FECHAMENTO in sala-registry.ts). */
export const FECHAMENTO = {
  ingressoInvalido: 4401,
  salaIndisponivel: 4404,
  salaOcupada: 4409,
  salaEncerrada: 4410,
} as const;

type Sinal = { descricao: RTCSessionDescriptionInit } | { candidato: RTCIceCandidateInit };

type Mensagem =
  | { tipo: 'bem-vindo'; parPresente: boolean }
  | { tipo: 'par-entrou' }
  | { tipo: 'par-saiu' }
  | { tipo: 'sinal'; dados: Sinal }
  | { tipo: 'encerrada' };

export interface OpcoesChamada {
  papel: Papel;
  /** The signalling path with its credential; asked again on every (re)connection. */
  endereco: () => Promise<string>;
  iceServers: RTCIceServer[];
  local: MediaStream;
  aoMudarEstado: (estado: EstadoChamada, codigo?: number) => void;
  aoReceberRemoto: (stream: MediaStream | null) => void;
}

/** A dropped signalling connection (not a refusal) is retried this many times, 2 s apart. */
const TENTATIVAS = 5;

export class Chamada {
  private ws: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  private encerrada = false;
  private tentativas = 0;
  /** Messages are handled one after the other: a candidate waits for its description. */
  private fila: Promise<void> = Promise.resolve();

  constructor(private readonly opcoes: OpcoesChamada) {}

  async entrar() {
    this.opcoes.aoMudarEstado('conectando');
    const caminho = await this.opcoes.endereco();
    const url = new URL(caminho, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onmessage = (event) => {
      const mensagem = JSON.parse(String(event.data)) as Mensagem;
      this.fila = this.fila
        .then(() => this.receber(mensagem))
        .catch(() => this.opcoes.aoMudarEstado('perdida'));
    };
    ws.onclose = (event) => this.aoFechar(ws, event.code);
  }

  /** Leaves the room (this side only); the server tells the other side. */
  sair() {
    this.encerrada = true;
    this.fecharPeer();
    this.ws?.close(1000);
    this.ws = null;
  }

  private aoFechar(ws: WebSocket, codigo: number) {
    if (ws !== this.ws || this.encerrada) return;
    this.fecharPeer();
    if (codigo === FECHAMENTO.salaEncerrada) {
      this.encerrada = true;
      this.opcoes.aoMudarEstado('encerrada');
    } else if (codigo >= 4000) {
      this.encerrada = true;
      this.opcoes.aoMudarEstado('recusada', codigo);
    } else if (this.tentativas++ < TENTATIVAS) {
      this.opcoes.aoMudarEstado('perdida');
      setTimeout(() => void this.entrar().catch(() => this.aoFechar(ws, 1006)), 2000);
    } else {
      this.opcoes.aoMudarEstado('perdida');
    }
  }

  private async receber(mensagem: Mensagem) {
    switch (mensagem.tipo) {
      case 'bem-vindo':
        this.tentativas = 0;
        if (mensagem.parPresente && this.opcoes.papel === 'enfermeiro') await this.ofertar();
        else this.opcoes.aoMudarEstado(mensagem.parPresente ? 'negociando' : 'aguardando');
        return;
      case 'par-entrou':
        if (this.opcoes.papel === 'enfermeiro') await this.ofertar();
        else this.opcoes.aoMudarEstado('negociando');
        return;
      case 'par-saiu':
        this.fecharPeer();
        this.opcoes.aoMudarEstado('aguardando');
        return;
      case 'encerrada':
        this.encerrada = true;
        this.fecharPeer();
        this.opcoes.aoMudarEstado('encerrada');
        return;
      case 'sinal':
        await this.sinal(mensagem.dados);
    }
  }

  private enviar(dados: Sinal) {
    if (this.ws?.readyState === WebSocket.OPEN)
      this.ws.send(JSON.stringify({ tipo: 'sinal', dados }));
  }

  private novoPeer(): RTCPeerConnection {
    this.fecharPeer();
    const pc = new RTCPeerConnection({ iceServers: this.opcoes.iceServers });
    this.pc = pc;
    for (const track of this.opcoes.local.getTracks()) pc.addTrack(track, this.opcoes.local);
    pc.onicecandidate = (event) => {
      if (event.candidate) this.enviar({ candidato: event.candidate.toJSON() });
    };
    pc.ontrack = (event) =>
      this.opcoes.aoReceberRemoto(event.streams[0] ?? new MediaStream([event.track]));
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      if (pc.connectionState === 'connected') this.opcoes.aoMudarEstado('conectado');
      else if (pc.connectionState === 'failed' || pc.connectionState === 'disconnected') {
        this.opcoes.aoMudarEstado('perdida');
      }
      // A failed path (network change) is not repaired by itself: the nurse offers again, as
      // when the applicant re-enters; the applicant answers on a new connection.
      if (pc.connectionState === 'failed' && this.opcoes.papel === 'enfermeiro') {
        setTimeout(() => {
          if (pc === this.pc)
            this.fila = this.fila.then(() => this.ofertar()).catch(() => undefined);
        }, 2000);
      }
    };
    return pc;
  }

  private async ofertar() {
    this.opcoes.aoMudarEstado('negociando');
    const pc = this.novoPeer();
    await pc.setLocalDescription(await pc.createOffer());
    if (pc.localDescription) this.enviar({ descricao: pc.localDescription.toJSON() });
  }

  private async sinal(dados: Sinal) {
    if ('descricao' in dados) {
      if (dados.descricao.type === 'offer') {
        const pc = this.novoPeer();
        await pc.setRemoteDescription(dados.descricao);
        await pc.setLocalDescription(await pc.createAnswer());
        if (pc.localDescription) this.enviar({ descricao: pc.localDescription.toJSON() });
      } else {
        await this.pc?.setRemoteDescription(dados.descricao);
      }
    } else if (this.pc) {
      // Relayed in order and handled in turn (fila): the description is already set.
      await this.pc.addIceCandidate(dados.candidato).catch(() => undefined);
    }
  }

  private fecharPeer() {
    if (!this.pc) return;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.pc = null;
    this.opcoes.aoReceberRemoto(null);
  }
}
