/**
 * npm run bench:browser — what a person waits for, measured in Debian's Chromium.
 *
 * Builds the production SPA (unless BENCH_SKIP_BUILD=1), starts the real server on a fresh
 * embedded database with demo data, and prints:
 *  - the login route: JavaScript and all bytes transferred (compressed, as the browser receives
 *    them) before the login form is usable, and how long that took;
 *  - a cold load (empty cache, signed-in session) of /gestao-comercial/propostas-entradas: first
 *    paint and first list row, median of BENCH_BROWSER_RUNS (default 7), on loopback
 *    and on an emulated 9 Mbit/s link with 60 ms latency (Chromium's network emulation over CDP);
 *    and the script and all bytes transferred until that first row; the first row is the list's
 *    preview's where it draws one (docs/decisions/0183-list-preview.md), and 'interativa' is
 *    the first row of react-admin's own table, which answers clicks;
 *  - a repeat visit of that list: loaded a second time in the same browser profile, its scripts
 *    cached and the service worker installed, first list row (median of BENCH_BROWSER_RUNS), on
 *    both links, beside the anchor's repeat visit when it is built;
 *  - the clicks of a day's work on that list (navegacao.ts), median of BENCH_NAV_RUNS (default
 *    20): a row to the proposal's first card, an observation added there (from the server's
 *    answer to the observation drawn), back to the list's rows, the menu to another list;
 *  - the same cold load for react-admin's examples/simple when it is built under bench/anchor/ (see
 *    docs/benchmarks.md; not committed), alternating the two apps run by run, and the ratio.
 * Not a test: it asserts nothing and prints figures for a human to read.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../tests/e2e/chromium';
import { serveAnchor, ANCHOR_DIR } from './anchor';
import { medirNavegacao } from './navegacao';
import { startServer } from './servidor';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 3991);
const LIST_PATH = '/gestao-comercial/propostas-entradas';
/** The list the menu opens from LIST_PATH in the navigation rounds. */
const OTHER_LIST_PATH = '/gestao-comercial/todas-propostas';
/** Rounds of row → proposal, back and menu (BENCH_NAV_RUNS lowers it on a busy machine). */
const NAV_RUNS = Number(process.env.BENCH_NAV_RUNS ?? 20);
/**
 * Run in a page before its own scripts: notes, on the page's clock (milliseconds since the
 * navigation started), the start of the animation frame after `found` first holds. Measured in
 * the page because Playwright's own waits poll it with a backoff (20, 50, 100, 100 ms, then
 * every 500 ms), so something drawn just after a poll was reported up to half a second late.
 */
