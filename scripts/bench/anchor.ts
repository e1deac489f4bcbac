/**
 * The anchor of the browser benchmark: react-admin's own examples/simple, built by hand under
 * bench/anchor/ (not committed; docs/bench-anchor.md says how), served as static files with the
 * SPA fallback its router needs. Its fake data provider waits 300 ms, and is left so.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { once } from 'node:events';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

const compressed = new Map<string, Buffer>();
const gzipped = (file: string) => {
  if (!compressed.has(file)) compressed.set(file, gzipSync(readFileSync(file), { level: 9 }));
  return compressed.get(file)!;
};

/** Serves bench/anchor on 127.0.0.1:port; the posts list is its first screen with rows. */
export async function serveAnchor(port: number) {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(ANCHOR_DIR, path.normalize(pathname));
    if (!file.startsWith(ANCHOR_DIR) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(ANCHOR_DIR, 'index.html');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    // Gzipped as any static host would serve it (the issue compares with its 547 KB gzipped),
    // so the emulated slow link measures the app, not a missing compression.
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? gzipped(file) : readFileSync(file);
    res.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(body);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    listUrl: `http://127.0.0.1:${port}/#/posts`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
