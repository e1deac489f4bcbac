import type { Catalog } from '../../catalog';

export const arquivosPdf = {
  planoSaudeNaoEncontrado: 'Health plan not found.',
  aditivoContratoNaoEncontrado: 'Contract amendment not found.',
  tabelaVendaNaoEncontrada: 'Sales table not found.',
} satisfies Catalog['servidor']['arquivosPdf'];
