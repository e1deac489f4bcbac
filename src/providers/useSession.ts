import { useSyncExternalStore } from 'react';
import { getAuthState, subscribeAuthState, type AuthState } from './session';

/**
 * The session as React state: re-renders on sign-in, sign-out, refresh and other tabs. Named
 * apart from react-admin's useAuthState (which checks authentication through the authProvider).
 */
export function useSession(): AuthState {
  return useSyncExternalStore(subscribeAuthState, getAuthState, getAuthState);
}
