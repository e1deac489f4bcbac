/* The app's service worker (docs/decisions/0132-service-worker.md), written into dist/sw.js by
 * the build (scripts/build/serviceWorker.ts), which fills in VERSION and PRECACHE.
 *
 * It keeps the app's code, never its data: the shell (index.html) and the build's hashed
 * scripts, styles and fonts are served from its cache on repeat visits; anything else (every
 * /api answer, the token endpoint, the documents, any non-GET) passes by untouched, so no
 * personal data ever lands in CacheStorage. A deploy changes this file (VERSION); the browser
 * sees it on the next navigation, installs the new version beside the running one, and the
 * load after that shows it.
 */
const VERSION = '__VERSION__';
const PRECACHE = /* __PRECACHE__ */ [];
const SHELL = '/index.html';
const PREFIX = 'adesao-app-';
const CACHE = PREFIX + VERSION;
const PRECACHED = new Set(PRECACHE);
/** The server's own paths: never answered with the shell (server/http/spa.ts, API_PREFIXES). */
const SERVER_PATHS = ['/api/', '/connect/', '/docs', '/proponenteDmz/', '/l/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // The shell is revalidated with the server ('no-cache'), never taken from an older HTTP
      // cache; the hashed files cannot be stale and may come from it.
      .then((cache) =>
        cache.addAll(
          PRECACHE.map((url) => (url === SHELL ? new Request(url, { cache: 'no-cache' }) : url)),
        ),
      )
      // The new version replaces the old one as soon as it is complete: the pages already open
      // keep the code they loaded, the next load gets the new shell.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function fromCache(path, request) {
  return caches
    .open(CACHE)
    .then((cache) => cache.match(path))
    .then((cached) => cached || fetch(request));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Only reads of the app's own files; everything else goes to the network as if no worker
  // were there (no respondWith: not even a copy is kept).
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || SERVER_PATHS.some((path) => url.pathname.startsWith(path))) {
    return;
  }
  if (request.mode === 'navigate') {
    // Every address of the SPA is the same shell (the server answers index.html for them).
    event.respondWith(fromCache(SHELL, request));
  } else if (PRECACHED.has(url.pathname)) {
    event.respondWith(fromCache(url.pathname, request));
  }
});
