/**
 * The staff screen's outline (app bar, menu, a card), drawn by HTML and CSS from index.html
 * before any script has run, so a signed-in visit to an area never starts on a blank page
 * (issue 43, docs/decisions/0180-app-shell.md). React replaces it at its first render, and the
 * area's loading states draw the same outline (AppShellReserve) until the layout is ready.
 *
 * Plain strings, no React: the build (scripts/build/appShell.ts) writes them into index.html.
 * The sizes and colours are the layout's (theme.ts, react-admin's dense app bar, DRAWER_WIDTH).
 */
import { DRAWER_WIDTH } from '../../domain/constants';

/** Set on <html> by the inline script when the outline should show (a staff area, signed in). */
export const SHELL_ON = 'adesao-shell-on';

const MENU_ITEMS = 12;

/** The outline; `aria-hidden`: it holds no content, the loading state says 'Carregando...'. */
export const APP_SHELL_MARKUP =
  '<div class="adesao-shell" aria-hidden="true">' +
  '<div class="adesao-shell-bar"></div>' +
  `<div class="adesao-shell-menu">${'<i></i>'.repeat(MENU_ITEMS)}</div>` +
  '<div class="adesao-shell-page"><div class="adesao-shell-search"></div>' +
  '<div class="adesao-shell-card"><div class="adesao-shell-head"></div></div></div>' +
  '</div>';

/**
 * Hidden unless the script switched it on or the element asks for itself (`…-always`, the
 * React reserve, which only area routes render). Bar #2e7d32 (BRAND.green), page #f4f7f2.
 */
export const APP_SHELL_CSS = [
  `.adesao-shell{display:none}`,
  `.${SHELL_ON} .adesao-shell,.adesao-shell.adesao-shell-always{display:block;position:fixed;inset:0;background:#f4f7f2}`,
  `.adesao-shell-bar{height:48px;background:#2e7d32;box-shadow:0 2px 4px rgba(0,0,0,.2)}`,
  `.adesao-shell-menu{position:absolute;top:48px;bottom:0;left:0;width:${DRAWER_WIDTH}px;padding-top:12px;background:rgba(255,255,255,.72)}`,
  `.adesao-shell-menu i{display:block;height:12px;margin:11px 24px 11px 20px;border-radius:6px;background:#e3e8e0}`,
  `.adesao-shell-menu i:nth-child(3n+2){margin-right:90px}`,
  `.adesao-shell-page{position:absolute;top:48px;right:0;bottom:0;left:${DRAWER_WIDTH}px;padding:16px 24px}`,
  `.adesao-shell-search{width:308px;height:40px;margin-bottom:12px;border-radius:4px 4px 0 0;background:#e9eee6}`,
  `.adesao-shell-card{height:60%;border-radius:4px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.12)}`,
  `.adesao-shell-head{height:56px;border-bottom:1px solid #e0e0e0}`,
  // react-admin hides the menu on a phone's width.
  `@media (max-width:599.95px){.adesao-shell-menu{display:none}.adesao-shell-page{left:0;padding:8px}}`,
].join('');

/**
 * The inline script: switches the outline on at an area's address when a sign-in is stored.
 * Anything else (the login, the applicant's pages, no session) keeps its own first screen.
 * Plain ES5 in a string, run before the body is parsed; a storage error leaves it off.
 */
export function appShellScript(areaIds: readonly string[], tokenKey: string): string {
  return (
    `(function(){try{var p=location.pathname,a=${JSON.stringify(areaIds)};` +
    `if(!localStorage.getItem(${JSON.stringify(tokenKey)}))return;` +
    `for(var i=0;i<a.length;i++)if(p==='/'+a[i]||p.indexOf('/'+a[i]+'/')===0)` +
    `{document.documentElement.classList.add(${JSON.stringify(SHELL_ON)});return}}catch(e){}})();`
  );
}
