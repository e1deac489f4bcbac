import { isLoginRefused, TOKEN_CHECK_INTERVAL_MS } from '../domain';
import { renewToken, SessionError, tokenSemRenovar } from './accessToken';
import { ConnectionError, ERROR_TEXTS, isConnectionError } from './errorHandler';
import { api } from './httpClient';
import { IdentityError, requestPasswordToken, revokeToken } from './identity';
import { notify, type NoticeInput } from './notifications';
import {
  clearSession,
  isTokenExpired,
  readToken,
  readUser,
  subscribeTokenStore,
  writeToken,
  writeUser,
  type MeusDados,
  type StoredToken,
} from './tokenStore';

/** The auth state of the spec (section 3): what every screen reads about the session. */
export interface AuthState {
  token: StoredToken | null;
  expiresOn: string | null;
  user: MeusDados | null;
  /** False with no token or an expired one (past half its lifetime). */
  isAuthenticated: boolean;
  hasError: boolean;
  errorMessage: string | null;
  isLoadingUserData: boolean;
}

export const MEUS_DADOS_PATH = '/api/User/MeusDados';

type Listener = () => void;
const listeners = new Set<Listener>();
let status = { hasError: false, errorMessage: null as string | null, isLoadingUserData: false };
let state: AuthState = compute();

function compute(): AuthState {
  const token = readToken();
  const isAuthenticated = token !== null && !isTokenExpired(token);
  return {
    token,
    expiresOn: token?.expiresOn ?? null,
    user: token ? readUser() : null,
    isAuthenticated,
    ...status,
  };
}

function emit() {
  state = compute();
  for (const listener of listeners) listener();
}

function setStatus(next: Partial<typeof status>) {
  status = { ...status, ...next };
  emit();
}

// Storage changes (this tab, or another through the storage event) recompute the state: the
// HTTP client clears the session on a 401 without knowing about this module.
if (typeof window !== 'undefined') subscribeTokenStore(emit);

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuthState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function fail(message: string, notice?: NoticeInput) {
  setStatus({ hasError: true, errorMessage: message, isLoadingUserData: false });
  if (notice) notify(notice);
}

/**
 * Loads MeusDados into storage. At start a 401 means the stored session is dead: it is cleared
 * with the warning 'Sessão expirada!'. Later (the 5-minute check) a 401 is any other 401.
 */
export async function loadUserData(options: { atStart?: boolean } = {}): Promise<MeusDados | null> {
  setStatus({ isLoadingUserData: true });
  try {
    const user = await api.get<MeusDados>(MEUS_DADOS_PATH, {
      handleUnauthorized: !options.atStart,
    });
    writeUser(user);
    setStatus({ isLoadingUserData: false, hasError: false, errorMessage: null });
    return user;
  } catch (error) {
    const httpStatus = (error as { status?: number }).status;
    if (options.atStart && httpStatus === 401) {
      clearSession();
      fail(ERROR_TEXTS.sessionExpired, { message: ERROR_TEXTS.sessionExpired, type: 'warning' });
    } else if (isConnectionError(error)) {
      fail(ERROR_TEXTS.connection, { message: ERROR_TEXTS.connection, type: 'warning' });
    } else {
      fail((error as Error).message || ERROR_TEXTS.unexpected);
    }
    return null;
  }
}

/**
 * Renews the token when it has passed half its life. A refused refresh has already cleared the
 * session (accessToken.ts); here it becomes the warning 'Falha no reestabelecer sessão.'.
 */
export async function renewSession(): Promise<boolean> {
  try {
    const token = await renewToken();
    if (!token) {
      setStatus({ hasError: false, errorMessage: ERROR_TEXTS.noToken });
      return false;
    }
    setStatus({ hasError: false, errorMessage: null });
    return true;
  } catch (error) {
    if (error instanceof SessionError) {
      fail(error.message, { message: error.message, type: 'warning' });
    } else if (isConnectionError(error)) {
      fail(ERROR_TEXTS.connection, { message: ERROR_TEXTS.connection, type: 'warning' });
    } else {
      fail(ERROR_TEXTS.unexpected);
    }
    return false;
  }
}

