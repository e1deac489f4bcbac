/** The parameters screen (parametros). */
export const parametros = {
  parametro: 'Parâmetro',
  tabela: 'Parâmetros',
  valorAtual: 'Valor atual',
  padrao: 'Padrão',
  limites: 'Limites',
  alterar: 'Alterar',
  cancelar: 'Cancelar',
  salvar: 'Salvar',
  valor: 'Novo valor',
  historico: 'Histórico de alterações',
  semHistorico: 'Nenhuma alteração registrada.',
  limitesDe: 'De %{minimo} a %{maximo} %{unidade}',
  alteracao: '%{label}: %{de} → %{para}',
  alterado: 'Parâmetro alterado com sucesso!',
  // Why a new value is refused (src/domain/parametros.ts erroDoParametro, keyed like its
  // `chave`): the dialog reads the key; the server answers the pt-BR text (validateParametro).
  mensagens: {
    desconhecido: 'Parâmetro desconhecido',
    inteiro: 'Informe um número inteiro',
    entre: 'Informe um valor entre %{minimo} e %{maximo}',
  },
  // The parameters (src/domain/parametros.ts), keyed by their `chave`: 'lista.periodoPadraoDias'
  // is itens.lista.periodoPadraoDias. The server's answers say the pt-BR texts.
  itens: {
    lista: {
      periodoPadraoDias: {
        rotulo: 'Período padrão das listas',
        descricao:
          'Quantos dias antes de hoje começa o filtro inicial de data de criação das listas.',
      },
    },
    link: {
      validadeHoras: {
        rotulo: 'Validade dos links do proponente',
        descricao: 'Horas em que um link enviado ao proponente (termo, declaração, sala) vale.',
      },
    },
    documento: {
      tamanhoMaximoMb: {
        rotulo: 'Tamanho máximo de documento',
        descricao: 'Maior arquivo aceito ao anexar um documento a uma proposta.',
      },
    },
    agendamento: {
      duracaoMinutos: {
        rotulo: 'Duração do atendimento de enfermagem',
        descricao: 'Duração de cada horário de avaliação de saúde oferecido no agendamento.',
      },
      lembreteHoras: {
        rotulo: 'Antecedência do lembrete de agendamento',
        descricao: 'Quantas horas antes do horário o proponente recebe o lembrete.',
      },
    },
  },
  // One SLA target per status with a clock (sla.<status>), the status's name in the label.
  prazo: {
    rotulo: "Prazo em '%{situacao}'",
    descricao:
      'Dias úteis (sem fins de semana e feriados nacionais) que uma proposta pode ficar nesta situação antes de ser considerada atrasada.',
  },
  // The units a parameter is given in, keyed like the domain's `unidadeChave`: the word alone
  // (the limits, the new value's field) and a value with its unit, in agreement.
  unidades: {
    dias: 'dias',
    diasUteis: 'dias úteis',
    horas: 'horas',
    minutos: 'minutos',
    MB: 'MB',
  },
  quantidades: {
    dias: '%{smart_count} dia |||| %{smart_count} dias',
    diasUteis: '%{smart_count} dia útil |||| %{smart_count} dias úteis',
    horas: '%{smart_count} hora |||| %{smart_count} horas',
    minutos: '%{smart_count} minuto |||| %{smart_count} minutos',
    MB: '%{smart_count} MB',
  },
  // The lists' SLA clock (src/domain/sla.ts, the proposal lists' SlaChip), whose targets are the
  // sla.* parameters: its states, keyed like SlaEstado, the clock in words (tooltip, screen
  // readers) and the chip's short form.
  sla: {
    estados: {
      'no-prazo': 'No prazo',
      perto: 'Perto do prazo',
      atrasada: 'Atrasada',
    },
    texto: '%{smart_count} dia útil de %{alvo} |||| %{smart_count} dias úteis de %{alvo}',
    curto: '%{diasUteis} de %{alvo} d.u.',
  },
} as const;
