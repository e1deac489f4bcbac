import type { AreaId } from '../domain';
import { resourceRoutes } from '../crud/routes';
import { RESOURCES } from '../registries/registry';
import { ADMINISTRADOR_ROUTES } from './administrador/routes';
import { CONCESSIONARIA_ROUTES } from './concessionaria/routes';
import { CUSTOM_SCREENS } from './customScreens';
import { DAC_ROUTES } from './dac/routes';
import { ENFERMEIRO_AVALIADOR_ROUTES } from './enfermeiro-avaliador/routes';
import { GESTAO_CALLCENTER_ROUTES } from './gestao-callcenter/routes';
import { GESTAO_COMERCIAL_ROUTES } from './gestao-comercial/routes';
import { GESTAO_SAUDE_ROUTES } from './gestao-saude/routes';
import { OPERADOR_CALLCENTER_ROUTES } from './operador-callcenter/routes';
import type { AreaRoute } from './types';

export { AreaAdmin } from './AreaAdmin';

/** The routes each area lists by hand: the spec's screens that are not declared resources. */
const OWN_ROUTES: Record<AreaId, readonly AreaRoute[]> = {
  administrador: ADMINISTRADOR_ROUTES,
  'gestao-callcenter': GESTAO_CALLCENTER_ROUTES,
  'operador-callcenter': OPERADOR_CALLCENTER_ROUTES,
  'gestao-comercial': GESTAO_COMERCIAL_ROUTES,
  'enfermeiro-avaliador': ENFERMEIRO_AVALIADOR_ROUTES,
  'gestao-saude': GESTAO_SAUDE_ROUTES,
  concessionaria: CONCESSIONARIA_ROUTES,
  dac: DAC_ROUTES,
};

/**
 * Every area's routes: its own plus those of the declared resources it shows (src/registries,
 * src/crud), with the feature screens that replace generic ones (customScreens.ts).
 * The Record type makes a new area without routes a compile error.
 */
export const AREA_ROUTES = Object.fromEntries(
  Object.entries(OWN_ROUTES).map(([area, routes]) => [
    area,
    [...routes, ...resourceRoutes(area as AreaId, RESOURCES, CUSTOM_SCREENS)],
  ]),
) as unknown as Record<AreaId, readonly AreaRoute[]>;
