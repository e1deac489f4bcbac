/** What server/modules/gestao-financeira/ answers: notices, refusals, validation messages. */
export const gestaoFinanceira = {
  verifiqueCamposDestacados: 'Verifique os campos destacados.',
  /** The proposal's timeline (records: the pt-BR text is stored with the event). */
  pagadorAlterado: 'Pagador alterado de %{antes} para %{depois}',
  pagadorTitular: 'o titular (%{titular})',
  pagadorTerceiro: '%{nome} (CPF %{cpf})',
} as const;
