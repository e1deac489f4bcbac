import type { Catalog } from '../../catalog';

export const auth = {
  informeUsuarioSenha: 'Enter the username and the password.',
  usuarioInativo: 'Inactive user.',
  informeRefreshToken: 'Enter the refresh_token.',
  requisicaoInvalida: 'Invalid request.',
  clienteNaoAutorizado: 'Client not authorised.',
  informeGrantType: 'Enter the grant_type.',
  tipoConcessaoNaoSuportado: 'Grant type not supported.',
  muitasTentativas:
    'Too many failed attempts. Wait %{smart_count} minute and try again. |||| Too many failed attempts. Wait %{smart_count} minutes and try again.',
  escopoNaoPermitido: 'Scope not allowed: %{escopos}.',
} satisfies Catalog['servidor']['auth'];
