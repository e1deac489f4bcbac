import type { Plugin } from 'vite';
import { AREAS } from '../../src/domain/areas';
import {
  APP_SHELL_CSS,
  APP_SHELL_MARKUP,
  appShellScript,
} from '../../src/components/layout/appShell';
import { TOKEN_STORAGE_KEY } from '../../src/providers/tokenStore';
import { PREVIA_CSS } from '../../src/resources/propostas/previa/previaCss';

/**
 * Writes the staff screen's outline into index.html (docs/decisions/0180-app-shell.md): its
 * style and the small inline script that switches it on in <head>, its markup inside
 * <div id="root">, which React empties at its first render. The server allows that one
 * inline script by its hash (server/http/spa.ts, `inlineScriptHashes`).
 */
export function appShell(): Plugin {
  return {
    name: 'adesao-app-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const withRoot = html.replace(
          '<div id="root"></div>',
          `<div id="root">${APP_SHELL_MARKUP}</div>`,
        );
        if (withRoot === html) throw new Error('index.html: <div id="root"></div> ausente');
        return {
          html: withRoot,
          tags: [
            { tag: 'style', children: APP_SHELL_CSS + PREVIA_CSS, injectTo: 'head' },
            {
              tag: 'script',
              children: appShellScript(
                AREAS.map((area) => area.id),
                TOKEN_STORAGE_KEY,
              ),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
