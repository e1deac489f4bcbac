import { ciclo } from './propostasCiclo';
import { entradasHistorico } from './propostasEntradasHistorico';
import { historico } from './propostasHistorico';

/** What server/modules/propostas/ answers: notices, refusals, validation messages, the
 * timeline's descriptions (in their own file, `historico`), and what the shared domain says for
 * proposals (the lifecycle's `ciclo`, the history's entry names `entradasHistorico`, each in its
 * own file, which src/domain reads). */
export const propostas = {
  alteradaPorOutroUsuario:
    'A proposta foi alterada por outro usuário. Atualize a página e tente novamente.',
  motivoDeveTerMaximo: 'O motivo deve ter no máximo 1000 caracteres.',
  liberacaoSoAntesDeSubmeter: 'A liberação de idade só se aplica a propostas ainda não submetidas.',
  propostaNaoPrecisaLiberacao: 'Esta proposta não precisa de liberação de idade.',
  telefoneRepetido: 'Este telefone já está entre os contatos da proposta.',
  listaInvalida: 'Lista inválida: use retencao ou portabilidade.',
  listaEnfermagemDesconhecida: 'Lista da enfermagem desconhecida.',
  contratoSemLinkAssinatura:
    'O contrato ainda não foi enviado para assinatura eletrônica: não há link para copiar.',
  filtroPrazoInvalido: 'Filtro de prazo inválido.',
  situacaoAvaliacaoInvalida: 'Situação da avaliação inválida.',
  filtroBeneficiarioInvalido: 'Filtro de beneficiário inválido.',
  filtroPendenciaInvalido: 'Filtro de pendência inválido.',
  filtroCarenciaInvalido: 'Filtro de carência inválido.',
  informeContratoCpfValidoOuNome: 'Informe um número de contrato, um CPF válido ou um nome.',
  selecioneUmaProposta: 'Selecione ao menos uma proposta.',
  propostaRepetida: 'Cada proposta pode aparecer uma única vez.',
  soRascunhosDescartados: 'Apenas rascunhos (propostas ainda não enviadas) podem ser descartados.',
  rascunhoFoiDescartado: 'Este rascunho já foi descartado.',
  propostaNaoAguardandoLiberacao: 'Esta proposta não está aguardando liberação de idade.',
  direcaoOrdenacaoInvalida: 'Direção de ordenação inválida: use asc ou desc.',
  informeContratoCpfOuNome: 'Informe um número de contrato, um CPF ou um nome.',
  semContatoParaTermo:
    'A proposta não possui telefone nem e-mail para o envio do termo de intenção de compra.',
  integracaoErpRegistradaSucesso: 'Integração com o ERP registrada com sucesso!',
  vencimentoNaoAlteravel:
    'O vencimento não pode ser alterado na situação atual da proposta (%{situacao}).',
  diaVencimentoInvalido: 'Dia de vencimento inválido: use 10, 20 ou 30.',
  acaoEmLoteInvalida: 'Ação em lote inválida: use %{acoes}.',
  selecioneNoMaximo: 'Selecione no máximo %{maximo} propostas.',
  acaoAplicada:
    'Ação aplicada a %{aplicadas} de %{smart_count} proposta. |||| Ação aplicada a %{aplicadas} de %{smart_count} propostas.',
  /** The bulk resend's notice; `link` is the link's label (the domain's LINK_PROPONENTE_POR_TIPO). */
  linkReenviadoLote:
    '%{link}: link reenviado a %{enviados} de %{smart_count} proposta. |||| %{link}: link reenviado a %{enviados} de %{smart_count} propostas.',
  /** A date filter's name in its refusals ('Informe a data inicial do período de criação'). */
  periodosFiltro: {
    dataCriacao: 'período de criação',
    dataAlteracao: 'período de alteração da situação',
    dataContrato: 'período de assinatura do contrato',
  },
  nomeCurto: 'Informe ao menos %{minimo} caracteres para pesquisar por nome.',
  filtroDesconhecido: 'Filtro desconhecido: %{coluna}.',
  operadorNaoSuportado: 'Operador não suportado: %{operador}.',
  ordenacaoInvalida: 'Ordenação inválida: %{campo}.',
  historico,
  ciclo,
  entradasHistorico,
  /** The columns only a list's export has; the others are the list's ('resources.proposta.fields'). */
  colunas: {
    beneficiario: 'Beneficiário',
    pendencia: 'Pendência',
    alteracaoSituacao: 'Alteração da situação',
  },
} as const;
