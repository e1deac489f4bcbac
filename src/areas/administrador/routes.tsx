import type { AreaRoute } from '../types';
import { IntegracaoList } from '../../resources/integracoes';

/** /administrador: document 2 section 2.7. */
export const ADMINISTRADOR_ROUTES: readonly AreaRoute[] = [
  { path: 'lista-gestores', title: 'Gestores' },
  { path: 'novo-gestor', title: 'Novo Gestor' },
  { path: 'gestor/:id', title: 'Gestor' },
  { path: 'lista-enfermeiros', title: 'Enfermeiros' },
  { path: 'novo-enfermeiro', title: 'Novo Enfermeiro' },
  { path: 'enfermeiro/:id', title: 'Enfermeiro' },
  { path: 'listar-enfermeiros-externos', title: 'Enfermeiros externos' },
  { path: 'edicao-enfermeiro-externo', title: 'Novo enfermeiro externo' },
  { path: 'edicao-enfermeiro-externo/:id', title: 'Enfermeiro externo' },
  { path: 'sincronizacao', title: 'Sincronizacao' },
  { path: 'integracoes', title: 'Integrações', element: <IntegracaoList /> },
];
