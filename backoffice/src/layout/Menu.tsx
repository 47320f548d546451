import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import { Divider, ListSubheader } from '@mui/material';
import { createElement, Fragment } from 'react';
import {
  Menu as RaMenu,
  MenuItemLink,
  useBasename,
  useCanAccessResources,
  useGetResourceLabel,
  usePermissions,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isCrmRole } from '../auth';
import { MENU_RESOURCES, filterOf, filterSearch, visibleMenu, type MenuEntry } from './menu';

/** A menu entry; the pre-filtered banner entries are marked current only for their own kind. */
const EntryLink = ({ entry }: { entry: MenuEntry }) => {
  const resources = useResourceDefinitions();
  const getResourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  const location = useLocation();
  const basename = useBasename();
  const icon = resources[entry.resource]?.icon;
  const search = entry.filter ? filterSearch(entry.filter) : '';
  // Both banner entries open /banners: only the one whose kind is being listed is current.
  const otherKind =
    !!entry.filter && location.pathname.endsWith(`/${entry.resource}`) && filterOf(location.search).kind !== entry.filter.kind;
  return (
    <MenuItemLink
      to={{ pathname: `${basename}/${entry.resource}`, search }}
      state={{ _scrollToTop: true }}
      primaryText={entry.label ? translate(entry.label) : getResourceLabel(entry.resource, 2)}
      leftIcon={icon ? createElement(icon) : undefined}
      data-testid={`menu-${entry.resource}${entry.filter ? `-${entry.filter.kind}` : ''}`}
      sx={otherKind ? { '&.RaMenuItemLink-active': { color: 'text.secondary' } } : undefined}
    />
  );
};

/** An organization's home: the CRM dashboard (a custom page at /crm). */
const CrmDashboardItem = () => {
  const basename = useBasename();
  const translate = useTranslate();
  const { pathname } = useLocation();
  // MenuItemLink matches by prefix: /crm must not look current on /crm/events.
  const inside = pathname !== `${basename}/crm`;
  return (
    <MenuItemLink
      to={`${basename}/crm`}
      sx={inside ? { '&.RaMenuItemLink-active': { color: 'text.secondary' } } : undefined}
      primaryText={translate('hashar.crm.dashboard.title')}
      leftIcon={<SpaceDashboardIcon />}
      data-testid="menu-crm-dashboard"
    />
  );
};

/** The admin menu of spec §2, grouped; entries the role may not open (canAccess) are not shown. */
export const Menu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<string | null>();
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: MENU_RESOURCES });
  const groups = isPending || !canAccess ? [] : visibleMenu((resource) => canAccess[resource] === true);
  return (
    <RaMenu>
      {isCrmRole(permissions) ? <CrmDashboardItem /> : <RaMenu.DashboardItem />}
      {groups.map((group) => (
        <Fragment key={group.key}>
          {group.label ? (
            open ? (
              <ListSubheader disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
                {translate(group.label)}
              </ListSubheader>
            ) : (
              <Divider sx={{ my: 1 }} />
            )
          ) : null}
          {group.entries.map((entry) => (
            <EntryLink key={`${entry.resource}-${entry.filter?.kind ?? ''}`} entry={entry} />
          ))}
        </Fragment>
      ))}
    </RaMenu>
  );
};
