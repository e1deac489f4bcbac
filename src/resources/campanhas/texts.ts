/** The feedback dialog's pt-BR texts (spec 2.6). */
export const TEXTOS_FEEDBACK = {
  titulo: 'Como foi a sua experiência?',
  perguntaInicial: 'Dê uma nota de 1 a 5 estrelas para a sua avaliação de saúde.',
  nota: 'Sua nota',
  estrelas: (n: number) => (n === 1 ? '1 estrela' : `${n} estrelas`),
  motivoRuim: 'Que pena! Conte o que deu errado para podermos melhorar.',
  motivoMedio: 'Obrigado! O que faltou para ser excelente?',
  sugestao: 'Que bom! Quer deixar uma sugestão?',
  motivo: 'Motivo',
  motivoAjuda: 'Escreva pelo menos 8 letras.',
  sugestoes: 'Sugestões (opcional)',
  agoraNao: 'Agora não',
  enviar: 'Enviar',
  enviando: 'Enviando...',
  obrigado: 'Obrigado pela sua avaliação!',
  obrigadoTexto: 'Sua opinião nos ajuda a cuidar melhor de você.',
  fechar: 'Fechar',
} as const;
