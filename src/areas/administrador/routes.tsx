import type { AreaRoute } from '../types';
import {
  AGENDA_PATH,
  AgendaEnfermeiroPage,
  EnfermeirosAgendaPage,
} from '../../resources/agenda-enfermagem';
import { IntegracaoList } from '../../resources/integracoes';
import { MensagemEnviadaList, MensagemEnviadaShow } from '../../resources/mensagens-enviadas';
import { SincronizacaoPage } from '../../resources/sincronizacao';
import { ExportacaoTitularPage } from '../../resources/titular';

/** /administrador: document 2 section 2.7. */
export const ADMINISTRADOR_ROUTES: readonly AreaRoute[] = [
  { path: 'sincronizacao', element: <SincronizacaoPage /> },
  { path: 'integracoes', element: <IntegracaoList /> },
  { path: 'exportacao-titular', element: <ExportacaoTitularPage /> },
  // The nurses' agenda (issue 39); its holidays are the declared resource 'feriados'.
  { path: AGENDA_PATH, element: <EnfermeirosAgendaPage /> },
  { path: `${AGENDA_PATH}/:id`, title: 'agendaDoEnfermeiro', element: <AgendaEnfermeiroPage /> },
  // Outside production only: the screens answer 'Página não encontrada' in production.
  { path: 'mensagens-enviadas', element: <MensagemEnviadaList /> },
  { path: 'mensagens-enviadas/:id', element: <MensagemEnviadaShow />, title: 'mensagemEnviada' },
];
