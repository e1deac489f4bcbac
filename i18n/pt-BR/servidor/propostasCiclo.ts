/**
 * What the individual proposals' lifecycle says (src/domain/lifecycle.ts and lifecycleTable.ts,
 * servidor.propostas.ciclo): its refusals, its guards' refusals keyed by guard (`comDocumentos`
 * is the client's `propostas.acoes.sem_documentos`, which the approval's dialog says first) and
 * each called action's success notice keyed by action. The shared domain reads this file, not
 * the whole `servidor` group, so the browser's first script carries only these texts.
 */
export const ciclo = {
  acaoDesconhecida: 'Ação desconhecida.',
  acaoNaoPermitidaPerfil: 'Ação não permitida para o seu perfil.',
  /** `situacao` is the status's name (nomeDaSituacao). */
  acaoNaoPermitidaSituacao: 'Ação não permitida na situação atual da proposta (%{situacao}).',
  dependenteEnviadoComTitular: 'O dependente é enviado junto com a proposta do titular.',
  guardas: {
    semPendencia: 'A proposta possui pendência em aberto.',
    comPendenciaAberta: 'A proposta não possui pendência em aberto.',
    comSituacaoAnterior: 'A situação anterior da proposta não é conhecida.',
    ativa: 'A proposta está inativa.',
    idadeLiberada: 'Proponente com menos de 49 anos aguardando a liberação de idade.',
  },
  sucesso: {
    submeter:
      'Proposta enviada com sucesso! O termo de intenção de compra foi enviado ao proponente.',
    'confirmar-envio-documentacao': 'Envio da documentação confirmado com sucesso!',
    'aprovar-documentacao': 'Documentação aprovada com sucesso!',
    'revogar-aprovacao': 'Aprovação da documentação revogada com sucesso!',
    'enviar-para-assinatura': 'Contrato enviado para assinatura!',
    'solicitar-integracao': 'Integração solicitada com sucesso!',
    cancelar: 'Proposta cancelada com sucesso!',
    'reverter-cancelamento': 'Cancelamento revertido com sucesso!',
    bloquear: 'Proposta bloqueada com sucesso!',
    desbloquear: 'Proposta desbloqueada com sucesso!',
    inativar: 'Proposta inativada com sucesso!',
  },
} as const;
