import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PresentationShell } from '../components/PresentationShell';

/** 'Página não encontrada': the body, shown inside an area's layout for its unknown paths. */
export function NotFoundContent() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 64 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.not_found.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.not_found.message')}
      </Typography>
      <Button variant="contained" component={Link} to="/">
        {translate('app.access_denied.presentation')}
      </Button>
    </Box>
  );
}

/** Any path outside the known routes. */
export function NotFoundPage() {
  return (
    <PresentationShell>
      <NotFoundContent />
    </PresentationShell>
  );
}
