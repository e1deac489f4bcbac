import type { Catalog } from '../catalog';

export const aprovacoes = {
  tipos: {
    AceiteTermoIntencaoCompra: 'Acceptance of the purchase intention form',
    AprovacaoAvaliacaoSaude: 'Health assessment approval',
    AprovacaoDocumentacao: 'Documentation approval',
  },
  indicadores: {
    approved: 'Approved',
    attention: 'Needs attention',
    empty: 'Not started',
  },
} satisfies Catalog['aprovacoes'];
