/** Backgrounds served by the product itself (public/backgrounds), never by a third party. */
export const BACKGROUNDS = [
  '/backgrounds/fundo-ondas.svg',
  '/backgrounds/fundo-circulos.svg',
  '/backgrounds/fundo-folhas.svg',
  '/backgrounds/fundo-faixas.svg',
] as const;

/** One random background per page load, the same on every screen until the next reload. */
export const PAGE_BACKGROUND = BACKGROUNDS[Math.floor(Math.random() * BACKGROUNDS.length)];

export const LOGO_URL = '/brand/logo.svg';
export const LOGO_WHITE_URL = '/brand/logo-white.svg';
