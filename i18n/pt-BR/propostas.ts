export const propostas = {
  /** A row's kind, the lists' chip beside the name and the exports' 'Beneficiário' cell. */
  beneficiario: {
    titular: 'Titular',
    dependente: 'Dependente',
  },
  /**
   * A proposal's state, by the `key` of its StatusInfo (src/domain/statuses.ts): the 15
   * statuses, an unknown id and the three kinds of draft (what a draft waits for). The domain reads them in pt-BR (the
   * server's words); the client's chips, filters and panels read them in the chosen language.
   */
  // The proposal kinds (src/domain/kinds.ts) and the dealership's pass-on tag.
  tipos: {
    Comum: 'Comum',
    Retencao: 'Retenção',
    Portabilidade: 'Portabilidade',
    PmeTitular: 'PME Titular',
    PmeDependente: 'PME Dependente',
    Repasse: 'Repasse',
  },
  situacoes: {
    NovaEntrada: 'Nova entrada',
    PendenciasCorretor: 'Pendências corretor',
    Reentrada: 'Reentrada',
    ValidacaoConcluida: 'Validação concluída',
    AguardandoAssinaturas: 'Aguardando assinaturas',
    Concluida: 'Concluída',
    IntegradoERP: 'Integrado ERP',
    IntegradoPendencias: 'Integrado com pendências',
    Cancelada: 'Cancelada',
    Bloqueada: 'Bloqueada',
    AguardandoAvaliacaoEnfermagem: 'Aguardando avaliação enfermagem',
    AguardandoAprovacaoEnfermagem: 'Aguardando aprovação enfermagem',
    AguardandoAprovacaoTermo: 'Aguardando aprovação do termo',
    SolicitadaIntegracaoComERP: 'Solicitada integração com ERP',
    AguardandoDeclaracaoSaude: 'Aguardando declaração de saúde',
    Desconhecida: 'Situação desconhecida',
    Rascunho: 'Rascunho — aguardando envio',
    RascunhoAguardandoLiberacaoIdade: 'Rascunho — aguardando liberação de idade',
    RascunhoDescartado: 'Rascunho descartado',
  },
  /** What the server says a proposal without a status is, in its answers and records. */
  rascunho: 'Rascunho',
  /** The chip beside the status while a pendency is open (the domain's PENDING_CHIP). */
  possuiPendencia: 'Possui pendência',
  /**
   * Observations and pendencies (src/domain/observations.ts, which reads its pt-BR labels here):
   * the two kinds, the departments responsible (by the sector's `key`) and the ten reasons a
   * nurse picks when marking a pendency (by the reason's `key`). The reason's pt-BR text is also
   * written into the pendency the nurse records, so the record stays in pt-BR.
   */
  observacoes: {
    tipos: {
      observacao: 'Observação',
      pendencia: 'Pendência',
    },
    setores: {
      Enfermagem: 'Enfermagem',
      Comercial: 'Comercial',
      Callcenter: 'Callcenter',
    },
    motivosPendencia: {
      ClienteIndisponivel: 'Cliente indisponível',
      LigacaoNaoAtendida: 'Ligação não atendida',
      DificuldadeLink: 'Dificuldade em utilizar o link',
      LigacaoIncompleta: 'Ligação incompleta ou bloqueio telefônico',
      ClienteNaoConsta: 'Cliente não consta no sistema',
      SistemaNaoPermiteAtendimento: 'Sistema não permite iniciar o atendimento',
      DesistiuDoPlano: 'Desistiu do plano',
      NaoRecebeuLink: 'Não recebeu o link',
      SemContatoTelefonico: 'Sem contato telefônico',
      TresOuMaisTentativas: 'Três ou mais tentativas de contato sem sucesso',
    },
  },
  listas: {
    prazo_situacao: '%{estado}: %{prazo} de prazo nesta situação',
    nova_proposta: 'Nova proposta',
    pesquisar: 'Pesquisar por nome, CPF ou contrato',
    vazia: 'Nenhuma proposta encontrada com estes filtros.',
    nome_social: 'Nome social: %{nome}',
    /** The live lists' notice (AoVivo.tsx): how many proposals changed elsewhere. */
    atualizadas: '%{smart_count} proposta atualizada |||| %{smart_count} propostas atualizadas',
    todasAtualizadas: 'Propostas atualizadas',
  },
  filtros: {
    carencia: 'Carência do contrato',
    agendamento: 'Situação da avaliação',
    situacao_lista: 'Situação',
    todas_situacoes: 'Todas as situações',
    situacao: 'Situação: %{situacao}',
    remover_situacao: 'Remover o filtro de situação',
    beneficiario: 'Beneficiário',
    atrasadas: 'Somente as atrasadas (prazo da situação vencido)',
    todos: 'Todos',
    titulo: 'Filtrar propostas',
    unidade: 'Unidade',
    todas: 'Todas',
    dataCriacao: 'Data de criação',
    dataAlteracao: 'Data de alteração da situação',
    dataContrato: 'Data de assinatura do contrato',
    de: 'De',
    ate: 'Até',
    formato: 'Datas no formato dd/mm/aaaa.',
    limpar: 'Limpar',
    aplicar: 'Aplicar filtros',
    periodo: {
      dataCriacao: 'período de criação.',
      dataAlteracao: 'período de alteração da situação.',
      dataContrato: 'período de assinatura do contrato.',
    },
  },
  carregando: 'Carregando...',
  nao_encontrada: 'Proposta não encontrada',
  erro_carregar: 'Não foi possível carregar a proposta.',
  titulo: 'Proposta %{numero}',
  cabecalho: '%{tipo} · %{nome} · criada em %{criacao} · situação alterada em %{alteracao}',
  inativa: 'Inativa',
  fechar: 'Fechar',
  copiar: 'Copiar link',
  copiado: 'Conteúdo copiado com sucesso.',
  erro_copia: 'Ocorreu um erro na cópia.',
  secoes: {
    cliente: 'Dados do cliente',
    titular: 'Titular',
    dependentes: 'Dependentes',
    sem_dependentes: 'Nenhum dependente nesta proposta.',
    corretor: 'Corretor',
    sem_corretor: 'Proposta sem corretor.',
    aprovacoes: 'Aprovações',
    aprovado_em: 'Aprovado em %{data} por %{usuario}',
    documentos: 'Documentos',
    links: 'Links do proponente',
    sem_link: 'O endereço deste link ainda não está disponível para cópia.',
    declaracao: 'Respostas da declaração de saúde',
    sem_respostas: 'Nenhuma resposta registrada.',
    meses: '%{smart_count} mês |||| %{smart_count} meses',
    sim: 'Sim',
    nao: 'Não',
    nenhum_detalhamento: 'Nenhum detalhamento informado.',
    declaracao_restrita:
      'Declaração de saúde respondida. As respostas que são dados de saúde são vistas somente pela equipe de saúde.',
  },
  receita: {
    titulo: 'Receita Federal',
    consultar: 'Consultar novamente',
    rascunho: 'A consulta à Receita Federal é feita quando a proposta é enviada.',
    nao_consultada: 'O CPF desta proposta ainda não foi consultado na Receita Federal.',
    pendente:
      'Consulta pendente: aguardando a resposta da Receita Federal. A proposta segue normalmente e o resultado aparece aqui.',
    falhou:
      'Não foi possível consultar a Receita Federal. Use "Consultar novamente" para tentar outra vez.',
    nao_configurada: 'A consulta à Receita Federal não está configurada nesta instalação.',
    confere: 'Nome, data de nascimento e situação do CPF conferem com a Receita Federal.',
    divergencias:
      '%{smart_count} divergência com a Receita Federal |||| %{smart_count} divergências com a Receita Federal',
    consultada_em: 'Última consulta em %{data}',
    situacao: 'Situação do CPF: %{situacao}',
    coluna_divergencia: 'Divergência',
    coluna_proposta: 'Na proposta',
    coluna_receita: 'Na Receita Federal',
  },
  links: {
    /**
     * The applicant's four links by their `tipo` (src/domain/linksProponente.ts reads its pt-BR
     * labels here; the server names them with these words in its notices and sending log).
     */
    rotulos: {
      termo: 'Termo de intenção de compra',
      fila: 'Fila de atendimento',
      assinatura: 'Assinatura do contrato',
      avaliacao: 'Avaliação de saúde pelo aplicativo',
    },
    reenviar: 'Reenviar',
    reenviado: 'Link reenviado.',
    titulo_reenvio: 'Reenviar: %{link}',
    texto_reenvio: 'Escolha por onde o proponente receberá o link novamente.',
    contatos_do_titular:
      "Sem contato próprio cadastrado: os links vão para os contatos do titular, %{nome}. Para enviá-los a um telefone do dependente, use 'Adicionar contato' no reenvio.",
    texto_reenvio_contatos:
      "O link vai só para um contato cadastrado na proposta. Para um telefone novo, use 'Adicionar contato'.",
    copiar_titulo: 'Copiar: %{link}',
    copiar_aviso:
      'Será gerado um novo link para você copiar e entregar ao proponente. O link enviado antes deixará de valer. O link aparece só uma vez e a geração fica registrada no histórico da proposta.',
    copiar_aviso_assinatura:
      'O link de assinatura do proponente aparece só uma vez e a cópia fica registrada no histórico da proposta.',
    gerar: 'Gerar link',
    link_gerado: 'Link para o proponente',
    copiar_de_novo: 'Copiar',
    fechar: 'Fechar',
    codigo_proponente:
      'Ao abrir o link, o proponente confirma CPF, data de nascimento e um código enviado ao celular ou e-mail cadastrado.',
  },
  enfermagem: {
    titulo: 'Avaliação de enfermagem',
    sem_agendamento: 'Sem agendamento',
    agendada: 'Agendada',
    nao_agendada: 'Não agendada',
    concluida: 'Avaliação concluída',
    agendamento: 'Data e horário',
    profissional: 'Profissional',
    agendado: 'Agendado',
    agendado_por: 'Por %{nome} em %{data}',
    finalizada_por: 'Avaliação finalizada por',
    agendar: 'Agendar avaliação',
  },
  painel: {
    historico: 'Histórico de proposta',
    observacoes: 'Observações gerais',
    anotacoes: 'Anotações da Enfermagem',
    sem_historico: 'Nenhum registro no histórico.',
    sem_observacoes: 'Nenhuma observação registrada.',
    sem_anotacoes: 'Nenhuma anotação registrada.',
    pendencia: 'Pendência',
    pendencia_resolvida: 'Pendência resolvida',
    resolver: 'Resolver pendência',
    minha_nota: 'Minha nota',
    setor: 'Setor: %{setor}',
    situacao: 'Situação: %{situacao}',
    resolvida_por: '%{usuario} em %{data}',
  },
  observacao: {
    placeholder: 'Escreva uma observação e tecle Enter para enviar',
    anotacao_placeholder: 'Escreva uma anotação e tecle Enter para enviar',
    enviar: 'Enviar',
    limite: 'As informações que ultrapassarem o limite de 1000 caracteres não serão salvas.',
    como_pendencia: 'Registrar como pendência para o corretor',
    registrada: 'Observação registrada.',
    pendencia_registrada: 'Pendência registrada.',
    anotacao_registrada: 'Anotação registrada.',
  },
  resolver: {
    titulo: 'Resolver pendência',
    texto: 'Descreva como a pendência foi resolvida (mínimo de 8 caracteres).',
    motivo: 'Motivo',
    voltar: 'Voltar',
    continuar: 'Continuar',
    sucesso: 'Registro realizado. A pendência para a avaliação de saúde foi resolvida com sucesso.',
  },
  acoes: {
    /**
     * The lifecycle's actions by their `action` (src/domain/lifecycleTable.ts reads its pt-BR
     * labels here): the proposal screen's buttons and dialogs, the lists' bulk actions and the
     * history's chips.
     */
    rotulos: {
      submeter: 'Enviar proposta',
      'confirmar-intencao-compra': 'Confirmar intenção de compra',
      'registrar-declaracao-saude': 'Registrar declaração de saúde',
      'aprovar-avaliacao-saude': 'Aprovar avaliação de saúde',
      'concluir-avaliacao-saude': 'Concluir avaliação de saúde',
      'registrar-pendencia-enfermagem': 'Marcar pendência',
      'registrar-pendencia': 'Registrar pendência para o corretor',
      'resolver-pendencia': 'Resolver pendência',
      'confirmar-envio-documentacao': 'Confirmar envio da documentação',
      'aprovar-documentacao': 'Aprovar documentação',
      'revogar-aprovacao': 'Revogar aprovação da documentação',
      'enviar-para-assinatura': 'Enviar contrato para assinatura',
      'verificar-assinaturas': 'Verificar assinaturas',
      'solicitar-integracao': 'Solicitar integração com ERP',
      'registrar-integracao': 'Registrar integração com ERP',
      'registrar-integracao-com-pendencias': 'Registrar integração com pendências',
      'resolver-pendencias-erp': 'Pendências resolvidas no ERP',
      cancelar: 'Cancelar proposta',
      'reverter-cancelamento': 'Reverter cancelamento',
      bloquear: 'Bloquear proposta',
      desbloquear: 'Desbloquear proposta',
      inativar: 'Inativar proposta',
    },
    titulo: 'Ações',
    motivo: 'Motivo',
    motivo_obrigatorio: 'Informe o motivo.',
    confirmar: 'Confirmar',
    voltar: 'Voltar',
    sucesso: 'Ação realizada com sucesso.',
    gestao_financeira: 'Gestão financeira',
    anexar: 'Anexar documentação',
    sem_documentos:
      'A proposta não tem documentos anexados. Anexe a documentação antes de aprová-la.',
    sem_acoes: 'Nenhuma mudança de situação disponível para esta proposta agora.',
    confirmacoes: {
      submeter:
        'A proposta será enviada: o termo de intenção de compra vai ao proponente por SMS e e-mail, e os dependentes seguem com ela.',
      'aprovar-documentacao':
        'A documentação será aprovada e a proposta seguirá para Validação concluída.',
      'revogar-aprovacao':
        'A aprovação da documentação será revogada e a proposta voltará para Reentrada.',
      'confirmar-envio-documentacao':
        'Confirma que a documentação pendente foi enviada? A proposta voltará para análise.',
      'enviar-para-assinatura': 'O contrato será enviado para assinatura eletrônica.',
      'verificar-assinaturas':
        'Verificar se todas as assinaturas do contrato foram coletadas? Com todas coletadas, a proposta é concluída.',
      'solicitar-integracao': 'A integração da proposta com o ERP será solicitada.',
      bloquear: 'Informe o motivo do bloqueio. A proposta fica bloqueada até ser desbloqueada.',
      desbloquear: 'A proposta voltará para a situação anterior ao bloqueio.',
      cancelar: 'Informe o motivo do cancelamento. O cancelamento pode ser revertido depois.',
      'reverter-cancelamento': 'A proposta voltará para a situação anterior ao cancelamento.',
      inativar:
        'Informe o motivo da inativação. A proposta será cancelada e não poderá ser reativada.',
    },
  },
  lote: {
    reenviar: 'Reenviar link',
    reenviar_explicacao:
      'O link vai para o contato da proposta selecionada. |||| O link vai para o contato de cada uma das %{smart_count} propostas selecionadas; as que não estão na etapa desse link serão recusadas.',
    link: 'Link',
    canal: 'Canal',
    enviar: 'Enviar',
    confirmacao:
      'A ação será aplicada à proposta selecionada. |||| A ação será aplicada às %{smart_count} propostas selecionadas, cada uma conferida na versão que está na tela.',
    fora_da_pagina:
      '%{smart_count} proposta selecionada em outra página fica de fora. |||| %{smart_count} propostas selecionadas em outras páginas ficam de fora.',
    resultado: 'Resultado: %{acao}',
    aplicada: 'Aplicada',
    recusada: 'Recusada: %{mensagem}',
    colunas: {
      contrato: 'Contrato',
      nome: 'Nome',
      resultado: 'Resultado',
    },
  },
  contato: {
    adicionar: 'Adicionar contato',
    titulo: 'Adicionar contato',
    telefone: 'Telefone',
    voltar: 'Voltar',
    confirmar: 'Adicionar',
    adicionado: 'Contato adicionado com sucesso!',
  },
  comunicacoes: {
    enviar: 'Enviar comunicado',
    titulo_envio: 'Enviar comunicado',
    canal: 'Canal',
    destino: 'Destino',
    sem_destino: 'A proposta não tem destino cadastrado para este canal.',
    assunto: 'Assunto',
    mensagem: 'Mensagem',
    enviado: 'Comunicado enviado.',
    historico: 'Histórico de envios',
    sem_envios: 'Nenhum envio registrado.',
    // The channels' names (the domain's CANAIS_ENVIO, by key).
    canais: {
      sms: 'SMS',
      whatsapp: 'WhatsApp',
      email: 'E-mail',
    },
    colunas: {
      data: 'Data',
      modelo: 'Mensagem',
      situacao: 'Situação',
      usuario: 'Enviado por',
    },
  },
  vencimento: {
    titulo: 'Alterar vencimento',
    texto: 'Escolha o novo dia de vencimento da mensalidade.',
    dia: 'Dia de vencimento',
    opcao: 'Dia %{dia}',
    sucesso: 'Vencimento alterado.',
  },
} as const;
