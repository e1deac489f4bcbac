import { productMenuTable } from '../crud/menu';
import AppsIcon from '@mui/icons-material/Apps';
import { IconButton, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { moduleSwitcherFor, type AreaId } from '../domain';
import { useSession } from '../providers/useSession';

/**
 * 'Módulos do Adesão': one entry per area the user may enter (the shared permission table),
 * each leading to that area's landing page; the current one is marked.
 */
export function ModuleSwitcher({ current }: { current?: AreaId }) {
  const translate = useTranslate();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const modules = moduleSwitcherFor(user, productMenuTable);
  const title = translate('app.modules.title');

  return (
    <>
      <Tooltip title={title}>
        <IconButton color="inherit" aria-label={title} onClick={(e) => setAnchor(e.currentTarget)}>
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': title } }}
      >
        <ListSubheader>{title}</ListSubheader>
        {modules.map((module) => (
          <MenuItem
            key={module.area}
            component={Link}
            to={module.route}
            selected={module.area === current}
            onClick={() => setAnchor(null)}
          >
            {translate(`app.modules.areas.${module.area}`, { _: module.label })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
