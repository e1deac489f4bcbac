import type { AreaRoute } from '../types';

/** /operador-callcenter: document 1 section 2.4, document 2 section 2.10. */
export const OPERADOR_CALLCENTER_ROUTES: readonly AreaRoute[] = [
  { path: 'todas-propostas', title: 'Beneficiários' },
  { path: 'propostas-aguardando-avaliacao-enfermagem', title: 'Avaliação enfermagem' },
  { path: 'propostas-integradas', title: 'Integradas' },
  { path: 'propostas-integradas-pendencias', title: 'Integradas Pendências' },
  { path: 'proposta/:id', title: 'Proposta' },
  { path: 'avaliacao-saude/agendamento/:id', title: 'Agendamento da avaliação de saúde' },
];
