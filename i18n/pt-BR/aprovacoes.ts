/**
 * The three approvals towards 'Validação concluída' and their indicators (src/domain/aprovacoes.ts
 * reads its pt-BR labels here; the proposal's 'Aprovações' card reads the keys in the chosen
 * language).
 */
export const aprovacoes = {
  // Keyed like TIPOS_APROVACAO's `key`; the server's `descricao` says the pt-BR text.
  tipos: {
    AceiteTermoIntencaoCompra: 'Aceite do termo de intenção de compra',
    AprovacaoAvaliacaoSaude: 'Aprovação da avaliação de saúde',
    AprovacaoDocumentacao: 'Aprovação da documentação',
  },
  // Keyed like INDICADOR_APROVACAO.
  indicadores: {
    approved: 'Aprovado',
    attention: 'Atenção',
    empty: 'Não iniciado',
  },
} as const;
