import type { Catalog } from '../../catalog';

export const comum = {
  unidadeNaoEncontrada: 'Unit not found.',
  declaracaoRegistrada: 'Health declaration recorded successfully!',
  paginaInvalida: 'Invalid page.',
  dataInvalida: 'Invalid date.',
  canalInvalido: 'Invalid channel: use sms, email or whatsapp.',
  tipoReenvioInvalido: 'Invalid resend type: use termo, fila, assinatura or avaliacao.',
  tipoPropostaInvalido: 'Invalid proposal type.',
  situacaoInvalida: 'Invalid status.',
  mensagemNaoEncontrada: 'Message not found.',
  assinaturasColetadas:
    'All signatures were collected and the proposal was completed automatically.',
  assinaturasPendentes: 'There are still pending signatures on the contract.',
  planoSaudeNaoEncontrado: 'Health plan not found.',
  unidadeInvalida: 'Invalid unit.',
  tamanhoPaginaInvalido: 'Invalid page size: use 5, 10, 20, 50 or 100.',
  sim: 'Yes',
  nao: 'No',
  contratoPdf: {
    unidade: 'Unit: %{unidade} (%{uf}).',
    vencimento: 'Monthly fee due on day %{dia}.',
    clausulas: 'Clauses',
  },
  autores: {
    sistema: 'System',
    integracaoErp: 'ERP integration',
    proponente: 'Applicant',
  },
} satisfies Catalog['servidor']['comum'];
