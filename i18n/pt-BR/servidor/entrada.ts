/** What server/modules/entrada/ answers: notices, refusals, validation messages. */
export const entrada = {
  rascunhoNaoEncontrado: 'Rascunho não encontrado.',
  rascunhoAlteradoEmOutraJanela:
    'O rascunho foi alterado em outra janela. Recarregue a página para continuar de onde ele está.',
  propostaCriadaTermoEnviado:
    'Proposta criada com sucesso! O termo de intenção de compra foi enviado ao proponente.',
  aguardaLiberacaoIdade:
    'Proposta criada. Como o titular tem menos de 49 anos, ela aguarda a liberação de idade antes do envio ao proponente.',
  depoisDaLiberacao:
    "Depois da liberação, envie-a em Dashboard › Rascunhos ou na própria proposta, em 'Enviar proposta'.",
  corretorNaoEncontrado: 'Corretor não encontrado.',
} as const;
