export const app = {
  name: 'Adesão',
  tagline: 'Back office de adesão a planos de saúde',
  version: 'Versão %{version}',
  loading: 'Carregando...',
  load_error: {
    title: 'Não foi possível carregar os dados.',
    list: 'Não foi possível carregar a lista.',
    retry: 'Tentar novamente',
  },
  logo_alt: 'Adesão — ir para a apresentação',
  login: {
    title: 'Acesse sua conta',
    username: 'Usuário',
    password: 'Senha',
    submit: 'Entrar',
    forgot_password: 'Esqueci minha senha',
    show_password: 'Mostrar senha',
    hide_password: 'Ocultar senha',
  },
  home: {
    login: 'LOGIN',
    logout: 'LOGOUT',
    greeting: 'Olá, %{name}!',
    enter: 'Acessar o sistema',
  },
  access_denied: {
    title: 'Acesso negado!',
    message: 'Seu usuário não tem permissão para acessar esta área.',
    login: 'Logar',
    logout: 'Deslogar',
    presentation: 'Ir para apresentação',
  },
  not_found: {
    title: 'Página não encontrada',
    message: 'O endereço digitado não existe ou foi removido.',
  },
  error: {
    title: 'Erro inesperado.',
    message:
      'Ocorreu um erro inesperado. Por favor, atualize a página ou retorne pra página anterior.',
    reload: 'Atualizar a página',
    back: 'Voltar',
  },
  banner: {
    staging: 'Ambiente de homologação',
  },
  modules: {
    title: 'Módulos do Adesão',
  },
  help: {
    button: 'Dúvida? Clique aqui...',
  },
  user_menu: {
    profile: 'Ver perfil',
    change_password: 'Alterar senha',
    logout: 'Sair',
    language: 'Idioma',
  },
  under_construction: {
    title: 'Em construção',
    message: 'Esta tela ainda não está disponível nesta versão do Adesão.',
  },
  usuario: {
    back_to_login: 'Voltar para o login',
    profile: {
      title: 'Meu perfil',
      name: 'Nome',
      username: 'Usuário',
      email: 'E-mail',
      roles: 'Perfis de acesso',
      corretor: 'Corretor',
      concessionaria: 'Concessionária',
      enfermeiro: 'Enfermeiro(a)',
      enfermeiro_externo: 'Enfermeiro(a) externo(a)',
      none: 'Não informado',
      change_password: 'Alterar senha',
    },
    change_password: {
      title: 'Alterar senha',
      current: 'Senha atual',
      new: 'Nova senha',
      confirm: 'Confirme a nova senha',
      mismatch: 'As senhas não conferem.',
      submit: 'Alterar senha',
      sign_in_again: 'Entre novamente com a nova senha.',
    },
    forgot_password: {
      title: 'Esqueci minha senha',
      intro:
        'Informe seu usuário ou e-mail. Se ele estiver cadastrado, enviaremos um link para redefinir a senha.',
      login: 'Usuário ou e-mail',
      submit: 'Enviar',
    },
    reset_password: {
      title: 'Redefinir senha',
      intro: 'Escolha uma nova senha com pelo menos 8 caracteres.',
      new: 'Nova senha',
      confirm: 'Confirme a nova senha',
      submit: 'Redefinir senha',
      missing_token: 'Link de redefinição inválido ou expirado.',
    },
  },
} as const;
