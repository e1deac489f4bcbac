/** What server/modules/integracoes/ answers: notices, refusals, validation messages. */
export const integracoes = {
  assinaturaIndisponivel:
    'Serviço de assinatura eletrônica indisponível. Tente novamente mais tarde.',
  assinaturaEletronicaNaoConfigurada: 'Assinatura eletrônica não configurada.',
  contratoNaoEnviado: 'O contrato ainda não foi enviado para assinatura.',
  integracaoErpNaoConfigurada: 'Integração com o ERP não configurada.',
  soMensagensComFalha: 'Somente mensagens com falha definitiva podem ser reprocessadas.',
} as const;
