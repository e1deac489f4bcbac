import { lazyWithPreload } from '../../components/lazyWithPreload';

/**
 * The PME screens (document 2, sections 2.2 to 2.4), each in the chunk of its folder, fetched
 * when a PME route is opened, not with the area.
 */
export const PmePropostaListPage = lazyWithPreload(() =>
  import('./PmePropostaList').then((m) => m.PmePropostaList),
);
export const NovaPropostaPmePage = lazyWithPreload(() =>
  import('./NovaPropostaPme').then((m) => m.NovaPropostaPme),
);
export const PropostaPmePage = lazyWithPreload(() =>
  import('./PropostaPmeShow').then((m) => m.PropostaPmeShow),
);
export const ContratoPmeListPage = lazyWithPreload(() =>
  import('./ContratoPme').then((m) => m.ContratoPmeList),
);
export const ContratoPmeUnidadePage = lazyWithPreload(() =>
  import('./ContratoPme').then((m) => m.ContratoPmeUnidade),
);
export const ComplementoErpPage = lazyWithPreload(() =>
  import('./ComplementoErpForm').then((m) => m.ComplementoErpForm),
);
