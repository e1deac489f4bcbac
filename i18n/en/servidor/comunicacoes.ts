import type { Catalog } from '../../catalog';

export const comunicacoes = {
  envioRegistrado:
    'The message was recorded and awaits delivery; follow it in the sending history.',
  copieLink: 'Copy the link now: it will not be shown again.',
  novoLinkGerado:
    'New link created. Copy it now: it will not be shown again, and the link sent before is no longer valid.',
  informeMensagemComunicado: "Enter the announcement's message.",
  mensagemDeveTerMaximo: 'The message must have at most 1000 characters.',
  semEmail: 'The proposal has no registered e-mail.',
  termoVaiAoTitular:
    "The purchase intention term belongs to the family and goes to the holder: resend it from the holder's proposal.",
  contratoAssinadoPeloTitular:
    "The family's contract is signed by the holder: resend the signature link from the holder's proposal.",
  reenvioNaoPermitido: "Resending not allowed in the proposal's current status (%{situacao}).",
  termoJaAceito:
    "The term has already been accepted: for the health declaration, resend the link '%{link}'.",
  comunicadoRegistrado: 'Announcement recorded.',
  destinoNaoCadastrado:
    "Send only to a contact registered on the proposal. For a new phone number, use 'Add contact'.",
  situacoesEnvio: {
    pendente: 'Awaiting delivery',
    enviado: 'Sent',
    falhou: 'Delivery failed',
    nao_enviado: 'Not sent: channel not configured',
  },
  modelos: {
    comunicado: 'Announcement',
    codigoAcesso: "Applicant's confirmation code",
  },
} satisfies Catalog['servidor']['comunicacoes'];
