import type { ReactElement } from 'react';

/**
 * A route of an area, relative to its basename, as the spec lists it. Without `element` the
 * route shows the 'Em construção' page titled `title`: its screen comes with a later issue.
 */
export interface AreaRoute {
  path: string;
  title: string;
  element?: ReactElement;
}
