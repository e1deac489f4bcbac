import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE_NAME, resolveSigningSecret } from './signing-key';

describe('the token signing secret', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'adesao-key-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses JWT_SECRET when it is set, and writes no file', () => {
    const dataDir = freshDir();
    const secret = resolveSigningSecret({ jwtSecret: 'x'.repeat(40), dataDir });
    expect(new TextDecoder().decode(secret)).toBe('x'.repeat(40));
    expect(() => statSync(path.join(dataDir, KEY_FILE_NAME))).toThrow();
  });

  it('generates a random secret into DATA_DIR on first start, readable by the owner only', () => {
    const dataDir = freshDir();
    const first = resolveSigningSecret({ dataDir });
    const file = path.join(dataDir, KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(64);
    // Kept across restarts: tokens issued before a restart stay valid.
    expect(resolveSigningSecret({ dataDir })).toEqual(first);
  });

  it('gives every installation its own secret', () => {
    expect(resolveSigningSecret({ dataDir: freshDir() })).not.toEqual(
      resolveSigningSecret({ dataDir: freshDir() }),
    );
  });

  it('refuses a key file that is too short', () => {
    const dataDir = freshDir();
    resolveSigningSecret({ dataDir });
    writeFileSync(path.join(dataDir, KEY_FILE_NAME), 'curta');
    expect(() => resolveSigningSecret({ dataDir })).toThrow(/ao menos 32 caracteres/);
  });
});
