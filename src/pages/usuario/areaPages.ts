import { lazyWithPreload } from '../../components/lazyWithPreload';

/**
 * The areas' copies of the profile and the password change (AreaUsuarioPages.tsx): their own
 * download, with the password policy, fetched when one of them is opened.
 */
export const AreaProfilePage = lazyWithPreload(() =>
  import('./AreaUsuarioPages').then((m) => m.AreaProfilePage),
);
export const AreaChangePasswordPage = lazyWithPreload(() =>
  import('./AreaUsuarioPages').then((m) => m.AreaChangePasswordPage),
);
