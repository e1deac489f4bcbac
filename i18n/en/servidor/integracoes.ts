import type { Catalog } from '../../catalog';

export const integracoes = {
  erpIndisponivel: 'ERP unavailable. Try again later.',
  assinaturaIndisponivel: 'Electronic signature service unavailable. Try again later.',
  assinaturaEletronicaNaoConfigurada: 'Electronic signature not configured.',
  contratoNaoEnviado: 'The contract has not been sent for signature yet.',
  integracaoErpNaoConfigurada: 'ERP integration not configured.',
  soMensagensComFalha: 'Only messages that failed permanently can be reprocessed.',
  contratoPdf: {
    titulo: 'Membership contract no. %{numero}',
    cabecalho: 'Health plan membership contract no. %{numero}',
    contratante: 'Contracting party (holder)',
    pessoa: '%{nome}, CPF %{cpf}, born on %{data}.',
    pessoaComParentesco: '%{nome}, CPF %{cpf}, %{parentesco}, born on %{data}.',
    corretor: 'Broker: %{corretor}.',
    dependentes: 'Dependent beneficiaries',
    emitido: 'Issued on %{data}. Electronic signature of the contracting parties below.',
    clausulas: {
      adesao:
        '1. The contracting party joins the collective membership health plan under the terms of the approved proposal, for themselves and the listed dependants.',
      carencias:
        '2. Waiting periods follow the law in force and the waiting-period group set when the proposal was integrated, honouring the waiting-period carry-over declared.',
      mensalidade:
        '3. The monthly fee is due on the chosen day and is adjusted on the dates and by the indices set by ANS regulation.',
      declaracao:
        '4. The information given in the health declaration is part of this contract; omissions may lead to temporary partial coverage.',
    },
  },
  historico: {
    respostaSemEfeito:
      'ERP answer (protocol %{protocolo}) recorded without changing the status (%{situacao})',
    recusada: 'Integration refused by the ERP (protocol %{protocolo})',
  },
} satisfies Catalog['servidor']['integracoes'];
