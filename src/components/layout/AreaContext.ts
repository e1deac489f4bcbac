import { createContext, useContext } from 'react';
import type { AreaId } from '../../domain';

/** The role area a screen is rendered in (each area is one react-admin <Admin>). */
export const AreaContext = createContext<AreaId | null>(null);

export function useArea(): AreaId {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea fora de uma área');
  return area;
}

/**
 * Where the area's change-password screen lives: the dealership's route list has it at the
 * root ('alterar-senha'), the others under usuario/.
 */
export function changePasswordRoute(area: AreaId): string {
  return area === 'concessionaria' ? `/${area}/alterar-senha` : `/${area}/usuario/alterar-senha`;
}
