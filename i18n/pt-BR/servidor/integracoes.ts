/** What server/modules/integracoes/ answers: notices, refusals, validation messages. */
export const integracoes = {
  erpIndisponivel: 'ERP indisponível. Tente novamente mais tarde.',
  assinaturaIndisponivel:
    'Serviço de assinatura eletrônica indisponível. Tente novamente mais tarde.',
  assinaturaEletronicaNaoConfigurada: 'Assinatura eletrônica não configurada.',
  contratoNaoEnviado: 'O contrato ainda não foi enviado para assinatura.',
  integracaoErpNaoConfigurada: 'Integração com o ERP não configurada.',
  soMensagensComFalha: 'Somente mensagens com falha definitiva podem ser reprocessadas.',
  /** The membership contract sent for e-signature (assinaturas/contrato-pdf.ts). */
  contratoPdf: {
    titulo: 'Contrato de adesão nº %{numero}',
    cabecalho: 'Contrato de adesão ao plano de saúde nº %{numero}',
    contratante: 'Contratante (titular)',
    pessoa: '%{nome}, CPF %{cpf}, nascido(a) em %{data}.',
    pessoaComParentesco: '%{nome}, CPF %{cpf}, %{parentesco}, nascido(a) em %{data}.',
    corretor: 'Corretor: %{corretor}.',
    dependentes: 'Beneficiários dependentes',
    emitido: 'Emitido em %{data}. Assinatura eletrônica dos contratantes a seguir.',
    clausulas: {
      adesao:
        '1. O contratante adere ao plano de saúde coletivo por adesão nas condições da proposta aprovada, para si e para os dependentes relacionados.',
      carencias:
        '2. As carências seguem a legislação vigente e o grupo de carência definido na integração da proposta, respeitado o aproveitamento de carência informado.',
      mensalidade:
        '3. A mensalidade vence no dia escolhido e é reajustada nas datas e pelos índices previstos na regulamentação da ANS.',
      declaracao:
        '4. As informações prestadas na declaração de saúde integram este contrato; omissões podem levar à aplicação de cobertura parcial temporária.',
    },
  },
  /** The proposal's timeline (records: the pt-BR text is stored with the event). */
  historico: {
    respostaSemEfeito:
      'Resposta do ERP (protocolo %{protocolo}) registrada sem alterar a situação (%{situacao})',
    recusada: 'Integração recusada pelo ERP (protocolo %{protocolo})',
  },
} as const;
