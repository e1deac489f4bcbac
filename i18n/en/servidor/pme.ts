import type { Catalog } from '../../catalog';
import { ciclo } from './pmeCiclo';

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
  ciclo,
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
  beneficiarioJaVinculado: '%{nome} is already a beneficiary of another SME proposal.',
  beneficiarioIndisponivel: '%{nome} cannot be included: proposal in status %{situacao}.',
  oTitular: 'The holder',
  ufInvalida: 'Invalid state.',
  contratoPdf: {
    titulo: 'SME contract no. %{numero}',
    cabecalho: 'Corporate (SME) health plan contract no. %{numero}',
    contratante: 'Contracting party',
    empresa: '%{razaoSocial} (%{nomeFantasia}), CNPJ %{cnpj}.',
    endereco: 'Address: %{logradouro}, %{numero}, %{bairro}, %{municipio}/%{uf}, CEP %{cep}.',
    enderecoComComplemento:
      'Address: %{logradouro}, %{numero}, %{complemento}, %{bairro}, %{municipio}/%{uf}, CEP %{cep}.',
    classificacao: 'Tax classification: %{classificacao}.',
    representante: 'Legal representative',
    representanteDados: '%{nome}, CPF %{cpf}, %{cargo}, email %{email}.',
    beneficiarios: 'Beneficiaries',
    beneficiario: '%{nome}, CPF %{cpf}, %{tipo}.',
    emitido: 'Issued on %{data}. Electronic signature of the legal representative.',
    clausulas: {
      beneficiarios:
        '1. The contracting party takes out the collective corporate health plan for the listed beneficiaries, holders bound to the company and their dependants.',
      carencias:
        '2. Waiting periods follow the law in force and the waiting-period group set in the integration complement.',
      mensalidade:
        '3. The monthly fee is due on the chosen day and is adjusted on the dates and by the indices set by ANS regulation.',
      inclusao:
        '4. Beneficiaries are added and removed at the request of the contracting party, through its legal representative.',
    },
  },
  situacoesCadastrais: {
    ativa: 'Active',
    suspensa: 'Suspended',
    inapta: 'Unfit',
    baixada: 'Closed',
    nula: 'Void',
  },
  tiposSociedade: {
    ei: 'Sole proprietorship (EI)',
    ltda: 'Limited company (LTDA)',
    slu: 'Single-member limited company (SLU)',
    sa: 'Corporation (S/A)',
    mei: 'Individual microentrepreneur (MEI)',
  },
} satisfies Catalog['servidor']['pme'];
