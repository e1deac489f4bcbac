import type { AreaRoute } from '../types';

/** /gestao-callcenter: document 2 section 2.9. */
export const GESTAO_CALLCENTER_ROUTES: readonly AreaRoute[] = [
  { path: 'todas-propostas', title: 'Beneficiários' },
  { path: 'novo-operador', title: 'Novo Operador' },
  { path: 'operador-callcenter/lista-operadores', title: 'Operadores CallCenter' },
  { path: 'operador-callcenter/:id', title: 'Operador CallCenter' },
];
