import { yupResolver } from '@hookform/resolvers/yup';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '../../components/PasswordField';
import { handleError } from '../../providers/errorHandler';
import { LOGIN_PATH } from '../../providers/navigation';
import { notify } from '../../providers/notifications';
import { signOut } from '../../providers/session';
import { usuarioMethods } from '../../providers/usuarioDataProvider';
import { changePasswordSchema } from './schemas';
import { SubmitButton } from '../../components/SubmitButton';
import { localized } from '../../providers/i18nProvider';

interface Values {
  senhaAtual: string;
  novaSenha: string;
  confirmacao: string;
}

/**
 * POST /api/usuario/alterar-senha; the server's message ('Senha alterada com sucesso.') is shown.
 * The server ends every session of the user on a password change, this one included, so the
 * form signs out here and sends the user to the login page instead of waiting for a 401.
 */
export function ChangePasswordForm() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: yupResolver(changePasswordSchema(translate('app.usuario.change_password.mismatch'))),
    defaultValues: { senhaAtual: '', novaSenha: '', confirmacao: '' },
  });

  const onSubmit = async ({ senhaAtual, novaSenha }: Values) => {
    try {
      const message = await usuarioMethods.alterarSenha(senhaAtual, novaSenha);
      await signOut();
      const done = message || translate('app.usuario.change_password.title');
      notify(`${done} ${translate('app.usuario.change_password.sign_in_again')}`, 'success');
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      await handleError(error);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <PasswordField
          {...register('senhaAtual')}
          label={translate('app.usuario.change_password.current')}
          autoComplete="current-password"
          error={Boolean(errors.senhaAtual)}
          helperText={localized(errors.senhaAtual?.message)}
        />
        <PasswordField
          {...register('novaSenha')}
          label={translate('app.usuario.change_password.new')}
          autoComplete="new-password"
          error={Boolean(errors.novaSenha)}
          helperText={localized(errors.novaSenha?.message)}
        />
        <PasswordField
          {...register('confirmacao')}
          label={translate('app.usuario.change_password.confirm')}
          autoComplete="new-password"
          error={Boolean(errors.confirmacao)}
          helperText={localized(errors.confirmacao?.message)}
        />
        <SubmitButton busy={isSubmitting}>
          {translate('app.usuario.change_password.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
