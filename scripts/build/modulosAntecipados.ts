import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { MODULOS_DA_AREA } from '../../src/components/layout/modulosDaArea';

/**
 * The first script (src/main.tsx) imports the app itself (src/montarApp.tsx) only after the
 * list's early answer has been drawn by the early preview (docs/decisions/0184-early-preview.md).
 * The app's files, and the preview's should the bundler ever split it from the first script, are
 * still fetched and compiled from the start: `modulepreload` links, which download without
 * evaluating. The area's code (src/areas/AreaEntry.tsx) is named in a <meta>
 * instead: earlyStart.ts preloads it on an area's address only, so the login does not fetch it.
 */
export function modulosAntecipados(): Plugin {
  return {
    name: 'adesao-modulos-antecipados',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const entrada = Object.values(bundle).find(
          (saida): saida is Rollup.OutputChunk => saida.type === 'chunk' && saida.isEntry,
        );
        if (!entrada) throw new Error('index.html: o script de entrada não está no bundle');
        const jaCarregados = new Set([entrada.fileName, ...fechamento(bundle, [entrada])]);
        // In the order main.tsx imports them: the preview first.
        const app = fechamento(bundle, [
          chunkDe(bundle, '/src/resources/propostas/previa/previaAntecipada.tsx'),
          chunkDe(bundle, '/src/montarApp.tsx'),
        ]).filter((arquivo) => !jaCarregados.has(arquivo));
        const area = fechamento(bundle, [chunkDe(bundle, '/src/areas/AreaEntry.tsx')]).filter(
          (arquivo) => !jaCarregados.has(arquivo) && !app.includes(arquivo),
        );
        const tags: HtmlTagDescriptor[] = app.map((arquivo) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${arquivo}` },
          injectTo: 'head',
        }));
        tags.push({
          tag: 'meta',
          attrs: { name: MODULOS_DA_AREA, content: area.map((arquivo) => `/${arquivo}`).join(' ') },
          injectTo: 'head',
        });
        return { html, tags };
      },
    },
  };
}

function chunkDe(bundle: Rollup.OutputBundle, sufixo: string): Rollup.OutputChunk {
  const chunk = Object.values(bundle).find(
    (saida): saida is Rollup.OutputChunk =>
      saida.type === 'chunk' && saida.moduleIds.some((id) => id.endsWith(sufixo)),
  );
  if (!chunk) throw new Error(`${sufixo}: sem arquivo próprio no bundle`);
  return chunk;
}

/** The files these chunks are and statically import, transitively. */
function fechamento(bundle: Rollup.OutputBundle, chunks: Rollup.OutputChunk[]): string[] {
  const vistos = new Set<string>();
  const fila = [...chunks];
  while (fila.length > 0) {
    const chunk = fila.shift()!;
    if (vistos.has(chunk.fileName)) continue;
    vistos.add(chunk.fileName);
    for (const importado of chunk.imports) {
      const proximo = bundle[importado];
      if (proximo?.type === 'chunk') fila.push(proximo);
    }
  }
  return [...vistos];
}
