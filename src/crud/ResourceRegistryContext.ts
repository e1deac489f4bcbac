import { createContext, useContext } from 'react';
import type { ResourceDefinition } from '../registries/definition';
import { RESOURCES } from '../registries/registry';

/** The declared resources the screens read; tests provide their own throw-away ones. */
export const ResourceRegistryContext = createContext<readonly ResourceDefinition[]>(RESOURCES);

export function useResourceRegistry(): readonly ResourceDefinition[] {
  return useContext(ResourceRegistryContext);
}
