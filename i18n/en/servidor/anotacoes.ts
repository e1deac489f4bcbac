import type { Catalog } from '../../catalog';

export const anotacoes = {
  anotacaoVazia: 'The note cannot be empty.',
  anotacaoRegistradaSucesso: 'Note recorded successfully!',
} satisfies Catalog['servidor']['anotacoes'];
