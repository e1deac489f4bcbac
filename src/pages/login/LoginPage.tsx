import { yupResolver } from '@hookform/resolvers/yup';
import { Link as MuiLink, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginSchema } from '../../domain';
import { PasswordField } from '../../components/PasswordField';
import { PresentationShell } from '../../components/PresentationShell';
import { notify, reloadWithNotices } from '../../providers/notifications';
import { LoginError, signIn } from '../../providers/session';
import { afterLoginPath } from './afterLoginPath';
import { SubmitButton } from '../../components/SubmitButton';
import { localized } from '../../providers/i18nProvider';

interface LoginForm {
  username: string;
  password: string;
}

/**
 * Username and password with the spec's messages (the domain's loginSchema), show/hide
 * password, the recovery link and 'Entrar'. A refused user (the Corretor rule) is logged out
 * and the page reloads, the notice surviving the reload.
 */
export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: yupResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = async ({ username, password }: LoginForm) => {
    try {
      const user = await signIn(username.trim(), password);
      navigate(afterLoginPath(user.roles, location.state), { replace: true });
    } catch (error) {
      if (!(error instanceof LoginError)) throw error;
      if (error.refused) reloadWithNotices([error.notice]);
      else notify(error.notice);
    }
  };

  return (
    <PresentationShell title={translate('app.login.title')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack spacing={2}>
          <TextField
            {...register('username')}
            label={translate('app.login.username')}
            autoComplete="username"
            autoFocus
            variant="outlined"
            error={Boolean(errors.username)}
            helperText={localized(errors.username?.message)}
          />
          <PasswordField
            {...register('password')}
            label={translate('app.login.password')}
            autoComplete="current-password"
            error={Boolean(errors.password)}
            helperText={localized(errors.password?.message)}
          />
          <MuiLink
            component={Link}
            to="/usuario/esqueci-minha-senha"
            variant="body2"
            sx={{ alignSelf: 'flex-end' }}
          >
            {translate('app.login.forgot_password')}
          </MuiLink>
          <SubmitButton busy={isSubmitting} size="large">
            {translate('app.login.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </PresentationShell>
  );
}
