import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { MODULOS_DA_AREA } from '../../src/components/layout/modulosDaArea';
import { modulosAntecipados } from './modulosAntecipados';

/** A chunk of the bundle: its file, its modules and the chunks it imports statically. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry };
}

/** A build like the product's: an entry, shared chunks, the app, the preview and the area. */
const BUNDLE = Object.fromEntries(
  [
    chunk(
      'assets/index-a.js',
      ['/p/src/main.tsx', '/p/src/earlyStart.ts'],
      ['assets/startup-b.js'],
      true,
    ),
    chunk('assets/startup-b.js', ['/p/src/startup.ts']),
    chunk(
      'assets/montarApp-c.js',
      ['/p/src/montarApp.tsx'],
      ['assets/react-d.js', 'assets/startup-b.js'],
    ),
    chunk('assets/react-d.js', ['/p/node_modules/react-dom/client.js']),
    chunk(
      'assets/previaAntecipada-e.js',
      ['/p/src/resources/propostas/previa/previaAntecipada.tsx'],
      ['assets/react-d.js'],
    ),
    chunk(
      'assets/AreaEntry-f.js',
      ['/p/src/areas/AreaEntry.tsx'],
      ['assets/ra-g.js', 'assets/react-d.js'],
    ),
    chunk('assets/ra-g.js', ['/p/node_modules/react-admin/index.js']),
    { type: 'asset', fileName: 'favicon.svg' },
  ].map((saida) => [saida.fileName, saida]),
);

function tags() {
  const { transformIndexHtml } = modulosAntecipados() as unknown as {
    transformIndexHtml: { handler: (html: string, ctx: IndexHtmlTransformContext) => unknown };
  };
  const resultado = transformIndexHtml.handler('<html></html>', {
    bundle: BUNDLE,
  } as unknown as IndexHtmlTransformContext) as {
    tags: { tag: string; attrs: Record<string, unknown> }[];
  };
  return resultado.tags;
}

describe('modulosAntecipados (the build)', () => {
  it("preloads the app's and the early preview's files, each once, leaving out what the entry already imports", () => {
    const preloads = tags()
      .filter((tag) => tag.tag === 'link')
      .map((tag) => [tag.attrs.rel, tag.attrs.href]);
    expect(preloads).toEqual([
      ['modulepreload', '/assets/previaAntecipada-e.js'],
      ['modulepreload', '/assets/montarApp-c.js'],
      ['modulepreload', '/assets/react-d.js'],
    ]);
  });

  it("names the area's own files in a <meta>, for the start-up to preload on an area's address only", () => {
    const meta = tags().find((tag) => tag.tag === 'meta');
    expect(meta?.attrs).toEqual({
      name: MODULOS_DA_AREA,
      content: '/assets/AreaEntry-f.js /assets/ra-g.js',
    });
  });
});
