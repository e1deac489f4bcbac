import type { Catalog } from '../../catalog';

export const dashboard = {
  areaInvalida: 'Invalid area.',
  faixasPendencia: {
    ate2: 'Up to 2 days',
    ate7: '3 to 7 days',
    ate15: '8 to 15 days',
    ate30: '16 to 30 days',
    mais30: 'More than 30 days',
  },
} satisfies Catalog['servidor']['dashboard'];
