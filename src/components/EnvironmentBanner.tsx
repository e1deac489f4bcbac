import { Box } from '@mui/material';
import { useLayoutEffect } from 'react';
import { useTranslate } from 'react-admin';
import { isStagingLike, useConfiguracao } from '../providers/configuracao';
import { BRAND } from '../theme';

export const BANNER_HEIGHT = 24;

/**
 * The red 'Ambiente de homologação' strip, when GET /api/configuracao says staging or local.
 * It is fixed above everything; the CSS variable it sets moves react-admin's fixed app bar and
 * the page content down by its height (see theme.ts), so it hides nothing.
 */
export function EnvironmentBanner() {
  const translate = useTranslate();
  const shown = isStagingLike(useConfiguracao());

  useLayoutEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.style.setProperty('--adesao-banner-height', `${BANNER_HEIGHT}px`);
    document.body.style.paddingTop = `${BANNER_HEIGHT}px`;
    return () => {
      root.style.removeProperty('--adesao-banner-height');
      document.body.style.paddingTop = '';
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: BANNER_HEIGHT,
        zIndex: (theme) => theme.zIndex.appBar + 10,
        bgcolor: BRAND.staging,
        color: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 13,
        fontWeight: 700,
        letterSpacing: 0.5,
      }}
    >
      {translate('app.banner.staging')}
    </Box>
  );
}
