import type { Catalog } from '../../catalog';

export const visoes = {
  nomeLongo: 'The view name must have at most %{maximo} characters.',
  visaoSalva: 'View saved.',
  visaoAlterada: 'View changed.',
  visaoExcluida: 'View deleted.',
  areaDesconhecida: 'Unknown area.',
  visaoNaoEncontrada: 'View not found.',
  listaDesconhecida: 'Unknown list.',
  estadoListaInvalido: "The list's state is invalid.",
  nomeRepetido: 'You already have a view with this name in this list.',
  soOAutor: 'Only the person who created the view can change or delete it.',
  filtroGrandeDemais: "The view's filter is too large.",
} satisfies Catalog['servidor']['visoes'];
