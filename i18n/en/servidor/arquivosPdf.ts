import type { Catalog } from '../../catalog';

export const arquivosPdf = {
  aditivoContratoNaoEncontrado: 'Contract amendment not found.',
  tabelaVendaNaoEncontrada: 'Sales table not found.',
} satisfies Catalog['servidor']['arquivosPdf'];
