// @vitest-environment node
import { build } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(__dirname, '../..');

/**
 * The module's static import graph as the bundler sees it: its files and the packages it
 * reaches. Dynamic imports (the area's code) are left out: they are other downloads.
 */
async function grafoDe(entrada: string): Promise<{ arquivos: string[]; pacotes: string[] }> {
  const { metafile } = await build({
    entryPoints: [path.join(RAIZ, entrada)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    loader: { '.svg': 'file', '.png': 'file', '.css': 'empty' },
    outdir: 'sem-saida',
  });
  const inicio = path.relative(process.cwd(), path.join(RAIZ, entrada));
  const vistos = new Set([inicio]);
  const fila = [inicio];
  while (fila.length > 0) {
    for (const { path: importado, kind } of metafile.inputs[fila.shift()!]?.imports ?? []) {
      if (kind === 'dynamic-import' || vistos.has(importado)) continue;
      vistos.add(importado);
      fila.push(importado);
    }
  }
  const pacotes = new Set<string>();
  for (const arquivo of vistos) {
    const [, depois] = arquivo.split('node_modules/');
    if (!depois) continue;
    const partes = depois.split('/');
    pacotes.add(partes[0]!.startsWith('@') ? `${partes[0]}/${partes[1]}` : partes[0]!);
  }
  return { arquivos: [...vistos], pacotes: [...pacotes].sort() };
}

/**
 * main.tsx imports src/earlyStart.ts first, so the bundle evaluates it, and starts the opening
 * screen's requests (the area's code, the API calls), before the libraries of the first screen. That holds only
 * while its import graph stays clear of them: one import of react-admin, ra-core or MUI there
 * puts the whole library, and what it imports, ahead of the start-up again.
 */
describe('the start-up module (src/earlyStart.ts)', () => {
  it('reaches no UI library: react-admin, ra-core, MUI, react-dom, the router, forms', async () => {
    const { arquivos, pacotes } = await grafoDe('src/earlyStart.ts');
    expect(pacotes).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^(react-admin|ra-|@mui\/|react-dom|react-router|react-hook-form|@tanstack\/)/,
        ),
      ]),
    );
    // The graph is the real one: the API client and the list's early request are in it.
    expect(arquivos).toEqual(
      expect.arrayContaining(['src/providers/httpClient.ts', 'src/providers/buscaDePropostas.ts']),
    );
  });

  it('is the first import of main.tsx', async () => {
    const { readFile } = await import('node:fs/promises');
    const main = await readFile(path.join(RAIZ, 'src/main.tsx'), 'utf8');
    const primeiroImport = main.split('\n').find((linha) => linha.startsWith('import '));
    expect(primeiroImport).toBe("import { inicio } from './earlyStart';");
  });
});
