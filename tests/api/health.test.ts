import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('health, docs and the SPA fallback', () => {
  let t: TestApp;
  const distDir = mkdtempSync(path.join(tmpdir(), 'adesao-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Adesão SPA</title>');

  beforeAll(async () => {
    t = await createTestApp({ distDir });
  });
  afterAll(() => t.close());

  it('answers ok for the service and the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok' },
      messages: [],
    });
  });

  it('serves the OpenAPI document with the health route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('answers index.html for a history route of the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gestao-comercial/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Adesão SPA');
  });

  it('answers a JSON 404 for an unknown API path instead of the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      messages: ['Recurso não encontrado.'],
    });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
