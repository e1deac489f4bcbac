import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../providers/useSession';

/**
 * Pages that need a session: while the start-up check renews a stored token, a spinner; with no
 * valid session, the login page, remembering where the user was headed.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoadingUserData, user } = useSession();
  const location = useLocation();
  if (isLoadingUserData && !user)
    return <Loading loadingPrimary="app.loading" loadingSecondary="" />;
  if (!isAuthenticated || !user) {
    return (
      <Navigate
        to="/login"
        replace
        state={{ nextPathname: location.pathname, nextSearch: location.search }}
      />
    );
  }
  return <>{children}</>;
}
