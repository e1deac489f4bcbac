/** What server/modules/comunicacoes/ answers: notices, refusals, validation messages. */
export const comunicacoes = {
  envioRegistrado: 'O envio foi registrado e aguarda a entrega; acompanhe no histórico de envios.',
  copieLink: 'Copie o link agora: ele não será mostrado de novo.',
  novoLinkGerado:
    'Novo link gerado. Copie agora: ele não será mostrado de novo, e o link enviado antes deixou de valer.',
  informeMensagemComunicado: 'Informe a mensagem do comunicado.',
  mensagemDeveTerMaximo: 'A mensagem deve ter no máximo 1000 caracteres.',
  semEmail: 'A proposta não possui e-mail cadastrado.',
  termoVaiAoTitular:
    'O termo de intenção de compra é da família e vai ao titular: reenvie-o na proposta do titular.',
  contratoAssinadoPeloTitular:
    'O contrato da família é assinado pelo titular: reenvie o link de assinatura na proposta do titular.',
  reenvioNaoPermitido: 'Reenvio não permitido na situação atual da proposta (%{situacao}).',
  termoJaAceito: "O termo já foi aceito: para a declaração de saúde, reenvie o link '%{link}'.",
  comunicadoRegistrado: 'Comunicado registrado.',
  destinoNaoCadastrado:
    "Envie apenas para um contato cadastrado na proposta. Para um telefone novo, use 'Adicionar contato'.",
  /** A message's delivery state, by the log's status code (comunicacoes_propostas_adesao.status). */
  situacoesEnvio: {
    pendente: 'Aguardando envio',
    enviado: 'Enviado',
    falhou: 'Falha no envio',
    nao_enviado: 'Não enviado: canal não configurado',
  },
  /** The names of the templates that are not a proponent's link (those are the domain's). */
  modelos: {
    comunicado: 'Comunicado',
    codigoAcesso: 'Código de confirmação do proponente',
  },
} as const;
