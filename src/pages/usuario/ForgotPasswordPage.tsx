import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PresentationShell } from '../../components/PresentationShell';
import { handleError } from '../../providers/errorHandler';
import { usuarioMethods } from '../../providers/usuarioDataProvider';
import { forgotPasswordSchema } from './schemas';
import { SubmitButton } from '../../components/SubmitButton';
import { localized } from '../../providers/i18nProvider';

/**
 * /usuario/esqueci-minha-senha: asks for the username or e-mail. The server answers the same
 * message whether the account exists or not, and this page shows exactly that message.
 */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [answer, setAnswer] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ login: string }>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { login: '' },
  });

  const onSubmit = async ({ login }: { login: string }) => {
    try {
      setAnswer(await usuarioMethods.solicitarRedefinicaoSenha(login.trim()));
    } catch (error) {
      await handleError(error);
    }
  };

  return (
    <PresentationShell title={translate('app.usuario.forgot_password.title')}>
      {answer ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {answer}
        </Alert>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {translate('app.usuario.forgot_password.intro')}
            </Typography>
            <TextField
              {...register('login')}
              label={translate('app.usuario.forgot_password.login')}
              autoComplete="username"
              autoFocus
              variant="outlined"
              error={Boolean(errors.login)}
              helperText={localized(errors.login?.message)}
            />
            <SubmitButton busy={isSubmitting}>
              {translate('app.usuario.forgot_password.submit')}
            </SubmitButton>
          </Stack>
        </form>
      )}
      <MuiLink component={Link} to="/login" variant="body2" sx={{ display: 'block', mt: 2 }}>
        {translate('app.usuario.back_to_login')}
      </MuiLink>
    </PresentationShell>
  );
}
