import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { changePasswordRoute, useArea } from '../../components/layout/AreaContext';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetails } from './ProfileDetails';

function AreaCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** <area>/usuario/ver-perfil */
export function AreaProfilePage() {
  const translate = useTranslate();
  const area = useArea();
  return (
    <AreaCard title={translate('app.usuario.profile.title')}>
      <ProfileDetails changePasswordTo={changePasswordRoute(area)} />
    </AreaCard>
  );
}

/** <area>/usuario/alterar-senha (the dealership's is <area>/alterar-senha) */
export function AreaChangePasswordPage() {
  const translate = useTranslate();
  return (
    <AreaCard title={translate('app.usuario.change_password.title')}>
      <ChangePasswordForm />
    </AreaCard>
  );
}