/**
 * renewSession's answer at once when the stored token needs no renewal (the same status it
 * sets then), so own data is asked for in the caller's turn; null when it must be renewed.
 */
function sessionWithoutRenewal(): true | null {
  if (!tokenSemRenovar()) return null;
  setStatus({ hasError: false, errorMessage: null });
  return true;
}

/** What the 5-minute check and the start both do: renew the token, then reload own data. */
async function checkSession(atStart: boolean) {
  // At start-up this runs while the first script is still being evaluated (src/earlyStart.ts): with
  // a token that needs no renewal, own data is asked for now, not when the script has finished.
  if (!(sessionWithoutRenewal() ?? (await renewSession()))) return;
  if (!getAuthState().isAuthenticated) return;
  await loadUserData({ atStart });
}

let startPromise: Promise<void> | null = null;

/**
 * At start: renew, check the session, load own data; then every 300000 ms renew the token and
 * reload the user data. Returns the function that stops the timer (tests, hot reload).
 */
export function startSession(): { ready: Promise<void>; stop: () => void } {
  setStatus({ isLoadingUserData: readToken() !== null });
  startPromise = checkSession(true).finally(() => setStatus({ isLoadingUserData: false }));
  const timer = setInterval(() => void checkSession(false), TOKEN_CHECK_INTERVAL_MS);
  return { ready: startPromise, stop: () => clearInterval(timer) };
}

let running: { ready: Promise<void>; stop: () => void } | null = null;

/**
 * Starts the session once per page, synchronously: guards render right after and must see
 * `isLoadingUserData` while a stored token is being renewed, not judge it expired too early.
 */
export function ensureSessionStarted(): Promise<void> {
  running ??= startSession();
  return running.ready;
}

/** Stops the 5-minute check and forgets the start (tests). */
export function stopSession() {
  running?.stop();
  running = null;
  startPromise = null;
}

/** Resolves once the start sequence is over. */
export function sessionReady(): Promise<void> {
  return startPromise ?? Promise.resolve();
}

/** A failed sign-in, with the notice to show and whether the page must reload (refused user). */
export class LoginError extends Error {
  constructor(
    readonly notice: NoticeInput,
    readonly refused = false,
  ) {
    super(notice.message);
    this.name = 'LoginError';
  }
}

const refusedNotice: NoticeInput = { message: ERROR_TEXTS.unauthorized, type: 'error' };

function loginErrorFor(error: unknown): LoginError {
  if (error instanceof ConnectionError) {
    return new LoginError({ message: ERROR_TEXTS.connection, type: 'warning' });
  }
  if (error instanceof IdentityError && error.isAccessDenied) {
    return new LoginError(refusedNotice, true);
  }
  if (error instanceof IdentityError && error.isTooManyAttempts && error.description) {
    return new LoginError({ message: error.description, type: 'error' });
  }
  return new LoginError({ message: ERROR_TEXTS.loginFailed, type: 'error' });
}

/**
 * Password grant, then own data. The server refuses the Corretor rule with 403 access_denied;
 * the same rule is checked again on MeusDados so an older server cannot let such a user in.
 */
export async function signIn(username: string, password: string): Promise<MeusDados> {
  let token: StoredToken;
  try {
    token = writeToken(await requestPasswordToken(username, password));
  } catch (error) {
    clearSession();
    throw loginErrorFor(error);
  }
  const user = await loadUserData();
  if (!user) {
    await revokeToken(token.refresh_token);
    clearSession();
    throw loginErrorFor(null);
  }
  if (isLoginRefused(user)) {
    await signOut();
    throw new LoginError(refusedNotice, true);
  }
  setStatus({ hasError: false, errorMessage: null });
  return user;
}

/** Revokes the refresh token family on the server, then forgets the session here. */
export async function signOut(): Promise<void> {
  const token = readToken();
  clearSession();
  setStatus({ hasError: false, errorMessage: null, isLoadingUserData: false });
  if (token) await revokeToken(token.refresh_token);
}
