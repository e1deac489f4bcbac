import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { APP_VERSION } from '../domain';
import { PAGE_BACKGROUND } from './background';
import { Logo } from './Logo';

/**
 * The frame of the screens outside the role areas (root, login, password recovery, errors):
 * the page's random background, the logo that leads to the root, a card, the version.
 */
export function PresentationShell({
  title,
  children,
  width = 420,
}: {
  title?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: 'calc(100vh - var(--adesao-banner-height, 0px))',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        backgroundImage: `url(${PAGE_BACKGROUND})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Logo height={56} />
      <Card elevation={8} sx={{ width: '100%', maxWidth: width }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          {title ? (
            <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 500 }}>
              {title}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
      <Typography variant="caption" color="text.secondary">
        {translate('app.version', { version: APP_VERSION })}
      </Typography>
    </Box>
  );
}
