import type { Catalog } from '../catalog';

export const app = {
  name: 'Adesão',
  tagline: 'Health-plan enrolment back office',
  version: 'Version %{version}',
  loading: 'Loading...',
  atalhos: {
    titulo: 'Keyboard shortcuts',
    pesquisa: "Go to the list's search",
    proxima: 'Next row of the list',
    anterior: 'Previous row of the list',
    abrir: 'Open the selected row',
    fechar: 'Close the open window',
    ajuda: 'Show these shortcuts',
  },
  load_error: {
    title: 'The data could not be loaded.',
    list: 'The list could not be loaded.',
    retry: 'Try again',
  },
  logo_alt: 'Adesão — go to the presentation page',
  login: {
    title: 'Sign in to your account',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    forgot_password: 'Forgot my password',
    show_password: 'Show password',
    hide_password: 'Hide password',
  },
  home: {
    login: 'LOGIN',
    logout: 'LOGOUT',
    greeting: 'Hello, %{name}!',
    enter: 'Open the system',
  },
  access_denied: {
    title: 'Access denied!',
    message: 'Your user may not enter this area.',
    login: 'Sign in',
    logout: 'Sign out',
    presentation: 'Go to the presentation page',
  },
  not_found: {
    title: 'Page not found',
    message: 'The address does not exist or was removed.',
  },
  error: {
    title: 'Unexpected error.',
    message: 'An unexpected error occurred. Please reload the page or go back to the previous one.',
    reload: 'Reload the page',
    back: 'Go back',
  },
  banner: {
    staging: 'Staging environment',
  },
  modules: {
    title: 'Adesão modules',
  },
  help: {
    button: 'Questions? Click here...',
  },
  user_menu: {
    profile: 'View profile',
    change_password: 'Change password',
    logout: 'Sign out',
    language: 'Language',
  },
  under_construction: {
    title: 'Under construction',
    message: 'This screen is not available in this version of Adesão yet.',
  },
  usuario: {
    back_to_login: 'Back to sign in',
    profile: {
      title: 'My profile',
      name: 'Name',
      username: 'Username',
      email: 'E-mail',
      roles: 'Roles',
      corretor: 'Broker',
      concessionaria: 'Dealership',
      enfermeiro: 'Nurse',
      enfermeiro_externo: 'External nurse',
      none: 'Not given',
      change_password: 'Change password',
    },
    change_password: {
      title: 'Change password',
      current: 'Current password',
      new: 'New password',
      confirm: 'Confirm the new password',
      mismatch: 'The passwords do not match.',
      submit: 'Change password',
      sign_in_again: 'Sign in again with the new password.',
    },
    forgot_password: {
      title: 'Forgot my password',
      intro:
        'Enter your username or e-mail. If it is registered, we will send a link to reset the password.',
      login: 'Username or e-mail',
      submit: 'Send',
    },
    reset_password: {
      title: 'Reset password',
      intro: 'Choose a new password of at least 8 characters.',
      new: 'New password',
      confirm: 'Confirm the new password',
      submit: 'Reset password',
      missing_token: 'Invalid or expired reset link.',
    },
  },
} satisfies Catalog['app'];
