/** The generic screens of the declared registries (src/crud) and their helpers. */
export const telas = {
  historico: {
    titulo: 'Histórico de alterações',
    falhou: 'Não foi possível carregar o histórico.',
    vazio: 'Nenhuma alteração registrada.',
    acao: {
      criado: 'Cadastro',
      alterado: 'Alteração',
      desativado: 'Desativação',
      removido: 'Remoção',
    },
  },
  sim: 'Sim',
  nao: 'Não',
  buscandoCep: 'Buscando o CEP',
  cepFalhou: 'Não foi possível buscar o endereço deste CEP. Preencha os campos.',
  moeda: 'R$',
  adicionarItem: 'Adicionar %{item}',
  cadastradoO: '%{singular} cadastrado com sucesso!',
  cadastradaA: '%{singular} cadastrada com sucesso!',
  alterado: 'Alterado com sucesso!',
  // The health declaration's questions (declaracoes-saude).
  declaracao: {
    perguntas: 'Perguntas',
    novaPergunta: 'Nova pergunta',
    dadoSaude: 'Dado de saúde',
    inativa: 'Inativa',
  },
} as const;
