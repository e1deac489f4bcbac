/**
 * The nurse's browser records the call for the health manager's audit: a canvas with the
 * applicant's video and the nurse's in a corner, and both voices mixed by WebAudio. Recording
 * the composition (not the remote track itself) keeps one recording across a reconnection:
 * the canvas and the mix stay, only their inputs change.
 */

const LARGURA = 640;
const ALTURA = 360;
const QUADROS_POR_SEGUNDO = 15;
/** About 3.4 MB a minute (server/modules/avaliacao-saude/gravacoes.ts sets the ceiling). */
const VIDEO_BPS = 400_000;
const AUDIO_BPS = 48_000;

export function tipoGravacao(): string {
  const preferidos = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];
  return preferidos.find((tipo) => MediaRecorder.isTypeSupported(tipo)) ?? 'video/webm';
}

export class Gravador {
  private readonly canvas = document.createElement('canvas');
  private readonly audio = new AudioContext();
  private readonly mix = this.audio.createMediaStreamDestination();
  private fonteRemota: MediaStreamAudioSourceNode | null = null;
  private readonly fonteLocal: MediaStreamAudioSourceNode | null;
  private readonly pedacos: Blob[] = [];
  private readonly recorder: MediaRecorder;
  private readonly timer: number;

  constructor(
    private readonly remoto: HTMLVideoElement,
    private readonly local: HTMLVideoElement,
    streamLocal: MediaStream,
  ) {
    this.canvas.width = LARGURA;
    this.canvas.height = ALTURA;
    this.fonteLocal = streamLocal.getAudioTracks().length
      ? this.audio.createMediaStreamSource(streamLocal)
      : null;
    this.fonteLocal?.connect(this.mix);
    // Drawn on a timer, not requestAnimationFrame: the recording goes on if the tab is hidden.
    this.timer = window.setInterval(() => this.desenhar(), 1000 / QUADROS_POR_SEGUNDO);
    const stream = new MediaStream([
      ...this.canvas.captureStream(QUADROS_POR_SEGUNDO).getVideoTracks(),
      ...this.mix.stream.getAudioTracks(),
    ]);
    this.recorder = new MediaRecorder(stream, {
      mimeType: tipoGravacao(),
      videoBitsPerSecond: VIDEO_BPS,
      audioBitsPerSecond: AUDIO_BPS,
    });
    this.recorder.ondataavailable = (event) => {
      if (event.data.size) this.pedacos.push(event.data);
    };
    void this.audio.resume();
    // Chunks every second: a crash of the page loses at most the last second.
    this.recorder.start(1000);
  }

  /** The applicant's stream changed (entered again): their voice joins the mix again. */
  trocarRemoto(stream: MediaStream | null) {
    this.fonteRemota?.disconnect();
    this.fonteRemota = null;
    if (stream?.getAudioTracks().length) {
      this.fonteRemota = this.audio.createMediaStreamSource(stream);
      this.fonteRemota.connect(this.mix);
    }
  }

  /** Stops and answers the whole recording. */
  parar(): Promise<Blob> {
    return new Promise((resolve) => {
      const fim = () => {
        window.clearInterval(this.timer);
        this.fonteRemota?.disconnect();
        this.fonteLocal?.disconnect();
        void this.audio.close();
        resolve(new Blob(this.pedacos, { type: 'video/webm' }));
      };
      this.recorder.onstop = fim;
      if (this.recorder.state === 'inactive') fim();
      else this.recorder.stop();
    });
  }

  private desenhar() {
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, LARGURA, ALTURA);
    if (this.remoto.videoWidth) encaixar(ctx, this.remoto, 0, 0, LARGURA, ALTURA);
    if (this.local.videoWidth) {
      const w = LARGURA / 4;
      const h = ALTURA / 4;
      encaixar(ctx, this.local, LARGURA - w - 8, ALTURA - h - 8, w, h);
    }
  }
}

/** Draws the video inside the box, keeping its proportions. */
function encaixar(
  ctx: CanvasRenderingContext2D,
  video: HTMLVideoElement,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const escala = Math.min(w / video.videoWidth, h / video.videoHeight);
  const vw = video.videoWidth * escala;
  const vh = video.videoHeight * escala;
  ctx.drawImage(video, x + (w - vw) / 2, y + (h - vh) / 2, vw, vh);
}
