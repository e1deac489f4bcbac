/** The PDF screens: each its own download, fetched when its route is opened. */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export const PdfResourceCreate = lazyWithPreload(() =>
  import('./PdfResourceScreens').then((m) => m.PdfResourceCreate),
);
export const PdfResourceEdit = lazyWithPreload(() =>
  import('./PdfResourceScreens').then((m) => m.PdfResourceEdit),
);
export const PlanoSaudeEdit = lazyWithPreload(() =>
  import('./PdfResourceScreens').then((m) => m.PlanoSaudeEdit),
);
export const PlanoContratoPage = lazyWithPreload(() =>
  import('./PlanoContratoPage').then((m) => m.PlanoContratoPage),
);
