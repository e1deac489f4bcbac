import { tokenExpiresOn } from '../domain';

/** The answer of POST /connect/token (password and refresh grants). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  scope: string;
  token_type: string;
}

/** The token as kept in local storage: the answer plus the moment it counts as expired. */
export interface StoredToken extends TokenResponse {
  /** ISO date: issue time + half of expires_in (the spec's 50% rule). */
  expiresOn: string;
}

/** GET /api/User/MeusDados, as the identity contract fixes it. */
export interface MeusDados {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  given_name: string;
  email: string;
  roles: string[];
  corretor: { id: number; nome: string; concessionariaId: number | null } | null;
  concessionariaId: number | null;
  enfermeiro: boolean;
  enfermeiroExterno: boolean;
}

export const TOKEN_STORAGE_KEY = 'adesao.token';
export const USER_STORAGE_KEY = 'adesao.user';

type Listener = () => void;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function readJson<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function isStoredToken(value: unknown): value is StoredToken {
  const token = value as StoredToken | null;
  return (
    !!token &&
    typeof token.access_token === 'string' &&
    typeof token.refresh_token === 'string' &&
    typeof token.expiresOn === 'string' &&
    !Number.isNaN(Date.parse(token.expiresOn))
  );
}

export function readToken(): StoredToken | null {
  const token = readJson<unknown>(TOKEN_STORAGE_KEY);
  return isStoredToken(token) ? token : null;
}

export function writeToken(response: TokenResponse, issuedAt: Date = new Date()): StoredToken {
  const token: StoredToken = {
    access_token: response.access_token,
    expires_in: response.expires_in,
    refresh_token: response.refresh_token,
    scope: response.scope,
    token_type: response.token_type,
    expiresOn: tokenExpiresOn(issuedAt, response.expires_in).toISOString(),
  };
  window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
  emit();
  return token;
}

/** Expired at half its lifetime: the stored expiresOn already holds that moment. */
export function isTokenExpired(token: StoredToken, now: Date = new Date()): boolean {
  return Date.parse(token.expiresOn) <= now.getTime();
}

export function readUser(): MeusDados | null {
  const user = readJson<MeusDados>(USER_STORAGE_KEY);
  return user && Array.isArray(user.roles) ? user : null;
}

export function writeUser(user: MeusDados) {
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  emit();
}

/** Removes the token and the user data together: neither is any use without the other. */
export function clearSession() {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  window.localStorage.removeItem(USER_STORAGE_KEY);
  emit();
}

/** Changes made here or, through the storage event, in another tab of the same browser. */
export function subscribeTokenStore(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
