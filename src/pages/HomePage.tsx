import { productMenuTable } from '../crud/menu';
import { Button, Stack, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { homeRouteFor } from '../domain';
import { PresentationShell } from '../components/PresentationShell';
import { signOut } from '../providers/session';
import { useSession } from '../providers/useSession';

/**
 * The root presentation: LOGIN or LOGOUT. A logged user is sent on to the main route of the
 * role with the highest priority, unless the address says `?stop=true` (the way back here from
 * 'Ir para apresentação').
 */
export function HomePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isAuthenticated, isLoadingUserData, user } = useSession();
  const stop = params.get('stop') === 'true';

  if (isLoadingUserData) return <Loading loadingPrimary="app.loading" loadingSecondary="" />;
  const loggedIn = isAuthenticated && user !== null;
  if (loggedIn && !stop)
    return <Navigate to={homeRouteFor(user.roles, productMenuTable)} replace />;

  const logout = async () => {
    await signOut();
    navigate('/?stop=true', { replace: true });
  };

  return (
    <PresentationShell title={translate('app.name')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.tagline')}
      </Typography>
      {loggedIn ? (
        <Stack spacing={1.5}>
          <Typography>
            {translate('app.home.greeting', { name: user.firstName || user.username })}
          </Typography>
          <Button
            variant="contained"
            component={Link}
            to={homeRouteFor(user.roles, productMenuTable)}
          >
            {translate('app.home.enter')}
          </Button>
          <Button variant="outlined" onClick={logout}>
            {translate('app.home.logout')}
          </Button>
        </Stack>
      ) : (
        <Button variant="contained" size="large" fullWidth component={Link} to="/login">
          {translate('app.home.login')}
        </Button>
      )}
    </PresentationShell>
  );
}
