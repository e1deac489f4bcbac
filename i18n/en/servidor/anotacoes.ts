import type { Catalog } from '../../catalog';

export const anotacoes = {
  anotacaoLonga: 'The note must have at most %{maximo} characters.',
  anotacaoVazia: 'The note cannot be empty.',
  anotacaoRegistradaSucesso: 'Note recorded successfully!',
} satisfies Catalog['servidor']['anotacoes'];
