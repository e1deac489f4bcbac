import { createContext, useContext } from 'react';
import type { ResourceDefinition } from '../definition';
import { RESOURCES } from '../registry';

/** The declared resources the screens read; tests provide their own throw-away ones. */
export const ResourceRegistryContext = createContext<readonly ResourceDefinition[]>(RESOURCES);

export function useResourceRegistry(): readonly ResourceDefinition[] {
  return useContext(ResourceRegistryContext);
}
