import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const KEY_FILE_NAME = 'jwt-secret';

/**
 * The HS256 signing secret: JWT_SECRET when set; otherwise a random secret generated into
 * DATA_DIR/jwt-secret (mode 0600) on the first start and reused afterwards, so `npm start` works
 * with no configuration and sessions survive a restart.
 */
export function resolveSigningSecret(options: { jwtSecret?: string; dataDir: string }): Uint8Array {
  if (options.jwtSecret) return new TextEncoder().encode(options.jwtSecret);
  const file = path.join(options.dataDir, KEY_FILE_NAME);
  mkdirSync(options.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists: two processes starting together keep the first secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`O arquivo ${file} deve conter uma chave de ao menos 32 caracteres.`);
  }
  return new TextEncoder().encode(secret);
}
