import { afterEach, describe, expect, it } from 'vitest';
import { MODULOS_DA_AREA, preCarregarModulosDaArea } from './modulosDaArea';

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preCarregarModulosDaArea', () => {
  it("asks for each of the area's files named in index.html, to download without evaluating", () => {
    document.head.innerHTML = `<meta name="${MODULOS_DA_AREA}" content="/assets/AreaEntry-f.js /assets/ra-g.js">`;
    preCarregarModulosDaArea();
    expect(preloads()).toEqual(['/assets/AreaEntry-f.js', '/assets/ra-g.js']);
  });

  it('asks for nothing without the <meta> (the development server)', () => {
    preCarregarModulosDaArea();
    expect(preloads()).toEqual([]);
  });
});
