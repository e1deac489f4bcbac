import { Box, Container, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { textsOf } from '../../providers/i18nProvider';

/**
 * One applicant page: the brand bar, one h1 that takes the focus when the page opens (screen
 * readers announce where the applicant is), and a narrow column that fits a phone.
 */
export function MpaLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = textsOf('mpa');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | ${t('marca')}`;
    heading.current?.focus();
  }, [title, t]);
  return (
    // The staging banner's height is taken from the screen's, or a short page would scroll.
    <Box
      sx={{
        minHeight: 'calc(100vh - var(--adesao-banner-height, 0px))',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}
      >
        <Container maxWidth="sm">
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {t('marca')}
          </Typography>
        </Container>
      </Box>
      <Container component="main" maxWidth="sm" sx={{ py: 3 }}>
        <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ mb: 3, outline: 'none' }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
