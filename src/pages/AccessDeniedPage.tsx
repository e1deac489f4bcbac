import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { PresentationShell } from '../components/PresentationShell';
import { signOut } from '../providers/session';
import { useSession } from '../providers/useSession';

/**
 * 'Acesso negado!' with Logar, Deslogar (only when authenticated) and 'Ir para apresentação'.
 * Shown in place of an area the user holds no role of, and at /acesso-negado for a user whose
 * roles open no area at all.
 */
export function AccessDeniedContent() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();

  const logout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <Box sx={{ textAlign: 'center' }}>
      <LockIcon color="error" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.access_denied.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.access_denied.message')}
      </Typography>
      <Stack spacing={1.5}>
        <Button variant="contained" component={Link} to="/login">
          {translate('app.access_denied.login')}
        </Button>
        {isAuthenticated ? (
          <Button variant="outlined" color="error" onClick={logout}>
            {translate('app.access_denied.logout')}
          </Button>
        ) : null}
        <Button component={Link} to="/?stop=true">
          {translate('app.access_denied.presentation')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The full-page version, outside any area. */
export function AccessDeniedPage() {
  return (
    <PresentationShell>
      <AccessDeniedContent />
    </PresentationShell>
  );
}
