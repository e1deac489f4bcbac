import { SessionError } from './accessToken';
import { standardHeaders } from './httpClient';

/** What the server tells of changed proposals (server/modules/ao-vivo). */
export type AvisoPropostas = { ids: number[] } | { todas: true };
type Ouvinte = (aviso: AvisoPropostas) => void;

export const URL_EVENTOS = '/api/propostas/eventos';
const ESPERA_RECONEXAO_MS = 2000;

const ouvintes = new Set<Ouvinte>();
let conexao: AbortController | null = null;

/** Reads `event: propostas` blocks of a text/event-stream body until it ends. */
async function ler(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let fim: number;
    while ((fim = buffer.indexOf('\n\n')) >= 0) {
      const bloco = buffer.slice(0, fim);
      buffer = buffer.slice(fim + 2);
      const linhas = bloco.split('\n');
      const data = linhas.find((l) => l.startsWith('data: '));
      if (!linhas.includes('event: propostas') || !data) continue;
      const aviso = JSON.parse(data.slice(6)) as AvisoPropostas;
      for (const ouvinte of [...ouvintes]) ouvinte(aviso);
    }
  }
}

/**
 * One stream per tab, shared by every list and proposal view open in it, read with fetch so the
 * token goes in the Authorization header (EventSource cannot send it). The server ends a stream
 * after a while and on restarts: it is opened again, with a fresh token, while anyone listens.
 */
async function manter(controller: AbortController): Promise<void> {
  while (!controller.signal.aborted) {
    try {
      const headers = await standardHeaders({ headers: { Accept: 'text/event-stream' } });
      const res = await fetch(URL_EVENTOS, { headers, signal: controller.signal });
      // Signed out or not allowed: nothing to listen to until the next subscription.
      if (res.status === 401 || res.status === 403) return;
      if (res.ok && res.body) await ler(res.body);
    } catch (error) {
      // No session: nothing to listen to. Offline or the server restarting: try again below.
      if (error instanceof SessionError) return;
    }
    if (controller.signal.aborted) return;
    await new Promise((resolve) => setTimeout(resolve, ESPERA_RECONEXAO_MS));
  }
}

/** Listens to the changed proposals; the returned function stops (the last one closes the stream). */
export function ouvirPropostas(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  if (!conexao) {
    conexao = new AbortController();
    void manter(conexao);
  }
  return () => {
    ouvintes.delete(ouvinte);
    if (ouvintes.size === 0 && conexao) {
      conexao.abort();
      conexao = null;
    }
  };
}
