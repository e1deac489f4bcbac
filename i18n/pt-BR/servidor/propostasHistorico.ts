/**
 * What a proposal's timeline says after each event, in the past tense (servidor.propostas
 * .historico). These are records: the server stores the pt-BR text with the event
 * (historico_propostas_adesao.descricao), so a timeline reads in the language it was written in.
 * `transicoes` is keyed by the lifecycle's action names (server/modules/propostas/historico.ts
 * types it: a new action does not compile until it has its sentence here).
 */
export const historico = {
  transicoes: {
    submeter: 'Proposta submetida; termo de intenção de compra enviado ao proponente',
    'confirmar-intencao-compra': 'Intenção de compra confirmada pelo proponente',
    'registrar-declaracao-saude': 'Declaração de saúde registrada',
    'aprovar-avaliacao-saude': 'Avaliação de saúde aprovada',
    'concluir-avaliacao-saude': 'Avaliação de saúde concluída',
    'registrar-pendencia-enfermagem': 'Pendência registrada pela enfermagem',
    'registrar-pendencia': 'Pendência registrada para o corretor',
    'resolver-pendencia': 'Pendência resolvida',
    'confirmar-envio-documentacao': 'Envio da documentação confirmado',
    'aprovar-documentacao': 'Documentação aprovada',
    'revogar-aprovacao': 'Aprovação da documentação revogada',
    'enviar-para-assinatura': 'Contrato enviado para assinatura',
    'verificar-assinaturas': 'Todas as assinaturas foram coletadas',
    'solicitar-integracao': 'Integração com o ERP solicitada',
    'registrar-integracao': 'Proposta integrada ao ERP',
    'registrar-integracao-com-pendencias': 'Proposta integrada ao ERP com pendências',
    'resolver-pendencias-erp': 'Pendências do ERP resolvidas',
    cancelar: 'Proposta cancelada',
    'reverter-cancelamento': 'Cancelamento revertido',
    bloquear: 'Proposta bloqueada',
    desbloquear: 'Proposta desbloqueada',
    inativar: 'Proposta inativada',
  },
  comMotivo: '%{descricao}. Motivo: %{motivo}',
  criada: 'Proposta criada',
  vencimentoAlterado: 'Vencimento alterado de dia %{antes} para dia %{dia}',
  vencimentoDefinido: 'Vencimento alterado de não definido para dia %{dia}',
  liberacaoIdadeConcedida: 'Liberação de idade concedida (proponente com menos de 49 anos)',
  liberacaoIdadeRecusada: 'Liberação de idade recusada: %{motivo}',
  rascunhoDescartado: 'Rascunho descartado',
  contatoAdicionado: 'Contato telefônico adicionado à proposta',
  linkGerado: "Link '%{link}' gerado para cópia (o enviado antes deixou de valer)",
  linkCopiado: "Link '%{link}' copiado",
} as const;
