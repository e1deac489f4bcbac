import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/**
 * A form's submit button: disabled and spinning while the form is being sent, so a second click
 * cannot send it twice (login, password change, forgotten and new password).
 */
export function SubmitButton({
  busy,
  children,
  ...props
}: { busy: boolean } & Omit<ButtonProps, 'type' | 'disabled' | 'startIcon'>) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
