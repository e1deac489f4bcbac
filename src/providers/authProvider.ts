import type { AuthProvider } from 'ra-core';
import { canAccess } from '../domain';
import { findResource } from '../registries/registry';
import { renewToken } from './accessToken';
import { LOGIN_PATH } from './navigation';
import { sessionReady, signIn, signOut } from './session';
import { readUser } from './tokenStore';

/**
 * react-admin's view of the session (session.ts does the work). The login page lives outside
 * the areas at /login, so every redirect here is that absolute path. 401 and 403 notices are
 * raised once, by the HTTP client; react-admin is told `message: false` so it adds none.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await signIn(username, password);
  },

  async logout() {
    await signOut();
    return LOGIN_PATH;
  },

  async checkAuth() {
    await sessionReady();
    let token = null;
    try {
      token = await renewToken();
    } catch {
      // Refused or failed refresh: treated as no session.
    }
    if (!token || !readUser()) {
      throw { redirectTo: LOGIN_PATH, message: false, logoutUser: true };
    }
  },

  async checkError(error: { status?: number } | null | undefined) {
    if (error?.status === 401) {
      throw { redirectTo: LOGIN_PATH, message: false, logoutUser: true };
    }
    // 403 is not a reason to leave: the client already said 'Acesso não autorizado!'.
  },

  async getIdentity() {
    const user = readUser();
    if (!user) throw new Error('Nenhum usuário na sessão');
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    return { ...user, fullName };
  },

  async getPermissions() {
    return readUser()?.roles ?? [];
  },

  /**
   * The shared permission table: the same call the server's preHandlers make. A declared
   * resource (react-admin name 'corretores') is asked under its permission key ('corretor').
   */
  async canAccess({ resource, action }: { resource: string; action: string }) {
    const permission = findResource(resource)?.permission ?? resource;
    return canAccess(readUser()?.roles ?? [], { resource: permission, action });
  },
};
