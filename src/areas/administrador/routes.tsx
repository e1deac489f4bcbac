import type { AreaRoute } from '../types';
import { IntegracaoList } from '../../resources/integracoes';
import { SincronizacaoPage } from '../../resources/sincronizacao';
import { ExportacaoTitularPage } from '../../resources/titular';

/** /administrador: document 2 section 2.7. */
export const ADMINISTRADOR_ROUTES: readonly AreaRoute[] = [
  { path: 'sincronizacao', element: <SincronizacaoPage /> },
  { path: 'integracoes', element: <IntegracaoList /> },
  { path: 'exportacao-titular', element: <ExportacaoTitularPage /> },
];
