import { sobDemanda } from '../../components/sobDemanda';

/**
 * The PME screens (document 2, sections 2.2 to 2.4), each in the chunk of its folder, fetched
 * when a PME route is opened, not with the area.
 */
export const PmePropostaListPage = sobDemanda(() =>
  import('./PmePropostaList').then((m) => m.PmePropostaList),
);
export const NovaPropostaPmePage = sobDemanda(() =>
  import('./NovaPropostaPme').then((m) => m.NovaPropostaPme),
);
export const PropostaPmePage = sobDemanda(() =>
  import('./PropostaPmeShow').then((m) => m.PropostaPmeShow),
);
export const ContratoPmeListPage = sobDemanda(() =>
  import('./ContratoPme').then((m) => m.ContratoPmeList),
);
export const ContratoPmeUnidadePage = sobDemanda(() =>
  import('./ContratoPme').then((m) => m.ContratoPmeUnidade),
);
export const ComplementoErpPage = sobDemanda(() =>
  import('./ComplementoErpForm').then((m) => m.ComplementoErpForm),
);
