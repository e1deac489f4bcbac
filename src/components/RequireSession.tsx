import { useEffect, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { renewSession } from '../providers/session';
import { useSession } from '../providers/useSession';

/**
 * Pages that need a session. A stored token past its half-life is not a missing session: a tab
 * reopened after a while (or waking from sleep) holds one, and its screens render before the
 * start-up refresh has stored the new token. So an aged token is renewed here (sharing the
 * refresh already in flight) behind a spinner, and only a session that is really gone (no
 * token, a refused refresh, no user data) sends the user to /login, remembering the page.
 */
export function RequireSession({
  children,
  reserve = <Loading loadingPrimary="app.loading" loadingSecondary="" />,
}: {
  children: ReactNode;
  /** Drawn while the session is confirmed (an area draws its outline, AppShellReserve). */
  reserve?: ReactNode;
}) {
  const { token, isAuthenticated, isLoadingUserData, hasError, user } = useSession();
  const location = useLocation();
  const needsRenewal = token !== null && !isAuthenticated && !hasError;
  useEffect(() => {
    if (needsRenewal) void renewSession();
  }, [needsRenewal]);
  if (needsRenewal || (isLoadingUserData && !user)) {
    return reserve;
  }
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
