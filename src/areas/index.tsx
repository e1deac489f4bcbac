import type { AreaId } from '../domain';
import { ADMINISTRADOR_ROUTES } from './administrador/routes';
import { CONCESSIONARIA_ROUTES } from './concessionaria/routes';
import { DAC_ROUTES } from './dac/routes';
import { ENFERMEIRO_AVALIADOR_ROUTES } from './enfermeiro-avaliador/routes';
import { GESTAO_CALLCENTER_ROUTES } from './gestao-callcenter/routes';
import { GESTAO_COMERCIAL_ROUTES } from './gestao-comercial/routes';
import { GESTAO_SAUDE_ROUTES } from './gestao-saude/routes';
import { OPERADOR_CALLCENTER_ROUTES } from './operador-callcenter/routes';
import type { AreaRoute } from './types';

export { AreaAdmin } from './AreaAdmin';

/** Every area's routes; the Record type makes a new area without routes a compile error. */
export const AREA_ROUTES: Record<AreaId, readonly AreaRoute[]> = {
  administrador: ADMINISTRADOR_ROUTES,
  'gestao-callcenter': GESTAO_CALLCENTER_ROUTES,
  'operador-callcenter': OPERADOR_CALLCENTER_ROUTES,
  'gestao-comercial': GESTAO_COMERCIAL_ROUTES,
  'enfermeiro-avaliador': ENFERMEIRO_AVALIADOR_ROUTES,
  'gestao-saude': GESTAO_SAUDE_ROUTES,
  concessionaria: CONCESSIONARIA_ROUTES,
  dac: DAC_ROUTES,
};
