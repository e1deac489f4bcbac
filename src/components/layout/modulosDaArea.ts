/**
 * The <meta> of index.html naming the area's code files (scripts/build/modulosAntecipados.ts),
 * which the start-up preloads on an area's address (src/startup.ts).
 */
export const MODULOS_DA_AREA = 'adesao-modulos-da-area';

/**
 * Downloads and compiles the area's code now without evaluating it: evaluated on arrival (an
 * `import()`), it held the main thread for 300 ms while the list's early answer waited to be
 * drawn (docs/decisions/0184-early-preview.md). The app imports it when it renders the area.
 * Without the <meta> (the development server) nothing is preloaded.
 */
export function preCarregarModulosDaArea(doc: Document = document): void {
  const nomes = doc.querySelector(`meta[name="${MODULOS_DA_AREA}"]`)?.getAttribute('content');
  for (const href of nomes?.split(' ').filter(Boolean) ?? []) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}
