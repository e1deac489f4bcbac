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
import { memo, useEffect, useMemo } from 'react';
import { Menu, MenuItemLinkClasses, useSidebarState, useStore, useTranslate } from 'react-admin';
import { createPath, matchPath, useLocation, type Location } from 'react-router-dom';
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
import { RoteadorCongelado } from './RoteadorCongelado';

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
  const location = useLocation();
  // The environment hides what exists only outside production ('Mensagens enviadas').
  const ambiente = useConfiguracao()?.ambiente;
  const visoes = useVisoesSalvas(area).data ?? SEM_VISOES;
  // The same entries from one navigation to the next, so that each entry renders again only
  // when it gains or loses the current page.
  const items = useMemo(() => {
    const menu = user ? menuFor(area, user, productMenuTable(area), { ambiente }) : [];
    const grupoVisoes = grupoDeVisoes(menu, visoes, translate('visoes.menu'));
    return grupoVisoes ? [...menu, grupoVisoes] : menu;
  }, [area, user, ambiente, visoes, translate]);
  // Short menus open every group; long ones (commercial manager, dealership) only the group of
  // the current page, so the sidebar fits a laptop screen.
  const expandAll = countLinks(items) <= EXPAND_ALL_UP_TO;
  return (
    <>
      <Menu>
        {/* The entries learn the address only from `atual` (FORA_DO_MENU). */}
        <RoteadorCongelado location={FORA_DO_MENU}>
          {items.map((item) => (
            <MenuEntry
              key={item.key}
              item={item}
              area={area}
              depth={0}
              expandAll={expandAll}
              onExport={openExport}
              atual={contemAtual(item, area, location.pathname) ? location : undefined}
            />
          ))}
        </RoteadorCongelado>
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

/**
 * The address the menu's entries see: one at which none of them is current. Their links go to
 * absolute paths, which resolve the same from any address; which entry is current they learn
 * from their `atual` prop, so a navigation renders only the entries it concerns instead of
 * every link of the menu (each of which reads react-router's address).
 */
const FORA_DO_MENU: Location = {
  pathname: '/',
  search: '',
  hash: '',
  state: null,
  key: 'menu',
};

/** The entry's link, or one of its group's, is the current page or a page under it. */
function contemAtual(item: MenuItem, area: string, pathname: string): boolean {
  if (item.kind === 'group') {
    return (item.children ?? []).some((child) => contemAtual(child, area, pathname));
  }
  if (item.kind === 'export-report') return false;
  // react-admin's own rule for its menu links (MenuItemLink: useMatch, `end: false`).
  return matchPath({ path: `/${area}/${item.path}`, end: false }, pathname) !== null;
}

const EXPAND_ALL_UP_TO = 12;
/** The same empty list each render while the saved views load: the entries stay the same. */
const SEM_VISOES: never[] = [];

function countLinks(items: readonly MenuItem[]): number {
  return items.reduce((n, item) => n + (item.children ? countLinks(item.children) : 1), 0);
}

interface EntryProps {
  item: MenuItem;
  area: string;
  depth: number;
  expandAll: boolean;
  onExport: () => void;
  /** The current address, given only to the entries that contain it. */
  atual?: Location;
}

const MenuEntry = memo(function MenuEntry({
  item,
  area,
  depth,
  expandAll,
  onExport,
  atual,
}: EntryProps) {
  const clearListFilter = useClearListFilter();
  const [sidebarOpen] = useSidebarState();
  const indent = sidebarOpen ? depth * 2 : 0;

  if (item.kind === 'group') {
    return (
      <MenuGroup
        item={item}
        area={area}
        depth={depth}
        expandAll={expandAll}
        onExport={onExport}
        atual={atual}
      />
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
  const to = `/${area}/${item.path}`;
  return (
    <Menu.Item
      to={to}
      // What react-admin's link decides from the address, which it does not see here.
      className={atual ? MenuItemLinkClasses.active : undefined}
      // react-router's Link replaces the history entry when it leads where the window is.
      replace={atual !== undefined && createPath(atual) === to}
      primaryText={item.label}
      leftIcon={menuIcon(item)}
      onClick={clearListFilter}
      sx={{ pl: 2 + indent }}
    />
  );
});

/**
 * A group stays as the user left it, in the area's store: the menu is mounted again whenever
 * the phone's drawer opens (and after a reload), and a proposal's page belongs to no group, so
 * deciding again from the address closed the group of the list the proposal was opened from.
 * Reaching a page of the group opens it.
 */
function MenuGroup({ item, area, depth, expandAll, onExport, atual }: EntryProps) {
  const [sidebarOpen] = useSidebarState();
  const containsCurrent = atual !== undefined;
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
              atual={atual && contemAtual(child, area, atual.pathname) ? atual : undefined}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}
