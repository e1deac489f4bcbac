import type { Catalog } from '../../catalog';

export const cep = {
  cepNaoEncontrado: 'Postcode not found',
  consultaCepNaoConfigurada: 'Postcode lookup not configured.',
  cepIndisponivel: 'Postcode service unavailable. Try again later.',
} satisfies Catalog['servidor']['cep'];
