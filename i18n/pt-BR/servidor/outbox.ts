/**
 * Why the outbox gave a message up for good (PermanentDeliveryError), shown in the
 * integrations list as 'Último erro'. The handlers of several modules (pme, integracoes,
 * usuario, receita-federal) throw them; they are kept together because they share their
 * wording ('Mensagem sem …', 'Envelope … não encontrado').
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
  },
} as const;
