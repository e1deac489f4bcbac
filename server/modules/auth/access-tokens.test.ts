import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokenIssuer } from './access-tokens';
import { AUTH_POLICY } from './policy';

// The real jwtVerify, counted: a remembered token must not be checked again.
vi.mock('jose', async (original) => {
  const jose = await original<typeof import('jose')>();
  return { ...jose, jwtVerify: vi.fn(jose.jwtVerify) };
});

const SECRET = new TextEncoder().encode('um-segredo-de-teste-com-mais-de-32-caracteres');
const subject = {
  userId: 7,
  sessionId: 'sessao-1',
  clientId: 'comercial-web',
  scope: 'openid',
  username: 'gestorcomercial',
  roles: [],
};

describe('access tokens: a checked signature is remembered until the token expires', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a token seen before, and refuses it once its lifetime is over', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const tokens = createAccessTokenIssuer(SECRET, 'http://localhost');
    const token = await tokens.issue(subject);
    vi.mocked(jwtVerify).mockClear();
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'sessao-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'sessao-1' });
    expect(jwtVerify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AUTH_POLICY.accessTokenSeconds * 1000 - 1000);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('still refuses a forged token after the genuine one was checked', async () => {
    const tokens = createAccessTokenIssuer(SECRET, 'http://localhost');
    const token = await tokens.issue(subject);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    // Another server's key: the same claims, refused.
    const other = createAccessTokenIssuer(
      new TextEncoder().encode('outro-segredo-de-teste-com-mais-de-32-caracteres'),
      'http://localhost',
    );
    expect(await tokens.verify(await other.issue(subject))).toBeNull();
  });
});
