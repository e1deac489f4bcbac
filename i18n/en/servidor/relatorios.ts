import type { Catalog } from '../../catalog';

export const relatorios = {
  formatoInvalido: 'Invalid format: use csv or xlsx.',
} satisfies Catalog['servidor']['relatorios'];
