import CheckIcon from '@mui/icons-material/Check';
import LockResetIcon from '@mui/icons-material/LockResetOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import {
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { forwardRef } from 'react';
import {
  Logout,
  UserMenu,
  useGetIdentity,
  useLocales,
  useLocaleState,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { profileRoute } from '../../domain';
import { changePasswordRoute, useArea } from './AreaContext';

const LinkItem = forwardRef<
  HTMLAnchorElement,
  { to: string; label: string; icon: React.ReactNode }
>(function LinkItem({ to, label, icon }, ref) {
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

/**
 * The languages, each named in its own language, the current one ticked. Choosing one sets
 * react-admin's locale, kept in the store (src/providers/i18nProvider.ts, localeStore): every
 * screen is drawn again in that language, and the next visit opens in it.
 */
function LocaleItems() {
  const translate = useTranslate();
  const locales = useLocales();
  const [current, setLocale] = useLocaleState();
  const userMenu = useUserMenu();
  return (
    <>
      <Divider />
      <ListSubheader disableSticky>{translate('app.user_menu.language')}</ListSubheader>
      {locales.map(({ locale, name }) => (
        <MenuItem
          key={locale}
          lang={locale}
          selected={locale === current}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => {
            userMenu?.onClose();
            if (locale !== current) setLocale(locale);
          }}
        >
          <ListItemIcon>{locale === current ? <CheckIcon /> : null}</ListItemIcon>
          <ListItemText>{name}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
    </>
  );
}

/**
 * The app bar's user menu: the area's own profile and change-password screens, the language,
 * and Sair.
 */
export function AreaUserMenu() {
  const area = useArea();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // From 'sm' up the button shows the user's name: its accessible name must contain that text
  // (WCAG 2.5.3). Below, react-admin shows an icon and translates the label with 'Profile' as
  // its fallback, so it must stay the catalogue key there ('Perfil', not 'Profile').
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label =
    showsName && identity?.fullName
      ? `${identity.fullName} (${translate('ra.auth.user_menu')})`
      : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <LinkItem
        to={profileRoute(area)}
        label={translate('app.user_menu.profile')}
        icon={<PersonIcon />}
      />
      <LinkItem
        to={changePasswordRoute(area)}
        label={translate('app.user_menu.change_password')}
        icon={<LockResetIcon />}
      />
      <LocaleItems />
      <Logout />
    </UserMenu>
  );
}
