import type { Catalog } from '../../catalog';

export const campanhas = {
  pesquisaNaoEncontrada: 'Survey not found.',
  escolhaNota: 'Choose a rating from 1 to 5 stars.',
  comentarioDeveTerMaximo: 'The comment must have at most 1000 characters.',
  nadaAPerguntar: 'No survey to answer.',
  pesquisaJaRespondida: 'You have already answered this survey.',
  motivoObrigatorio: 'Tell us the reason for your rating in at least %{minimo} letters.',
} satisfies Catalog['servidor']['campanhas'];
