import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { Logo } from '../Logo';
import { ModuleSwitcher } from '../ModuleSwitcher';
import { useArea } from './AreaContext';
import { AreaUserMenu } from './AreaUserMenu';

/** Logo (to the root), the page title, the module switcher and the user menu. */
export function AreaAppBar() {
  const area = useArea();
  return (
    <AppBar
      color="primary"
      userMenu={<AreaUserMenu />}
      toolbar={
        <>
          <ModuleSwitcher current={area} />
          <LoadingIndicator />
        </>
      }
    >
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', mr: 2 }}>
        <Logo variant="white" height={30} />
      </Box>
      <TitlePortal />
    </AppBar>
  );
}
