import { SessionError } from './accessToken';
import { standardHeaders } from './httpClient';

/** What the server tells of changed proposals (server/modules/ao-vivo). */
export type AvisoPropostas = { ids: number[] } | { todas: true };

export const URL_EVENTOS = '/api/propostas/eventos';
export const URL_EVENTOS_INTEGRACOES = '/api/integracoes/eventos';
const ESPERA_RECONEXAO_MS = 2000;

/** Reads the `evento` blocks of a text/event-stream body until it ends. */
async function ler<T>(
  body: ReadableStream<Uint8Array>,
  evento: string,
  entregar: (aviso: T) => void,
): Promise<void> {
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
      if (!linhas.includes(`event: ${evento}`) || !data) continue;
      entregar(JSON.parse(data.slice(6)) as T);
    }
  }
}

/**
 * One stream per tab and URL, shared by every screen open in it that listens, read with fetch so
 * the token goes in the Authorization header (EventSource cannot send it). The server ends a
 * stream after a while and on restarts: it is opened again, with a fresh token, while anyone
 * listens; the last one to stop closes it.
 */
function canalAoVivo<T>(url: string, evento: string) {
  const ouvintes = new Set<(aviso: T) => void>();
  let conexao: AbortController | null = null;
  const entregar = (aviso: T) => {
    for (const ouvinte of [...ouvintes]) ouvinte(aviso);
  };

  async function manter(controller: AbortController): Promise<void> {
    while (!controller.signal.aborted) {
      try {
        const headers = await standardHeaders({ headers: { Accept: 'text/event-stream' } });
        const res = await fetch(url, { headers, signal: controller.signal });
        // Signed out or not allowed: nothing to listen to until the next subscription.
        if (res.status === 401 || res.status === 403) return;
        if (res.ok && res.body) await ler(res.body, evento, entregar);
      } catch (error) {
        // No session: nothing to listen to. Offline or the server restarting: try again below.
        if (error instanceof SessionError) return;
      }
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, ESPERA_RECONEXAO_MS));
    }
  }

  return (ouvinte: (aviso: T) => void): (() => void) => {
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
  };
}

/** Listens to the changed proposals the user may see. */
export const ouvirPropostas = canalAoVivo<AvisoPropostas>(URL_EVENTOS, 'propostas');

/** Listens to changes of the outbox (the Integrações screen). */
export const ouvirIntegracoes = canalAoVivo<Record<string, never>>(
  URL_EVENTOS_INTEGRACOES,
  'integracoes',
);
