import { createHash, randomBytes } from 'node:crypto';

/** Purposes a link can serve; one link never serves two. */
export const FINALIDADES_LINK = ['termo', 'declaracao', 'fila', 'sala'] as const;
export type FinalidadeLink = (typeof FINALIDADES_LINK)[number];

/** 32 random bytes = 256 bits, well above the required 128; base64url keeps the URL clean. */
const TOKEN_BYTES = 32;

/** A fresh plain token for a link URL. Never stored: only its hash is. */
export function generateLinkToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The value kept in links_proponente.token_hash. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Expiry instant from the parameter link.validadeHoras. */
export function linkExpiry(now: Date, validadeHoras: number): Date {
  return new Date(now.getTime() + validadeHoras * 3_600_000);
}
