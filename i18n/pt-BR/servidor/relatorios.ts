/** What server/modules/relatorios/ answers: notices, refusals, validation messages. */
export const relatorios = {
  formatoInvalido: 'Formato inválido: use csv ou xlsx.',
} as const;
