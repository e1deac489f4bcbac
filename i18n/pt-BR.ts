import { raPtBR } from './ra-pt-BR';

/**
 * The primary catalog: react-admin's keys (ra-pt-BR.ts) plus the application's. Texts the spec
 * gives are copied to the letter, accents exactly as it writes them ('Modulos do Adesao',
 * 'Ir para apresentacao'); the others are product texts. Every other locale must have the same
 * keys: en.ts ends with `satisfies Catalog`, so a missing key fails the build.
 */
const ptBR = {
  ra: raPtBR,
  app: {
    name: 'Adesão',
    tagline: 'Back office de adesão a planos de saúde',
    version: 'Versão %{version}',
    loading: 'Carregando...',
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
      presentation: 'Ir para apresentacao',
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
      staging: 'Ambiente de homologacao',
    },
    modules: {
      title: 'Modulos do Adesao',
    },
    help: {
      button: 'Duvida? Clique aqui...',
    },
    user_menu: {
      profile: 'Ver perfil',
      change_password: 'Alterar senha',
      logout: 'Sair',
    },
    under_construction: {
      title: 'Em construção',
      message: 'Esta tela ainda não está disponível nesta versão do Adesão.',
      export_report: 'A exportação de relatórios ainda não está disponível nesta versão do Adesão.',
      close: 'Fechar',
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
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The shape every locale must fill: the same keys, any text. */
export type Catalog = Leaves<typeof ptBR>;

export default ptBR;
