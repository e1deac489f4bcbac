import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { TEXTOS } from './texts';

/** Loading and failed-load states shared by the applicant pages. */
export function Carregando() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress aria-hidden />
      {TEXTOS.aguarde}
    </Box>
  );
}

export function FalhaCarga({ mensagem, onRetry }: { mensagem: string; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" onClick={onRetry}>
          {TEXTOS.tentarNovamente}
        </Button>
      }
    >
      {mensagem}
    </Alert>
  );
}
