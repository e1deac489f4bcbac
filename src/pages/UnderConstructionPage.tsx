import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { usePageTitle } from '../components/layout/PageTitle';

/**
 * The page behind a route whose screen belongs to a later issue: it says so plainly, with the
 * screen's name, instead of showing an empty or made-up list.
 */
export function UnderConstructionPage() {
  const translate = useTranslate();
  const title = usePageTitle();
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <ConstructionIcon color="warning" sx={{ fontSize: 48 }} />
        <div>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 500 }}>
            {translate('app.under_construction.title')}
          </Typography>
          <Typography color="text.secondary">
            {translate('app.under_construction.message')}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
