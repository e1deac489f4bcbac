/** Texts several server modules answer with (a page, a status, a channel refused...). */
export const comum = {
  unidadeNaoEncontrada: 'Unidade não encontrada.',
  declaracaoRegistrada: 'Declaração de saúde registrada com sucesso!',
  paginaInvalida: 'Página inválida.',
  dataInvalida: 'Data inválida.',
  canalInvalido: 'Canal inválido: use sms, email ou whatsapp.',
  tipoReenvioInvalido: 'Tipo de reenvio inválido: use termo, fila, assinatura ou avaliacao.',
  tipoPropostaInvalido: 'Tipo de proposta inválido.',
  situacaoInvalida: 'Situação inválida.',
  mensagemNaoEncontrada: 'Mensagem não encontrada.',
  assinaturasColetadas:
    'Todas as assinaturas foram coletadas e a proposta foi concluída automaticamente.',
  assinaturasPendentes: 'Ainda há assinaturas pendentes no contrato.',
  planoSaudeNaoEncontrado: 'Plano de saúde não encontrado.',
  unidadeInvalida: 'Unidade inválida.',
  tamanhoPaginaInvalido: 'Tamanho de página inválido: use 5, 10, 20, 50 ou 100.',
  /** A yes/no answer written in a file (a report's cell, a dossier's line). */
  sim: 'Sim',
  nao: 'Não',
  /** Lines both contract PDFs write (the PME's and the membership's). */
  contratoPdf: {
    unidade: 'Unidade: %{unidade} (%{uf}).',
    vencimento: 'Vencimento da mensalidade: dia %{dia}.',
    clausulas: 'Cláusulas',
  },
  /** The author a timeline entry or a sent message stores when no user wrote it. */
  autores: {
    sistema: 'Sistema',
    integracaoErp: 'Integração ERP',
    proponente: 'Proponente',
  },
} as const;
