import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The workspace's loading indicator: a spinner and 'Carregando...'. */
export function Loading() {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', py: 3, justifyContent: 'center' }}
      role="status"
    >
      <CircularProgress size={20} />
      <Typography variant="body2">{translate('propostas.carregando')}</Typography>
    </Stack>
  );
}
