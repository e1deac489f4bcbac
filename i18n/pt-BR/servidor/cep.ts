/** What server/modules/cep/ answers: notices, refusals, validation messages. */
export const cep = {
  cepNaoEncontrado: 'CEP não encontrado',
  consultaCepNaoConfigurada: 'Consulta de CEP não configurada.',
  cepIndisponivel: 'Serviço de CEP indisponível. Tente novamente mais tarde.',
} as const;
