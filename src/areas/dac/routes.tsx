import type { AreaRoute } from '../types';

/** /dac: document 2 section 2.11 (the main route is the integrated list). */
export const DAC_ROUTES: readonly AreaRoute[] = [
  { path: 'propostas-integradas', title: 'Integradas' },
  { path: 'propostas-integradas-pendencias', title: 'Integradas Pendências' },
  { path: 'proposta/:id', title: 'Proposta' },
];
