import { ESTADOS, rotuloEstado, rotuloUnidade, UNIDADES } from '../../src/domain/places';

/**
 * The declared registries' texts (src/registries, docs/adding-a-resource.md): the definitions
 * read their pt-BR labels here, so the server and its messages say them as before, and the
 * generic screens (src/crud) show the chosen language's text of the same key
 * (src/crud/rotulos.ts). A registry's group is keyed by its `name` (react-admin's resource
 * name); a field's label is its group's `campos.<source>`, or the shared `campos.<source>` when
 * every registry calls that field the same; a choice is `opcoes.<source>.<id>`, a form section
 * `secoes.<source of its first field>`, a list field's rows `itens.<source>`, a menu link that
 * is not 'Novo <singular>' / '<plural>' `menu.criar` / `menu.listar`.
 */
export const cadastros = {
  novoO: 'Novo %{singular}',
  novaA: 'Nova %{singular}',
  /**
   * The shared schema's own messages (src/registries/schema.ts), on both sides, and the
   * registries' own refusals (`uniqueMessage`): the browser recognises them in a server's answer
   * (src/providers/i18nProvider.ts).
   */
  validacao: {
    opcaoInvalida: 'Opção inválida',
    selecioneRegistro: 'Selecione um registro',
    dataInvalida: 'Data inválida',
    naoAntesDe: 'Deve ser igual ou posterior a %{campo}',
    listaInvalida: 'Lista inválida',
    valorEmReais: 'Informe o valor em reais, por exemplo 1.234,56',
    valorPositivo: 'Valor deve ser maior que zero',
    casasDecimais: 'Informe no máximo 2 casas decimais',
    valorMaximo: 'Informe um valor de até R$ 99.999.999,99',
    listaMaxima: 'Informe no máximo %{maximo} itens',
    feriadoRepetido: 'Já existe um feriado cadastrado nesta data.',
  },
  /** Fields several registries name alike. */
  campos: {
    nome: 'Nome',
    ativo: 'Ativo',
    email: 'E-mail',
    telefone: 'Telefone',
    cpf: 'CPF',
    cnpj: 'CNPJ',
    uf: 'UF',
    codigoUnidade: 'Unidade',
    titulo: 'Título',
    concessionariaId: 'Concessionária',
    planoSaudeId: 'Plano de saúde',
    vigenciaInicio: 'Início da vigência',
    vigenciaFim: 'Fim da vigência',
    arquivoNome: 'PDF',
    username: 'Usuário',
    firstName: 'Nome',
    lastName: 'Sobrenome',
  },
  /**
   * Choices several registries take from the domain's tables (src/domain/places.ts), keyed by
   * the stored code, their pt-BR names made from those tables (the one place they are written):
   * a unit as `rotuloUnidade` names it, a state as '<sigla> - <name>'. English writes its own
   * units' names and reuses the states' (i18n/en/cadastros.ts).
   */
  opcoes: {
    codigoUnidade: Object.fromEntries(
      UNIDADES.map((unidade) => [unidade.codigoUnidade, rotuloUnidade(unidade)]),
    ) as Record<number, string>,
    uf: Object.fromEntries(ESTADOS.map((estado) => [estado.sigla, rotuloEstado(estado)])) as Record<
      string,
      string
    >,
  },
  feriados: {
    singular: 'Feriado',
    plural: 'Feriados',
    campos: { data: 'Data' },
  },
  corretores: { singular: 'Corretor', plural: 'Corretores' },
  concessionarias: {
    singular: 'Concessionária',
    plural: 'Concessionárias',
    campos: {
      cep: 'CEP',
      logradouro: 'Logradouro',
      numero: 'Número',
      complemento: 'Complemento',
      bairro: 'Bairro',
      cidade: 'Cidade',
      contatos: 'Contatos',
    },
    secoes: { cep: 'Endereço', contatos: 'Contatos' },
    itens: { contatos: { rotulo: 'Contato', campos: { cargo: 'Cargo' } } },
  },
  gestores: { singular: 'Gestor', plural: 'Gestores' },
  'usuarios-dac': {
    singular: 'Usuário DAC',
    plural: 'Usuários DAC',
    menu: { criar: 'Novo DAC', listar: 'Lista DAC' },
  },
  enfermeiros: { singular: 'Enfermeiro', plural: 'Enfermeiros' },
  'enfermeiros-externos': {
    singular: 'Enfermeiro externo',
    plural: 'Enfermeiros externos',
    menu: { criar: 'Novo', listar: 'Lista' },
  },
  'operadores-callcenter': {
    singular: 'Operador',
    plural: 'Operadores',
    menu: { listar: 'Listar Operadores' },
  },
  campanhas: {
    singular: 'Pesquisa de satisfação',
    plural: 'Pesquisas de satisfação',
    campos: { alvoId: 'O que é avaliado', processoId: 'Quando é perguntado', ativo: 'Ativa' },
    opcoes: {
      alvoId: { 'avaliacao-saude': 'Avaliação de saúde' },
      processoId: { 'declaracao-saude': 'Ao concluir a declaração de saúde (proponente)' },
    },
    menu: { criar: 'Nova pesquisa', listar: 'Pesquisas' },
  },
  'declaracoes-saude': {
    singular: 'Declaração de saúde',
    plural: 'Declarações de saúde',
    campos: { ativo: 'Ativa', possuiCpt: 'Possui CPT' },
  },
  'perguntas-declaracao-saude': {
    singular: 'Pergunta',
    plural: 'Perguntas',
    campos: {
      declaracaoSaudeId: 'Declaração de saúde',
      etapaId: 'Etapa',
      ordem: 'Ordem',
      texto: 'Pergunta',
      dadoSaude: 'A resposta é dado de saúde',
      ativo: 'Ativa',
    },
  },
  'planos-saude': {
    singular: 'Plano de saúde',
    plural: 'Planos de saúde',
    campos: {
      registroAns: 'Registro ANS',
      acomodacao: 'Acomodação',
      abrangencia: 'Abrangência',
      arquivoNome: 'Contrato (PDF)',
    },
    opcoes: {
      acomodacao: { Enfermaria: 'Enfermaria', Apartamento: 'Apartamento' },
      abrangencia: { Regional: 'Regional', Nacional: 'Nacional' },
    },
  },
  'aditivos-contrato': {
    singular: 'Aditivo de contrato',
    plural: 'Aditivos de contrato',
    campos: { descricao: 'Descrição' },
  },
  'tabelas-venda': { singular: 'Tabela de venda', plural: 'Tabelas de venda' },
  'tabelas-preco': {
    singular: 'Tabela de preços',
    plural: 'Tabelas de preços',
    /** The ANS age bands (RN 63/2003), keyed by their field (FAIXAS_ETARIAS_ANS reads them). */
    campos: {
      ativo: 'Ativa',
      valor0a18: '0 a 18 anos',
      valor19a23: '19 a 23 anos',
      valor24a28: '24 a 28 anos',
      valor29a33: '29 a 33 anos',
      valor34a38: '34 a 38 anos',
      valor39a43: '39 a 43 anos',
      valor44a48: '44 a 48 anos',
      valor49a53: '49 a 53 anos',
      valor54a58: '54 a 58 anos',
      valor59mais: '59 anos ou mais',
    },
    secoes: { valor0a18: 'Valor mensal por faixa etária (ANS)' },
  },
  'cidades-atendimento': {
    singular: 'Cidade de atendimento',
    plural: 'Cidades de atendimento',
    campos: { nome: 'Cidade' },
    menu: { criar: 'Nova cidade' },
  },
} as const;
