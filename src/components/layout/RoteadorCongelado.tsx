import { useContext, useState, type ContextType, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  type Location,
} from 'react-router-dom';

interface Valores {
  location: Location;
  endereco: ContextType<typeof LocationContext>;
  rota: ContextType<typeof RouteContext>;
}

const valoresPara = (
  location: Location,
  navigationType: Valores['endereco']['navigationType'],
  rota: Valores['rota'],
): Valores => ({ location, endereco: { location, navigationType }, rota });

/**
 * Gives what it holds react-router's address and route as they were at `location`, the same
 * objects until `location` itself changes (docs/decisions/0185-router-contexts-held.md).
 *
 * Every navigation gives react-router's contexts new values, and every component under them
 * that reads one renders again: the link of each menu entry, each hook of a hidden list. Under
 * this component they read `location`, and the address the window shows reaches them only
 * through their props. So a subtree whose element does not change (the same object) is skipped
 * by React on a navigation, instead of rendering all of it for nothing.
 *
 * Only for what does not depend on the window's address, or gets it another way: links to
 * absolute paths resolve the same from any address.
 */
export function RoteadorCongelado({
  location,
  children,
}: {
  location: Location;
  children: ReactNode;
}) {
  const rota = useContext(RouteContext);
  const { navigationType } = useContext(LocationContext);
  const [valores, setValores] = useState(() => valoresPara(location, navigationType, rota));
  // Updated while rendering, as React's docs show for state that follows a prop: the subtree
  // sees the new address in this same render.
  if (valores.location !== location) setValores(valoresPara(location, navigationType, rota));
  return (
    <LocationContext.Provider value={valores.endereco}>
      <RouteContext.Provider value={valores.rota}>{children}</RouteContext.Provider>
    </LocationContext.Provider>
  );
}
