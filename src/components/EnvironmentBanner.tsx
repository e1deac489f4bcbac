import { Box } from '@mui/material';
import { useLayoutEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AREAS } from '../domain';
import { isStagingLike, useConfiguracao } from '../providers/configuracao';
import { BRAND } from '../theme';

export const BANNER_HEIGHT = 24;

/**
 * The red 'Ambiente de homologação' strip, when GET /api/configuracao says staging or local.
 * The body's padding and the CSS variable it sets move the page, and react-admin's fixed app
 * bar, down by its height (see theme.ts), so it hides nothing. In the areas it is fixed like
 * the app bar under it; elsewhere (login, the applicant's pages) nothing else is fixed, so it
 * stays at the top of the page and scrolls away with the page's own header instead of sliding
 * over it (a fixed strip covered the applicant's header as soon as her phone scrolled).
 */
export function EnvironmentBanner() {
  const translate = useTranslate();
  const shown = isStagingLike(useConfiguracao());
  const { pathname } = useLocation();
  const inArea = AREAS.some(({ id }) => pathname === `/${id}` || pathname.startsWith(`/${id}/`));

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
        position: inArea ? 'fixed' : 'absolute',
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
