import type { Catalog } from '../../catalog';

export const gestaoFinanceira = {
  verifiqueCamposDestacados: 'Check the highlighted fields.',
} satisfies Catalog['servidor']['gestaoFinanceira'];
