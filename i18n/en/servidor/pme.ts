import type { Catalog } from '../../catalog';

export const pme = {
  contratoCriadoSucesso: 'Contract created successfully!',
  integracaoSolicitadaSucesso: 'Integration requested successfully!',
  empresaIntegradaErpTitulares: 'Company integrated into the ERP. The holders will be sent next.',
  integracaoAindaProcessamentoErp: 'The integration is still being processed in the ERP.',
  integracaoNaoEnviada: 'The integration has not been sent to the ERP yet.',
  todosBeneficiariosForamIntegrados: 'All beneficiaries were integrated into the ERP.',
  cancelamentoSolicitadoSucesso: 'Cancellation requested successfully!',
  cancelamentoBeneficiariosSolicitadoSucesso:
    'Cancellation of beneficiaries requested successfully!',
  contratoAssinadoNaoEncontrado: 'Signed contract not found.',
  acaoNaoPermitidaSituacao: "Action not allowed in the proposal's current status.",
  edicaoSoRecebida: 'The SME proposal can only be changed in the Received status.',
  alteradaPorOutraPessoa:
    'The proposal was changed by someone else. Reload the page to see the current version.',
  complementoSoAteAssinaturas:
    'The supplement can only be changed until the signatures are collected.',
  campanhaInvalida: 'Invalid campaign.',
  arquivoDeveSerPdf: 'The file must be a PDF.',
  selecioneArquivoContrato: 'Select the contract file.',
  arquivoDeveTerMaximo: 'The file must be at most 10 MB.',
  cnpjEmAndamento: 'There is already an SME proposal in progress for this CNPJ.',
  beneficiarioNaoTitular: 'Beneficiary not found or not a holder.',
} satisfies Catalog['servidor']['pme'];
