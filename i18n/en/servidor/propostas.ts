import type { Catalog } from '../../catalog';
import { ciclo } from './propostasCiclo';
import { entradasHistorico } from './propostasEntradasHistorico';
import { historico } from './propostasHistorico';

export const propostas = {
  alteradaPorOutroUsuario:
    'The proposal was changed by another user. Refresh the page and try again.',
  motivoDeveTerMaximo: 'The reason must have at most 1000 characters.',
  liberacaoSoAntesDeSubmeter: 'The age release only applies to proposals not yet submitted.',
  propostaNaoPrecisaLiberacao: 'This proposal does not need an age release.',
  telefoneRepetido: "This phone number is already among the proposal's contacts.",
  listaInvalida: 'Invalid list: use retencao or portabilidade.',
  listaEnfermagemDesconhecida: 'Unknown nursing list.',
  contratoSemLinkAssinatura:
    'The contract has not been sent for electronic signature yet: there is no link to copy.',
  filtroPrazoInvalido: 'Invalid deadline filter.',
  situacaoAvaliacaoInvalida: 'Invalid assessment status.',
  filtroBeneficiarioInvalido: 'Invalid beneficiary filter.',
  filtroPendenciaInvalido: 'Invalid pending issue filter.',
  filtroCarenciaInvalido: 'Invalid waiting period filter.',
  informeContratoCpfValidoOuNome: 'Enter a contract number, a valid CPF or a name.',
  selecioneUmaProposta: 'Select at least one proposal.',
  propostaRepetida: 'Each proposal can appear only once.',
  soRascunhosDescartados: 'Only drafts (proposals not yet sent) can be discarded.',
  rascunhoFoiDescartado: 'This draft has already been discarded.',
  propostaNaoAguardandoLiberacao: 'This proposal is not awaiting an age release.',
  direcaoOrdenacaoInvalida: 'Invalid sort direction: use asc or desc.',
  informeContratoCpfOuNome: 'Enter a contract number, a CPF or a name.',
  semContatoParaTermo:
    'The proposal has no phone number or e-mail to send the purchase intention term to.',
  integracaoErpRegistradaSucesso: 'ERP integration recorded successfully!',
  vencimentoNaoAlteravel:
    "The due day cannot be changed in the proposal's current status (%{situacao}).",
  diaVencimentoInvalido: 'Invalid due day: use 10, 20 or 30.',
  acaoEmLoteInvalida: 'Invalid bulk action: use %{acoes}.',
  selecioneNoMaximo: 'Select at most %{maximo} proposals.',
  acaoAplicada:
    'Action applied to %{aplicadas} of %{smart_count} proposal. |||| Action applied to %{aplicadas} of %{smart_count} proposals.',
  linkReenviadoLote:
    '%{link}: link resent to %{enviados} of %{smart_count} proposal. |||| %{link}: link resent to %{enviados} of %{smart_count} proposals.',
  periodosFiltro: {
    dataCriacao: 'creation period',
    dataAlteracao: 'status change period',
    dataContrato: 'contract signature period',
  },
  nomeCurto: 'Enter at least %{minimo} characters to search by name.',
  filtroDesconhecido: 'Unknown filter: %{coluna}.',
  operadorNaoSuportado: 'Operator not supported: %{operador}.',
  ordenacaoInvalida: 'Invalid sort: %{campo}.',
  historico,
  ciclo,
  entradasHistorico,
  colunas: {
    beneficiario: 'Beneficiary',
    pendencia: 'Pending issue',
    alteracaoSituacao: 'Status changed on',
  },
} satisfies Catalog['servidor']['propostas'];
