import { useLocale, useResourceContext } from 'react-admin';
import { useArea } from '../components/layout/AreaContext';
import { useSession } from '../providers/useSession';
import { pathWithId, type AreaPlacement, type ResourceDefinition } from '../registries/definition';
import { findResource } from '../registries/registry';
import { useResourceRegistry } from './ResourceRegistryContext';
import { definicaoNaLingua } from './rotulos';

export interface Placement {
  definition: ResourceDefinition;
  paths: AreaPlacement;
  /** Absolute URLs of this area's screens (null where the area has no such screen). */
  listUrl: string | null;
  createUrl: string | null;
  editUrl: (id: string | number) => string | null;
  showUrl: (id: string | number) => string | null;
  /** The user belongs to a dealership and the resource is scoped to it. */
  scoped: boolean;
}

/**
 * The current resource's definition, its texts in the chosen language (src/crud/rotulos.ts),
 * and its URLs in the current area.
 */
export function usePlacement(): Placement {
  const name = useResourceContext();
  const area = useArea();
  const registry = useResourceRegistry();
  const { user } = useSession();
  const locale = useLocale();
  const declared = findResource(name ?? '', registry);
  if (!declared) throw new Error(`Recurso não declarado: ${name}`);
  const definition = definicaoNaLingua(declared, locale);
  const paths = definition.areas[area] ?? {};
  const at = (path: string | undefined) => (path ? `/${area}/${path}` : null);
  return {
    definition,
    paths,
    listUrl: at(paths.list),
    createUrl: at(paths.create),
    editUrl: (id) => (paths.edit ? at(pathWithId(paths.edit, id)) : null),
    showUrl: (id) => (paths.show ? at(pathWithId(paths.show, id)) : null),
    scoped: Boolean(definition.scope?.concessionaria && user?.concessionariaId != null),
  };
}
