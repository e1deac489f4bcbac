import { describe, expect, it } from 'vitest';
import { generateLinkToken, hashLinkToken, linkExpiry } from './tokens';

describe('applicant link tokens', () => {
  it('carry at least 128 random bits and are URL-safe', () => {
    const token = generateLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('never repeat across many draws', () => {
    const tokens = new Set(Array.from({ length: 2000 }, generateLinkToken));
    expect(tokens.size).toBe(2000);
  });

  it('are stored as a SHA-256 hex hash that differs from the token', () => {
    const token = generateLinkToken();
    const hash = hashLinkToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashLinkToken(token)).toBe(hash);
    expect(hashLinkToken(generateLinkToken())).not.toBe(hash);
  });

  it('expire after the configured hours', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(linkExpiry(now, 72).toISOString()).toBe('2026-11-25T12:00:00.000Z');
  });
});
