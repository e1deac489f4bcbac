import type { Catalog } from '../../catalog';

export const parametros = {
  alteradoPorOutroUsuario:
    'The parameter was changed by another user. Refresh the page and try again.',
  parametroAlteradoSucesso: 'Parameter changed successfully!',
  parametroNaoEncontrado: 'Parameter not found.',
} satisfies Catalog['servidor']['parametros'];
