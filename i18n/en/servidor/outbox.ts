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
  },
} satisfies Catalog['servidor']['outbox'];
