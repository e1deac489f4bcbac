import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  Collapse,
  List,
  ListItemIcon,
  ListItemText,
  MenuItem as MuiMenuItem,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { Menu, useSidebarState, useStore, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { APP_VERSION, menuFor, type MenuItem } from '../../domain';
import { useConfiguracao } from '../../providers/configuracao';
import { useSession } from '../../providers/useSession';
import { productMenuTable } from '../../crud/menu';
import { useVisoesSalvas } from '../../resources/visoes/useVisoesSalvas';
import { grupoDeVisoes } from '../../resources/visoes/visoesNoMenu';
import { useClearListFilter } from '../listFilter';
import { useArea } from './AreaContext';
import { useOpenExportReport } from './ExportReport';
import { menuIcon } from './menuIcons';

/**
 * The sidebar of an area, built from the shared menu table (menuFor): what a role may not use
 * is not listed. Each click clears the stored list filter, as the spec asks; the version of the
 * product closes the menu.
 */
export function AreaMenu() {
  const area = useArea();
  const { user } = useSession();
  const openExport = useOpenExportReport();
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  // The environment hides what exists only outside production ('Mensagens enviadas').
  const ambiente = useConfiguracao()?.ambiente;
  const menu = user ? menuFor(area, user, productMenuTable(area), { ambiente }) : [];
  const { data: visoes = [] } = useVisoesSalvas(area);
  const grupoVisoes = grupoDeVisoes(menu, visoes, translate('visoes.menu'));
  const items = grupoVisoes ? [...menu, grupoVisoes] : menu;
  // Short menus open every group; long ones (commercial manager, dealership) only the group of
  // the current page, so the sidebar fits a laptop screen.
  const expandAll = countLinks(items) <= EXPAND_ALL_UP_TO;

  return (
    <>
      <Menu>
        {items.map((item) => (
          <MenuEntry
            key={item.key}
            item={item}
            area={area}
            depth={0}
            expandAll={expandAll}
            onExport={openExport}
          />
        ))}
      </Menu>
      {/* Outside the menu: a role="menu" may hold only menu items and groups. */}
      {sidebarOpen ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.version', { version: APP_VERSION })}
          </Typography>
        </Box>
      ) : null}
    </>
  );
}

const EXPAND_ALL_UP_TO = 12;

function countLinks(items: readonly MenuItem[]): number {
  return items.reduce((n, item) => n + (item.children ? countLinks(item.children) : 1), 0);
}

interface EntryProps {
  item: MenuItem;
  area: string;
  depth: number;
  expandAll: boolean;
  onExport: () => void;
}

function MenuEntry({ item, area, depth, expandAll, onExport }: EntryProps) {
  const clearListFilter = useClearListFilter();
  const [sidebarOpen] = useSidebarState();
  const indent = sidebarOpen ? depth * 2 : 0;

  if (item.kind === 'group') {
    return (
      <MenuGroup item={item} area={area} depth={depth} expandAll={expandAll} onExport={onExport} />
    );
  }
  if (item.kind === 'export-report') {
    return (
      <MuiMenuItem onClick={onExport} sx={{ pl: 2 + indent, color: 'text.secondary' }}>
        <ListItemIcon>{menuIcon(item)}</ListItemIcon>
        {sidebarOpen ? <ListItemText>{item.label}</ListItemText> : null}
      </MuiMenuItem>
    );
  }
  return (
    <Menu.Item
      to={`/${area}/${item.path}`}
      primaryText={item.label}
      leftIcon={menuIcon(item)}
      onClick={clearListFilter}
      sx={{ pl: 2 + indent }}
    />
  );
}

/**
 * A group stays as the user left it, in the area's store: the menu is mounted again whenever
 * the phone's drawer opens (and after a reload), and a proposal's page belongs to no group, so
 * deciding again from the address closed the group of the list the proposal was opened from.
 * Reaching a page of the group opens it.
 */
function MenuGroup({ item, area, depth, expandAll, onExport }: EntryProps) {
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const containsCurrent = (item.children ?? []).some((child) =>
    pathname.startsWith(`/${area}/${child.path}`),
  );
  const [stored, setOpen] = useStore<boolean | undefined>(`menu.grupos.${item.key}`);
  const open = stored ?? (containsCurrent || expandAll);
  useEffect(() => {
    if (containsCurrent) setOpen(true);
  }, [containsCurrent, setOpen]);

  return (
    <>
      <MuiMenuItem
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        sx={{ pl: 2 + (sidebarOpen ? depth * 2 : 0), color: 'text.secondary' }}
      >
        <ListItemIcon>{menuIcon(item)}</ListItemIcon>
        {sidebarOpen ? <ListItemText>{item.label}</ListItemText> : null}
        {sidebarOpen ? (
          open ? (
            <ExpandLess fontSize="small" />
          ) : (
            <ExpandMore fontSize="small" />
          )
        ) : null}
      </MuiMenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {/* A group of the menu, not a list: menu items must sit in a menu or a group. */}
        <List disablePadding role="group" aria-label={item.label}>
          {(item.children ?? []).map((child) => (
            <MenuEntry
              key={child.key}
              item={child}
              area={area}
              depth={depth + 1}
              expandAll={expandAll}
              onExport={onExport}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}
