import ErrorIcon from '@mui/icons-material/ReportProblemOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What an unexpected render failure shows (section 8): 'Erro inesperado.', the fixed advice
 * and the error's own message. Used by the root error boundary and, inside the areas, as the
 * react-admin layout's error component (same look, keeps the menu).
 */
export function ErrorPage({
  error,
}: {
  error?: unknown;
  resetErrorBoundary?: (...args: unknown[]) => void;
}) {
  const translate = useTranslate();
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', my: 6, px: 2, textAlign: 'center' }}>
      <ErrorIcon color="error" sx={{ fontSize: 64 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.error.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('app.error.message')}</Typography>
      {detail ? (
        <Alert severity="error" variant="outlined" sx={{ textAlign: 'left', mb: 3 }}>
          {detail}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} justifyContent="center">
        <Button variant="contained" onClick={() => window.location.reload()}>
          {translate('app.error.reload')}
        </Button>
        <Button variant="outlined" onClick={() => window.history.back()}>
          {translate('app.error.back')}
        </Button>
      </Stack>
    </Box>
  );
}