const whenDrawn = (name: string, found: string) => `(() => {
  const found = () => { ${found} };
  new MutationObserver((_, observer) => {
    if (!found()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window[${JSON.stringify(name)}] = performance.now(); });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

/**
 * A row with data: a body cell holding only a number (the contract number in the product, the
 * post's id in the anchor); not the first cell, which opens the product's rows with a checkbox.
 */
const FIRST_ROW = whenDrawn(
  '__primeiraLinha',
  `for (const cell of document.querySelectorAll('table tbody tr td')) {
    if (/^[0-9]+$/.test(cell.textContent.trim())) return true;
  }
  return false;`,
);
/**
 * The same row in react-admin's own table, which answers clicks: the product first draws the
 * list's preview (docs/decisions/0183-list-preview.md, `table.adesao-previa`), which FIRST_ROW
 * counts as the first row people see. In the anchor both are the same table.
 */
const INTERACTIVE_ROW = whenDrawn(
  '__linhaInterativa',
  `for (const cell of document.querySelectorAll('table:not(.adesao-previa) tbody tr td')) {
    if (/^[0-9]+$/.test(cell.textContent.trim())) return true;
  }
  return false;`,
);
/** The login form's user field, enabled. */
const LOGIN_FORM = whenDrawn(
  '__formularioDeLogin',
  `return document.querySelector('input[autocomplete="username"]:not([disabled])') !== null;`,
);

/** The time whenDrawn noted under `name`, once it has. */
async function drawnAt(page: Page, name: string): Promise<number> {
  const noted = await page.waitForFunction(
    (key) => (window as unknown as Record<string, number | undefined>)[key],
    name,
    { timeout: 120_000 },
  );
  return (await noted.jsonValue()) as number;
}

interface Link {
  name: string;
  /** Chromium's Network.emulateNetworkConditions, or none for loopback. */
  conditions?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}
const LINKS: Link[] = [
  { name: 'loopback' },
  {
    name: '9 Mbit/s, 60 ms',
    conditions: { latency: 60, downloadThroughput: 9e6 / 8, uploadThroughput: 9e6 / 8 },
  },
];

interface Transfer {
  scripts: number;
  total: number;
}

/** Sums the encoded bytes of each finished response (headers and compressed body), by type. */
async function countTransfer(context: BrowserContext, page: Page): Promise<() => Transfer> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const transfer: Transfer = { scripts: 0, total: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    transfer.total += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') transfer.scripts += event.encodedDataLength;
  });
  return () => ({ ...transfer });
}

async function emulate(context: BrowserContext, page: Page, link: Link): Promise<void> {
  if (!link.conditions) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link.conditions });
}

/**
 * The first paint: since the outline of index.html (docs/decisions/0180-app-shell.md) it is the
 * page leaving blank. Chromium reports no 'first-contentful-paint' for such a page (the outline
 * has no text nor image, and the paint that follows it is not counted as a first).
 */
async function firstPaint(page: Page): Promise<number> {
  return page.evaluate(
    () => performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
  );
}

async function measureLogin(browser: Browser, baseUrl: string, link: Link) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  const transferred = await countTransfer(context, page);
  await page.addInitScript({ content: LOGIN_FORM });
  await emulate(context, page, link);
  await page.goto(`${baseUrl}/login`);
  const ms = await drawnAt(page, '__formularioDeLogin');
  const bytes = transferred();
  // The form does accept typing (not timed).
  await page.getByLabel('Usuário').fill('x');
  await context.close();
  return { ms, ...bytes };
}

interface ColdLoad {
  paint: number;
  firstRow: number;
  /** The first row of react-admin's table (after the preview's, in the product). */
  interactive: number;
  /** Bytes transferred until the first row (scripts and all). */
  transfer: Transfer;
}

async function coldLoad(
  browser: Browser,
  url: string,
  link: Link,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<ColdLoad> {
  const context = await browser.newContext({ locale: 'pt-BR', storageState });
  const page = await context.newPage();
  const transferred = await countTransfer(context, page);
  await page.addInitScript({ content: FIRST_ROW });
  await page.addInitScript({ content: INTERACTIVE_ROW });
  await emulate(context, page, link);
  await page.goto(url);
  const firstRow = await drawnAt(page, '__primeiraLinha');
  const transfer = transferred();
  const interactive = await drawnAt(page, '__linhaInterativa');
  const paint = await firstPaint(page);
  await context.close();
  return { paint, firstRow, interactive, transfer };
}

/**
 * A repeat visit: the list loaded once in a browser profile (its scripts cached, the service
 * worker installed where the app has one), then loaded again in a new tab of that profile; the
 * second load's first row is what is returned.
 */
async function repeatVisit(
  browser: Browser,
  url: string,
  link: Link,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<{ firstRow: number; interactive: number }> {
  const context = await browser.newContext({ locale: 'pt-BR', storageState });
  try {
    const first = await context.newPage();
    await first.addInitScript({ content: FIRST_ROW });
    await first.goto(url);
    await drawnAt(first, '__primeiraLinha');
    // An app with a service worker has it active, its cache filled, before the second visit.
    await first.evaluate(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      if (registration) await navigator.serviceWorker.ready;
    });
    await first.close();
    const again = await context.newPage();
    await again.addInitScript({ content: FIRST_ROW });
    await again.addInitScript({ content: INTERACTIVE_ROW });
    await emulate(context, again, link);
    await again.goto(url);
    return {
      firstRow: await drawnAt(again, '__primeiraLinha'),
      interactive: await drawnAt(again, '__linhaInterativa'),
    };
  } finally {
    await context.close();
  }
}

async function signedInState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuário').fill('gestorcomercial');
  await page.getByLabel('Senha', { exact: true }).fill('Adesao@2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/gestao-comercial/**');
  const state = await context.storageState();
  await context.close();
  return state;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (n: number) => `${Math.round(n)} ms`.padStart(9);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`.padStart(8);

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    execSync('npx vite build --logLevel warn', {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-bench-browser-'));
  const server = await startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: undefined });
  const anchor = existsSync(path.join(ANCHOR_DIR, 'index.html'))
    ? await serveAnchor(PORT + 1)
    : undefined;
  const browser = await launchChromium();
  try {
    console.log('\nRota de login (até o formulário aceitar digitação)');
    console.log('enlace                  tempo  scripts    total');
    for (const link of LINKS) {
      const login = await measureLogin(browser, server.url, link);
      console.log(
        `${link.name.padEnd(18)} ${ms(login.ms)} ${kb(login.scripts)} ${kb(login.total)}`,
      );
    }

    const state = await signedInState(browser, server.url);
    console.log(`\nCarga fria de ${LIST_PATH} (mediana de ${RUNS})`);
    console.log(
      'enlace              app         1ª pintura  1ª linha  interativa' +
        (anchor ? '  anchor 1ª linha  razão' : ''),
    );
    for (const link of LINKS) {
      const ours: ColdLoad[] = [];
      const theirs: ColdLoad[] = [];
      for (let run = 0; run < RUNS; run++) {
        // Alternate the two apps so that a slower moment of the machine hits both alike.
        ours.push(await coldLoad(browser, `${server.url}${LIST_PATH}`, link, state));
        if (anchor) theirs.push(await coldLoad(browser, anchor.listUrl, link));
      }
      const firstRow = median(ours.map((r) => r.firstRow));
      if (link === LINKS[0]) {
        const last = ours.at(-1)!.transfer;
        console.log(
          `(transferido até a 1ª linha: scripts ${kb(last.scripts)}, total ${kb(last.total)})`,
        );
      }
      const line =
        `${link.name.padEnd(18)}  adesão    ${ms(median(ours.map((r) => r.paint)))} ` +
        `${ms(firstRow)}   ${ms(median(ours.map((r) => r.interactive)))}`;
      if (!anchor) {
        console.log(line);
        continue;
      }
      const anchorRow = median(theirs.map((r) => r.firstRow));
      console.log(`${line}        ${ms(anchorRow)}  ${(firstRow / anchorRow).toFixed(2)}×`);
    }
    console.log(
      `\nVisita repetida de ${LIST_PATH} (mesmo perfil, scripts em cache; mediana de ${RUNS})`,
    );
    console.log(
      'enlace              adesão 1ª linha  interativa' +
        (anchor ? '  anchor 1ª linha  razão  alvo' : ''),
    );
    for (const link of LINKS) {
      const ours: { firstRow: number; interactive: number }[] = [];
      const theirs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        ours.push(await repeatVisit(browser, `${server.url}${LIST_PATH}`, link, state));
        if (anchor) theirs.push((await repeatVisit(browser, anchor.listUrl, link)).firstRow);
      }
      const firstRow = median(ours.map((r) => r.firstRow));
      const line = `${link.name.padEnd(18)}  ${ms(firstRow)}   ${ms(median(ours.map((r) => r.interactive)))}`;
      if (!anchor) {
        console.log(line);
        continue;
      }
      const ratio = firstRow / median(theirs);
      console.log(`${line}        ${ms(median(theirs))}  ${ratio.toFixed(2)}×  ≤ 0.35×`);
    }

    const nav = await medirNavegacao(
      browser,
      server.url,
      LIST_PATH,
      OTHER_LIST_PATH,
      NAV_RUNS,
      state,
    );
    console.log(
      `\nNavegação a partir de ${LIST_PATH}, loopback, 1440×900 (mediana de ${NAV_RUNS})`,
    );
    console.log('passo                                  mediana      mín.      máx.   alvo');
    const linha = (nome: string, valores: number[], alvo: number) =>
      console.log(
        `${nome.padEnd(36)} ${ms(median(valores))} ${ms(Math.min(...valores))} ${ms(Math.max(...valores))}   ≤ ${alvo} ms`,
      );
    linha('linha → 1º cartão (Dados do cliente)', nav.linhaParaDetalhe, 100);
    linha('observação: resposta → na aba', nav.observacaoDepoisDaResposta, 100);
    linha('voltar → linhas da lista', nav.voltarParaLista, 50);
    linha(`menu → 1ª linha de ${OTHER_LIST_PATH.split('/').at(-1)}`, nav.menuParaOutraLista, 150);
    if (!anchor) {
      console.log(`\n(sem a âncora: construa examples/simple do react-admin em ${ANCHOR_DIR})`);
    }
  } finally {
    await browser.close();
    await anchor?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
