import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Stack, Typography } from '@mui/material';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';

interface LoadErrorProps {
  /** Repeats the failed request. */
  onRetry(): void;
  /** What could not be loaded; the catalog's generic text by default. */
  message?: string;
}

/**
 * What a screen shows when its data failed to load (a 5xx, the network down): a failed load must
 * not look like an empty one. The error notice itself was raised where the request failed; this
 * stays on screen with 'Tentar novamente', which repeats the request.
 */
export function LoadError({ onRetry, message }: LoadErrorProps) {
  const translate = useTranslate();
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', p: 4 }}>
      <ErrorOutlineIcon color="error" fontSize="large" />
      <Typography variant="h6" component="p">
        {message ?? translate('app.load_error.title')}
      </Typography>
      <Button variant="outlined" startIcon={<ReplayIcon />} onClick={onRetry}>
        {translate('app.load_error.retry')}
      </Button>
    </Stack>
  );
}

/** A react-admin list's `error` element: the list's own request is the one repeated. */
export function ListLoadError() {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return <LoadError message={translate('app.load_error.list')} onRetry={() => void refetch()} />;
}

/**
 * The pager, hidden while the list is in error: a pager counting the previous answer's total
 * under no rows would say the failed list still has them.
 */
export function ListPagination(props: PaginationProps) {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
}
