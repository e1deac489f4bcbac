import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordField } from '../../components/PasswordField';
import { PresentationShell } from '../../components/PresentationShell';
import { handleError } from '../../providers/errorHandler';
import { notify } from '../../providers/notifications';
import { usuarioMethods } from '../../providers/usuarioDataProvider';
import { resetPasswordSchema } from './schemas';
import { SubmitButton } from '../../components/SubmitButton';
import { localized } from '../../providers/i18nProvider';

interface Values {
  novaSenha: string;
  confirmacao: string;
}

/**
 * /usuario/redefinir-senha?token=...: the single-use link of the recovery e-mail. On success the
 * server's message is shown and the user goes to the login page.
 */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: yupResolver(resetPasswordSchema(translate('app.usuario.change_password.mismatch'))),
    defaultValues: { novaSenha: '', confirmacao: '' },
  });

  const onSubmit = async ({ novaSenha }: Values) => {
    try {
      const message = await usuarioMethods.redefinirSenha(token, novaSenha);
      notify(message || translate('app.usuario.reset_password.title'), 'success');
      navigate('/login', { replace: true });
    } catch (error) {
      await handleError(error);
    }
  };

  return (
    <PresentationShell title={translate('app.usuario.reset_password.title')}>
      {token ? (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {translate('app.usuario.reset_password.intro')}
            </Typography>
            <PasswordField
              {...register('novaSenha')}
              label={translate('app.usuario.reset_password.new')}
              autoComplete="new-password"
              autoFocus
              error={Boolean(errors.novaSenha)}
              helperText={localized(errors.novaSenha?.message)}
            />
            <PasswordField
              {...register('confirmacao')}
              label={translate('app.usuario.reset_password.confirm')}
              autoComplete="new-password"
              error={Boolean(errors.confirmacao)}
              helperText={localized(errors.confirmacao?.message)}
            />
            <SubmitButton busy={isSubmitting}>
              {translate('app.usuario.reset_password.submit')}
            </SubmitButton>
          </Stack>
        </form>
      ) : (
        <Alert severity="error">{translate('app.usuario.reset_password.missing_token')}</Alert>
      )}
      <MuiLink component={Link} to="/login" variant="body2" sx={{ display: 'block', mt: 2 }}>
        {translate('app.usuario.back_to_login')}
      </MuiLink>
    </PresentationShell>
  );
}
