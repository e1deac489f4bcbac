import { useTranslate } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PresentationShell } from '../../components/PresentationShell';
import { RequireSession } from '../../components/RequireSession';
import { NotFoundContent } from '../NotFoundPage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ProfileDetails } from './ProfileDetails';
import { ResetPasswordPage } from './ResetPasswordPage';

/**
 * /usuario: the shared user area of the spec (section 2.1). Recovery and reset are public; the
 * profile and the password change need a session (each area also has its own copies).
 */
export function UsuarioRoutes() {
  const translate = useTranslate();
  return (
    <Routes>
      <Route path="esqueci-minha-senha" element={<ForgotPasswordPage />} />
      <Route path="redefinir-senha" element={<ResetPasswordPage />} />
      <Route
        path="ver-perfil"
        element={
          <RequireSession>
            <PresentationShell title={translate('app.usuario.profile.title')} width={560}>
              <ProfileDetails changePasswordTo="/usuario/alterar-senha" />
            </PresentationShell>
          </RequireSession>
        }
      />
      <Route
        path="alterar-senha"
        element={
          <RequireSession>
            <PresentationShell title={translate('app.usuario.change_password.title')}>
              <ChangePasswordForm />
            </PresentationShell>
          </RequireSession>
        }
      />
      <Route index element={<Navigate to="ver-perfil" replace />} />
      <Route
        path="*"
        element={
          <PresentationShell>
            <NotFoundContent />
          </PresentationShell>
        }
      />
    </Routes>
  );
}
