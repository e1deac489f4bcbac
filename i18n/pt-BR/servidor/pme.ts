/** What server/modules/pme/ answers: notices, refusals, validation messages. */
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
  acaoNaoPermitidaSituacao: 'Ação não permitida na situação atual da proposta.',
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
} as const;
