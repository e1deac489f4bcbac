/** What server/modules/gestao-financeira/ answers: notices, refusals, validation messages. */
export const gestaoFinanceira = {
  verifiqueCamposDestacados: 'Verifique os campos destacados.',
} as const;
