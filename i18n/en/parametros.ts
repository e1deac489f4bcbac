import type { Catalog } from '../catalog';

export const parametros = {
  parametro: 'Parameter',
  tabela: 'Parameters',
  valorAtual: 'Current value',
  padrao: 'Default',
  limites: 'Limits',
  alterar: 'Change',
  cancelar: 'Cancel',
  salvar: 'Save',
  valor: 'New value',
  historico: 'Change history',
  semHistorico: 'No change recorded.',
  limitesDe: 'From %{minimo} to %{maximo} %{unidade}',
  alteracao: '%{label}: %{de} → %{para}',
  alterado: 'Parameter changed.',
  mensagens: {
    desconhecido: 'Unknown parameter',
    inteiro: 'Enter a whole number',
    entre: 'Enter a value between %{minimo} and %{maximo}',
  },
  itens: {
    lista: {
      periodoPadraoDias: {
        rotulo: "Lists' default period",
        descricao: "How many days before today the lists' initial creation-date filter starts.",
      },
    },
    link: {
      validadeHoras: {
        rotulo: "Validity of the applicant's links",
        descricao:
          'Hours for which a link sent to the applicant (form, declaration, room) is valid.',
      },
    },
    documento: {
      tamanhoMaximoMb: {
        rotulo: 'Maximum document size',
        descricao: 'Largest file accepted when attaching a document to a proposal.',
      },
    },
    agendamento: {
      duracaoMinutos: {
        rotulo: 'Length of a nursing appointment',
        descricao: 'Length of each health assessment slot offered for booking.',
      },
      lembreteHoras: {
        rotulo: 'Appointment reminder lead time',
        descricao: 'How many hours before the appointment the applicant receives the reminder.',
      },
    },
  },
  prazo: {
    rotulo: "Time allowed in '%{situacao}'",
    descricao:
      'Business days (weekends and national holidays excluded) a proposal may stay in this status before it is considered late.',
  },
  unidades: {
    dias: 'days',
    diasUteis: 'business days',
    horas: 'hours',
    minutos: 'minutes',
    MB: 'MB',
  },
  quantidades: {
    dias: '%{smart_count} day |||| %{smart_count} days',
    diasUteis: '%{smart_count} business day |||| %{smart_count} business days',
    horas: '%{smart_count} hour |||| %{smart_count} hours',
    minutos: '%{smart_count} minute |||| %{smart_count} minutes',
    MB: '%{smart_count} MB',
  },
  sla: {
    estados: {
      'no-prazo': 'On time',
      perto: 'Near the deadline',
      atrasada: 'Late',
    },
    texto: '%{smart_count} business day of %{alvo} |||| %{smart_count} business days of %{alvo}',
    curto: '%{diasUteis} of %{alvo} bus. days',
  },
} satisfies Catalog['parametros'];
