import type { AreaRoute } from '../types';
import { IntegracaoList } from '../../resources/integracoes';

/** /administrador: document 2 section 2.7. */
export const ADMINISTRADOR_ROUTES: readonly AreaRoute[] = [
  { path: 'sincronizacao' },
  { path: 'integracoes', element: <IntegracaoList /> },
];
