import type { AreaRoute } from '../types';

/** /gestao-saude: document 2 section 2.8. */
export const GESTAO_SAUDE_ROUTES: readonly AreaRoute[] = [
  { path: 'listar-avaliacoes' },
  { path: 'editar-declaracao/:id', title: 'Declaração de saúde' },
  { path: 'editar-pergunta/:id', title: 'Pergunta da declaração de saúde' },
  { path: 'criar-pergunta' },
];
