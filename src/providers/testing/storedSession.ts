import { writeToken, writeUser } from '../tokenStore';
import { DEMO_USER } from './fakeIdentityServer';

export const TEST_ACCESS_TOKEN = 'tok';

/**
 * A signed-in session as the browser keeps it (a fresh token and the user data in local
 * storage), for component and provider tests that start past the login.
 */
export function storeSignedInSession(roles: string[] = DEMO_USER.roles) {
  writeToken({
    access_token: TEST_ACCESS_TOKEN,
    expires_in: 3600,
    refresh_token: 'ref',
    scope: 's',
    token_type: 'Bearer',
  });
  writeUser({ ...DEMO_USER, roles });
}
