import type { ReactElement } from 'react';

/**
 * A route of an area, relative to its basename, as the spec lists it. Without `element` the
 * route shows the 'Em construção' page: its screen comes with a later issue.
 */
export interface AreaRoute {
  path: string;
  /**
   * Only for pages no menu entry opens (a proposal, an edit form): a page the menu opens is
   * titled with the entry's label (PageTitleProvider), one source for both. An area's own
   * route names a key of the catalogue's `rotas` namespace, read in the chosen language; a
   * declared resource's route (src/crud/routes.tsx) carries its registry label as written.
   */
  title?: string;
  element?: ReactElement;
}
