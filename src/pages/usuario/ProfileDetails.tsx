import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { roleLabel } from '../../domain';
import { Link } from 'react-router-dom';
import { useSession } from '../../providers/useSession';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, py: 1 }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Box>{children}</Box>
    </Box>
  );
}

/** The signed-in user's own data (MeusDados), read-only, with the way to change the password. */
export function ProfileDetails({ changePasswordTo }: { changePasswordTo: string }) {
  const translate = useTranslate();
  const { user } = useSession();
  if (!user) return null;
  const none = translate('app.usuario.profile.none');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Stack>
      <Row label={translate('app.usuario.profile.name')}>{name || none}</Row>
      <Row label={translate('app.usuario.profile.username')}>{user.username}</Row>
      <Row label={translate('app.usuario.profile.email')}>{user.email || none}</Row>
      <Row label={translate('app.usuario.profile.roles')}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {user.roles.map((role) => (
            <Chip
              key={role}
              label={roleLabel(role)}
              size="small"
              color="primary"
              variant="outlined"
            />
          ))}
          {user.enfermeiro ? (
            <Chip label={translate('app.usuario.profile.enfermeiro')} size="small" />
          ) : null}
          {user.enfermeiroExterno ? (
            <Chip label={translate('app.usuario.profile.enfermeiro_externo')} size="small" />
          ) : null}
        </Stack>
      </Row>
      {user.corretor ? (
        <Row label={translate('app.usuario.profile.corretor')}>{user.corretor.nome}</Row>
      ) : null}
      <Box sx={{ pt: 2 }}>
        <Button variant="outlined" component={Link} to={changePasswordTo}>
          {translate('app.usuario.profile.change_password')}
        </Button>
      </Box>
    </Stack>
  );
}
