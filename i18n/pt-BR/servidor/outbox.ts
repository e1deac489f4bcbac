/**
 * What the outbox records of a message, shown in the integrations list ('Último erro', the
 * note of a message not sent) and, for communications, in the sending log. The handlers of
 * several modules (pme, integracoes, usuario, receita-federal, agendamento) write them; they
 * are kept together because they share their wording ('Mensagem sem …', '… não configurado').
 * `falhas`: why a message was given up for good (PermanentDeliveryError). `notas`: why it was
 * not sent, or waits, by design. `chamadas`: an outside call that failed (OutsideCallError),
 * naming the system (`sistemas`) and only a status or an error code.
 */
export const outbox = {
  falhas: {
    mensagemSem: 'Mensagem sem %{campo}',
    propostaPmeNaoEncontrada: 'Proposta PME %{id} não encontrada',
    propostaIdNaoEncontrada: 'Proposta %{id} não encontrada',
    propostaNaoEncontrada: 'Proposta não encontrada',
    envelopeNaoEncontrado: 'Envelope %{envelope} não encontrado',
    contratoNaoAssinado: 'Contrato não assinado em 30 dias',
    comunicacaoNaoEncontrada: 'Comunicação %{id} não encontrada',
    modeloDesconhecido: 'Modelo de comunicação desconhecido: %{modelo}',
    codigoDescartado: 'Código de confirmação descartado: o proponente pede outro',
    erpNaoConcluiu: 'ERP não concluiu a integração %{protocolo} em 7 dias',
    complementoIncompleto: 'Complemento de integração incompleto: %{campos}',
    usuarioNaoEncontrado: 'usuário não encontrado',
    topicoSemTratador: 'Tópico sem tratador: %{topico}',
    tentativasEsgotadas: 'Tentativas esgotadas: o processamento foi interrompido',
  },
  notas: {
    naoEnviada: 'Não enviada: %{motivo} (%{canal})',
    canalNaoConfigurado: 'canal não configurado',
    erpNaoConfigurado: 'ERP não configurado (ERP_URL): aguardando configuração',
    assinaturaNaoConfigurada:
      'Assinatura eletrônica não configurada (SIGNATURE_URL): aguardando configuração',
    receitaNaoConfigurada:
      'Consulta à Receita Federal não configurada (RECEITA_URL): proposta não verificada',
    usuarioInativo: 'usuário inativo',
    linkRecente: 'link enviado há instantes',
    agendamentoMudou: 'agendamento cancelado ou reagendado',
    pmeForaDeTitularesPendente: 'Proposta PME fora de IntegracaoTitularesPendente',
  },
  chamadas: {
    indisponivel: '%{sistema} indisponível (%{motivo})',
    respondeuHttp: '%{sistema} respondeu HTTP %{status}',
    conteudoInvalido: '%{sistema} respondeu um conteúdo inválido',
    tempoEsgotado: 'tempo esgotado',
    falhaConexao: 'falha de conexão',
    smtpRecusou: 'SMTP recusou a mensagem (%{codigo})',
    smtpNaoAceitou: 'SMTP não aceitou a mensagem',
    sistemas: {
      erp: 'ERP',
      assinatura: 'Assinatura eletrônica',
      receita: 'Receita Federal',
      cep: 'Serviço de CEP',
      sms: 'SMS',
      smtp: 'SMTP',
    },
  },
} as const;
