import type { Catalog } from '../../catalog';

export const cep = {
  consultaCepNaoConfigurada: 'Postcode lookup not configured.',
  cepIndisponivel: 'Postcode service unavailable. Try again later.',
} satisfies Catalog['servidor']['cep'];
