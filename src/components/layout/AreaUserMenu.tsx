import LockResetIcon from '@mui/icons-material/LockResetOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
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

/** The app bar's user menu: the area's own profile and change-password screens, and Sair. */
export function AreaUserMenu() {
  const area = useArea();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name: its accessible name must contain that text (WCAG 2.5.3).
  const label = identity?.fullName
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
      <Logout />
    </UserMenu>
  );
}
