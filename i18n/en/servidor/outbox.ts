import type { Catalog } from '../../catalog';

export const outbox = {
  falhas: {
    mensagemSem: 'Message without %{campo}',
    propostaPmeNaoEncontrada: 'SME proposal %{id} not found',
    propostaIdNaoEncontrada: 'Proposal %{id} not found',
    propostaNaoEncontrada: 'Proposal not found',
    envelopeNaoEncontrado: 'Envelope %{envelope} not found',
    contratoNaoAssinado: 'Contract not signed within 30 days',
    comunicacaoNaoEncontrada: 'Message %{id} not found',
    modeloDesconhecido: 'Unknown message template: %{modelo}',
    codigoDescartado: 'Confirmation code discarded: the applicant asked for another',
    erpNaoConcluiu: 'The ERP did not complete integration %{protocolo} within 7 days',
    complementoIncompleto: 'Incomplete integration complement: %{campos}',
    usuarioNaoEncontrado: 'user not found',
    topicoSemTratador: 'Topic without a handler: %{topico}',
    tentativasEsgotadas: 'Attempts exhausted: processing was interrupted',
  },
  notas: {
    naoEnviada: 'Not sent: %{motivo} (%{canal})',
    canalNaoConfigurado: 'channel not configured',
    erpNaoConfigurado: 'ERP not configured (ERP_URL): awaiting configuration',
    assinaturaNaoConfigurada:
      'Electronic signature not configured (SIGNATURE_URL): awaiting configuration',
    receitaNaoConfigurada:
      'Receita Federal lookup not configured (RECEITA_URL): proposal not checked',
    usuarioInativo: 'user inactive',
    linkRecente: 'link sent moments ago',
    agendamentoMudou: 'appointment cancelled or rescheduled',
    pmeForaDeTitularesPendente: 'SME proposal not in IntegracaoTitularesPendente',
  },
  chamadas: {
    indisponivel: '%{sistema} unavailable (%{motivo})',
    respondeuHttp: '%{sistema} answered HTTP %{status}',
    conteudoInvalido: '%{sistema} answered invalid content',
    tempoEsgotado: 'timed out',
    falhaConexao: 'connection failure',
    smtpRecusou: 'SMTP refused the message (%{codigo})',
    smtpNaoAceitou: 'SMTP did not accept the message',
    sistemas: {
      erp: 'ERP',
      assinatura: 'Electronic signature',
      receita: 'Receita Federal',
      cep: 'Postcode service',
      sms: 'SMS',
      smtp: 'SMTP',
    },
  },
} satisfies Catalog['servidor']['outbox'];
