/**
 * The anchor of the browser benchmark: react-admin's own examples/simple, built by hand under
 * bench/anchor/ (not committed; docs/benchmarks.md says how), served as static files with the
 * SPA fallback its router needs. Its fake data provider waits 300 ms, and is left so.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { once } from 'node:events';
import path from 'node:path';

export const ANCHOR_DIR = path.resolve('bench/anchor');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Serves bench/anchor on 127.0.0.1:port; the posts list is its first screen with rows. */
export async function serveAnchor(port: number) {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(ANCHOR_DIR, path.normalize(pathname));
    if (!file.startsWith(ANCHOR_DIR) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(ANCHOR_DIR, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    listUrl: `http://127.0.0.1:${port}/#/posts`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
