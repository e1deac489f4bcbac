import type { Catalog } from '../../catalog';

export const titular = {
  dossieTitulo: 'Personal data of the data subject (LGPD, art. 18)',
} satisfies Catalog['servidor']['titular'];
