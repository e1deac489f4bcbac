import { Box } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LOGO_URL, LOGO_WHITE_URL } from './background';

/** The product's logo; a link to the root presentation, as the spec's shell asks. */
export function Logo({
  variant = 'color',
  height = 40,
}: {
  variant?: 'color' | 'white';
  height?: number;
}) {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/"
      sx={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0 }}
    >
      <img
        src={variant === 'white' ? LOGO_WHITE_URL : LOGO_URL}
        alt={translate('app.logo_alt')}
        height={height}
        style={{ height, width: 'auto' }}
      />
    </Box>
  );
}
