import { ciclo } from './pmeCiclo';

/** What server/modules/pme/ answers: notices, refusals, validation messages, and the PME
 * lifecycle's refusals (in their own file, `ciclo`, which the shared domain reads). */
export const pme = {
  contratoCriadoSucesso: 'Contrato criado com sucesso!',
  integracaoSolicitadaSucesso: 'Integração solicitada com sucesso!',
  empresaIntegradaErpTitulares: 'Empresa integrada ao ERP. Os titulares serão enviados em seguida.',
  integracaoAindaProcessamentoErp: 'A integração ainda está em processamento no ERP.',
  integracaoNaoEnviada: 'A integração ainda não foi enviada ao ERP.',
  todosBeneficiariosForamIntegrados: 'Todos os beneficiários foram integrados ao ERP.',
  cancelamentoSolicitadoSucesso: 'Cancelamento solicitado com sucesso!',
  cancelamentoBeneficiariosSolicitadoSucesso:
    'Cancelamento de beneficiários solicitado com sucesso!',
  contratoAssinadoNaoEncontrado: 'Contrato assinado não encontrado.',
  ciclo,
  edicaoSoRecebida: 'A proposta PME só pode ser alterada na situação Recebida.',
  alteradaPorOutraPessoa:
    'A proposta foi alterada por outra pessoa. Recarregue a página para ver a versão atual.',
  complementoSoAteAssinaturas: 'O complemento só pode ser alterado até a coleta das assinaturas.',
  campanhaInvalida: 'Campanha inválida.',
  arquivoDeveSerPdf: 'O arquivo deve ser um PDF.',
  selecioneArquivoContrato: 'Selecione o arquivo do contrato.',
  arquivoDeveTerMaximo: 'O arquivo deve ter no máximo 10 MB.',
  cnpjEmAndamento: 'Já existe uma proposta PME em andamento para este CNPJ.',
  beneficiarioNaoTitular: 'Beneficiário não encontrado ou não é titular.',
  beneficiarioJaVinculado: '%{nome} já é beneficiário de outra proposta PME.',
  beneficiarioIndisponivel: '%{nome} não pode ser incluído: proposta na situação %{situacao}.',
  /** Who beneficiarioJaVinculado names when two managers took the same holder at once. */
  oTitular: 'O titular',
  ufInvalida: 'UF inválida.',
  /** The PME contract's lines (pme/contrato-pdf.ts); the clauses in their order. */
  contratoPdf: {
    titulo: 'Contrato PME nº %{numero}',
    cabecalho: 'Contrato de plano de saúde empresarial (PME) nº %{numero}',
    contratante: 'Contratante',
    empresa: '%{razaoSocial} (%{nomeFantasia}), CNPJ %{cnpj}.',
    endereco: 'Endereço: %{logradouro}, %{numero}, %{bairro}, %{municipio}/%{uf}, CEP %{cep}.',
    enderecoComComplemento:
      'Endereço: %{logradouro}, %{numero}, %{complemento}, %{bairro}, %{municipio}/%{uf}, CEP %{cep}.',
    classificacao: 'Classificação tributária: %{classificacao}.',
    representante: 'Representante legal',
    representanteDados: '%{nome}, CPF %{cpf}, %{cargo}, e-mail %{email}.',
    beneficiarios: 'Beneficiários',
    beneficiario: '%{nome}, CPF %{cpf}, %{tipo}.',
    emitido: 'Emitido em %{data}. Assinatura eletrônica do representante legal.',
    clausulas: {
      beneficiarios:
        '1. A contratante contrata o plano de saúde coletivo empresarial para os beneficiários relacionados, titulares vinculados à empresa e seus dependentes.',
      carencias:
        '2. As carências seguem a legislação vigente e o grupo de carência definido no complemento de integração.',
      mensalidade:
        '3. A mensalidade vence no dia escolhido e é reajustada nas datas e pelos índices previstos na regulamentação da ANS.',
      inclusao:
        '4. A inclusão e a exclusão de beneficiários são solicitadas pela contratante, por seu representante legal.',
    },
  },
  /** The PME form's registration lists (catalogos.ts gives each its id). */
  situacoesCadastrais: {
    ativa: 'Ativa',
    suspensa: 'Suspensa',
    inapta: 'Inapta',
    baixada: 'Baixada',
    nula: 'Nula',
  },
  tiposSociedade: {
    ei: 'Empresário individual (EI)',
    ltda: 'Sociedade limitada (LTDA)',
    slu: 'Sociedade limitada unipessoal (SLU)',
    sa: 'Sociedade anônima (S/A)',
    mei: 'Microempreendedor individual (MEI)',
  },
} as const;
