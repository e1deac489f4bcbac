/** What server/modules/entrada/ answers: notices, refusals, validation messages. */
export const entrada = {
  rascunhoNaoEncontrado: 'Rascunho não encontrado.',
  rascunhoAlteradoEmOutraJanela:
    'O rascunho foi alterado em outra janela. Recarregue a página para continuar de onde ele está.',
  propostaCriadaTermoEnviado:
    'Proposta criada com sucesso! O termo de intenção de compra foi enviado ao proponente.',
} as const;
