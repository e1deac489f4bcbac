/** What server/modules/mensagens-enviadas/ answers: notices, refusals, validation messages. */
export const mensagensEnviadas = {
  canalInvalido: 'Canal inválido: use email ou sms.',
  destinatarioLongo: 'Destinatário: no máximo 254 caracteres.',
} as const;
