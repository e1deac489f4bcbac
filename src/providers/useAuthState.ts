import { useSyncExternalStore } from 'react';
import { getAuthState, subscribeAuthState, type AuthState } from './session';

/** The session as React state: re-renders on sign-in, sign-out, refresh and other tabs. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeAuthState, getAuthState, getAuthState);
}
