import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { textsOf } from '../../providers/i18nProvider';

/** Loading and failed-load states shared by the applicant pages. */
export function Carregando() {
  const t = textsOf('mpa');
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress aria-hidden />
      {t('aguarde')}
    </Box>
  );
}

export function FalhaCarga({ mensagem, onRetry }: { mensagem: string; onRetry(): void }) {
  const t = textsOf('mpa');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('tentarNovamente')}
        </Button>
      }
    >
      {mensagem}
    </Alert>
  );
}
