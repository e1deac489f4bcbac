import type { Catalog } from '../../catalog';

export const integracoes = {
  assinaturaIndisponivel: 'Electronic signature service unavailable. Try again later.',
  assinaturaEletronicaNaoConfigurada: 'Electronic signature not configured.',
  contratoNaoEnviado: 'The contract has not been sent for signature yet.',
  integracaoErpNaoConfigurada: 'ERP integration not configured.',
  soMensagensComFalha: 'Only messages that failed permanently can be reprocessed.',
} satisfies Catalog['servidor']['integracoes'];
