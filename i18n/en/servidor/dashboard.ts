import type { Catalog } from '../../catalog';

export const dashboard = {
  areaInvalida: 'Invalid area.',
} satisfies Catalog['servidor']['dashboard'];
