import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { servidor } from '../../i18n/pt-BR/servidor';
import { fromRoot } from '../paths';

export const DIST_DIR = fromRoot('dist');

const API_PREFIXES = ['/api/', '/connect/', '/docs', '/proponenteDmz/'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
}

/**
 * The Content-Security-Policy sources of index.html's inline scripts ('sha256-…'): the build
 * writes one, the staff screen's outline switch (scripts/build/appShell.ts), and the policy
 * allows it by its hash rather than any inline script. None without a build.
 */
export function inlineScriptHashes(distDir = DIST_DIR): string[] {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash('sha256').update(source!).digest('base64')}'`,
  );
}

const ASSETS_PREFIX = '/assets/';
/**
 * Helmet's headers that only a document (a page, a frame) acts on, and the validators of a file
 * cached as immutable (index.html, revalidated on every visit, keeps them).
 */
const NOT_FOR_ASSETS = [
  'accept-ranges',
  'etag',
  'last-modified',
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built SPA and answers index.html for its history routes (a reload of
 * /gestao-comercial/dashboard must not 404). Unknown API paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir = DIST_DIR): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  // A hashed asset is a script, a style, a font or an image, never a document nor a worker
  // (the service worker is /sw.js), and it never changes under its name: the headers only a
  // document reads and the validators for a revalidation that `immutable` rules out are 700
  // bytes of every such answer for nothing (decision 0184).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(ASSETS_PREFIX)) {
      for (const header of NOT_FOR_ASSETS) reply.removeHeader(header);
    }
    return payload;
  });
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build wrote .br and .gz beside each asset (scripts/build/precompress.ts): sent as
      // they are to browsers that accept them, with Content-Encoding and Vary.
      preCompressed: true,
      // Hashed assets may be cached for ever; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && !isApiPath(url) && hasBuild) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ success: false, data: null, messages: [servidor.http.recursoNaoEncontrado] });
  });
}
