import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from './authProvider';
import { storeSignedInSession } from './testing/storedSession';

const signedInAs = (roles: string[]) => {
  storeSignedInSession(roles);
};

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("react-admin's auth provider", () => {
  it('on a 401 logs out towards /login without a second notice', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      redirectTo: '/login',
      message: false,
      logoutUser: true,
    });
  });

  it('on a 403 keeps the user where they are (the client already said why)', async () => {
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('lets a valid session through and sends the others to /login', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    signedInAs(['DAC']);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('answers permissions from the shared table', async () => {
    signedInAs(['GestorComercial']);
    await expect(
      authProvider.canAccess!({ resource: 'area', action: 'gestao-comercial' }),
    ).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'area', action: 'dac' })).resolves.toBe(false);
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['GestorComercial']);
  });

  it("asks a declared resource's screens under its permission key", async () => {
    signedInAs(['DAC']);
    await expect(authProvider.canAccess!({ resource: 'corretores', action: 'list' })).resolves.toBe(
      false,
    );
    signedInAs(['Concessionaria']);
    await expect(authProvider.canAccess!({ resource: 'corretores', action: 'list' })).resolves.toBe(
      true,
    );
    await expect(
      authProvider.canAccess!({ resource: 'concessionarias', action: 'list' }),
    ).resolves.toBe(false);
  });

  it('names the user by first and last name', async () => {
    signedInAs(['DAC']);
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      id: 7,
      fullName: 'Gustavo Comercial',
    });
  });
});
