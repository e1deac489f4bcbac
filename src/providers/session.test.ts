import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './httpClient';
import { registerNavigator } from './navigation';
import { dismissAll, getVisibleNotices } from './notifications';
import { getAuthState, LoginError, signIn, signOut, startSession } from './session';
import { createFakeIdentityServer } from './testing/fakeIdentityServer';
import { readToken, readUser, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './tokenStore';

const identity = createFakeIdentityServer();
const HALF_LIFE_MS = 1800 * 1000;
const CHECK_MS = 300000;

beforeAll(() => identity.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => identity.server.close());
beforeEach(() => {
  // Only the clock and the interval are faked: msw's own promises must keep running.
  vi.useFakeTimers({
    toFake: ['Date', 'setInterval', 'clearInterval'],
    now: new Date('2026-03-02T12:00:00Z'),
  });
  localStorage.clear();
  identity.reset();
});
afterEach(() => {
  vi.useRealTimers();
  dismissAll();
});

const navigate = vi.fn();
registerNavigator(navigate);

const notices = () => getVisibleNotices().map(({ message, type }) => ({ message, type }));
const refreshGrants = () =>
  identity
    .requestsTo('/connect/token')
    .filter((r) => r.form?.get('grant_type') === 'refresh_token');

describe('signing in', () => {
  it('sends the password grant of the contract and keeps token and own data', async () => {
    const user = await signIn('gestorcomercial', 'Adesao@2026');

    const [grant] = identity.requestsTo('/connect/token');
    expect(Object.fromEntries(grant.form!)).toEqual({
      grant_type: 'password',
      username: 'gestorcomercial',
      password: 'Adesao@2026',
      scope: 'openid profile email offline_access',
      response_type: 'id_token token',
      client_id: 'comercial-web',
    });
    expect(grant.headers.get('AppName')).toBeNull();
    expect(user.roles).toEqual(['GestorComercial']);
    expect(readToken()?.access_token).toBe('access-1');
    expect(readUser()?.username).toBe('gestorcomercial');
    expect(getAuthState().isAuthenticated).toBe(true);
  });

  it('counts the token as expired at half of expires_in', async () => {
    await signIn('gestorcomercial', 'Adesao@2026');
    expect(readToken()!.expiresOn).toBe('2026-03-02T12:30:00.000Z');
  });

  it('fails with the catalogue message on bad credentials and keeps nothing', async () => {
    const failure = signIn('gestorcomercial', 'errada123');
    await expect(failure).rejects.toBeInstanceOf(LoginError);
    await expect(failure).rejects.toMatchObject({
      message: 'Falhar ao autenticar, verifique as credenciais!',
      refused: false,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('refuses a broker by the Corretor rule even if the server let the token through', async () => {
    identity.state.user = {
      ...identity.state.user,
      roles: ['Corretor'],
      corretor: { id: 3, nome: 'Cristiano', concessionariaId: 1 },
    };
    await expect(signIn('corretor', 'Adesao@2026')).rejects.toMatchObject({
      message: 'Acesso não autorizado!',
      refused: true,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(identity.requestsTo('/connect/revocation')).toHaveLength(1);
  });

  it('revokes the refresh token on sign-out and clears the storage', async () => {
    await signIn('gestorcomercial', 'Adesao@2026');
    await signOut();
    const [revocation] = identity.requestsTo('/connect/revocation');
    expect(revocation.form?.get('token')).toBe('refresh-1');
    expect(revocation.form?.get('client_id')).toBe('comercial-web');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});

describe('the token lifetime', () => {
  it('uses the stored token before half-life and refreshes it once after', async () => {
    await signIn('gestorcomercial', 'Adesao@2026');
    await api.get('/api/User/MeusDados');
    expect(refreshGrants()).toHaveLength(0);

    vi.setSystemTime(Date.now() + HALF_LIFE_MS);
    // Two requests at once share one refresh: refresh tokens rotate.
    await Promise.all([api.get('/api/User/MeusDados'), api.get('/api/User/MeusDados')]);

    expect(refreshGrants()).toHaveLength(1);
    expect(refreshGrants()[0].form?.get('refresh_token')).toBe('refresh-1');
    const last = identity.requestsTo('/api/User/MeusDados').at(-1)!;
    expect(last.headers.get('Authorization')).toBe('Bearer access-2');
    expect(readToken()?.refresh_token).toBe('refresh-2');
  });

  it('removes token and user data when the refresh is refused', async () => {
    await signIn('gestorcomercial', 'Adesao@2026');
    identity.state.refreshAnswer = 'invalid_grant';
    vi.setSystemTime(Date.now() + HALF_LIFE_MS);

    await expect(api.get('/api/User/MeusDados')).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(getAuthState().isAuthenticated).toBe(false);
    expect(notices()).toContainEqual({
      message: 'Falha no reestabelecer sessão.',
      type: 'warning',
    });
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
  });
});

describe('the session check', () => {
  it('at start renews, checks and loads own data; then every 300000 ms', async () => {
    await signIn('gestorcomercial', 'Adesao@2026');
    identity.reset();
    identity.state.validRefreshTokens.add('refresh-1');
    const session = startSession();
    await session.ready;
    expect(identity.requestsTo('/api/User/MeusDados')).toHaveLength(1);

    identity.state.user = { ...identity.state.user, firstName: 'Gustavo Henrique' };
    await vi.advanceTimersByTimeAsync(CHECK_MS - 1);
    expect(identity.requestsTo('/api/User/MeusDados')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(readUser()?.firstName).toBe('Gustavo Henrique'));
    expect(refreshGrants()).toHaveLength(0);

    // Six checks later the token is past half its life: the check refreshes it.
    await vi.advanceTimersByTimeAsync(CHECK_MS * 5);
    await vi.waitFor(() => expect(refreshGrants()).toHaveLength(1));
    session.stop();
  });

  it('with a token that needs no renewal, asks for own data at once, without an await', async () => {
    // At start-up the check runs while the first script is still being evaluated
    // (src/earlyStart.ts): code after an await would wait for the whole script.
    await signIn('gestorcomercial', 'Adesao@2026');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const session = startSession();
    const urls = fetchSpy.mock.calls.map(([input]) => String(input));
    fetchSpy.mockRestore();
    expect(urls).toEqual([expect.stringContaining('/api/User/MeusDados')]);
    await session.ready;
    session.stop();
    expect(getAuthState().isAuthenticated).toBe(true);
  });

  it('past half-life, renews before asking for own data', async () => {
    await signIn('gestorcomercial', 'Adesao@2026');
    vi.setSystemTime(Date.now() + HALF_LIFE_MS + 1);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const session = startSession();
    const urls = fetchSpy.mock.calls.map(([input]) => String(input));
    fetchSpy.mockRestore();
    expect(urls.some((url) => url.includes('/api/User/MeusDados'))).toBe(false);
    await session.ready;
    session.stop();
    expect(identity.requestsTo('/api/User/MeusDados').at(-1)!.headers.get('Authorization')).toBe(
      'Bearer access-2',
    );
  });

  it('renews at start a token stored past its half-life', async () => {
    await signIn('gestorcomercial', 'Adesao@2026');
    vi.setSystemTime(Date.now() + HALF_LIFE_MS + 1);
    const session = startSession();
    await session.ready;
    session.stop();
    expect(refreshGrants()).toHaveLength(1);
    expect(getAuthState().isAuthenticated).toBe(true);
  });

  it('warns "Sessão expirada!" and clears the session when own data answers 401 at start', async () => {
    await signIn('gestorcomercial', 'Adesao@2026');
    identity.state.meusDadosStatus = 401;
    const session = startSession();
    await session.ready;
    session.stop();
    expect(notices()).toEqual([{ message: 'Sessão expirada!', type: 'warning' }]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getAuthState()).toMatchObject({
      isAuthenticated: false,
      hasError: true,
      errorMessage: 'Sessão expirada!',
    });
  });

  it('stays signed out without a token, remembering there was none', async () => {
    const session = startSession();
    await session.ready;
    session.stop();
    expect(identity.seen).toHaveLength(0);
    expect(getAuthState()).toMatchObject({
      isAuthenticated: false,
      errorMessage: 'Nenhum token encontrado',
    });
  });
});
