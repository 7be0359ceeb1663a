import type { MenuItem } from '@ies/contracts';
import { Menu, type MenuProps, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { menuIcon } from '../../features/menus/components/MenuIcon';
import { useVisibleMenu } from '../../features/menus/hooks/useTenantMenu';
import { groupTrail, menuItemHref, menuItemName } from '../../features/menus/utils/menuLinks';
import type { currentLocale } from '../../i18n';
import { translateError } from '../../i18n/translateError';
import { containerPath, containerRoutes } from '../routeTable';
import { MENU_GROUP_DISPLAY } from './menuGroups';
import { activeMenuRoute, buildSideMenu } from './sideMenuModel';

const BUILT_IN_MENU = buildSideMenu(containerRoutes);

interface SideMenuProps {
  theme: 'light' | 'dark';
  /** The sider is folded (an icon bar, or hidden on a phone): groups open as popups, on demand only. */
  collapsed?: boolean;
}

type Items = NonNullable<MenuProps['items']>;

/** Groups become folders; pages (with their elements) are entries. */
function tenantItems(tree: readonly MenuItem[], locale: ReturnType<typeof currentLocale>): Items {
  return tree.map((item) =>
    item.menu_type === '1'
      ? {
          key: item.menu_field,
          icon: menuIcon(item.icon),
          label: menuItemName(item, locale),
          children: tenantItems(item.children, locale),
        }
      : { key: menuItemHref(item), icon: menuIcon(item.icon), label: menuItemName(item, locale) },
  );
}

/**
 * The side menu: the tenant menu filtered for the caller (docs/spec/A-access-and-shell.md §6). While it loads, and when it
 * cannot be loaded, the built-in menu of the route table stands in (with a message on failure).
 */
export function SideMenu({ theme, collapsed = false }: SideMenuProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tree, failed } = useVisibleMenu();
  const active = activeMenuRoute(pathname, containerRoutes);
  const selectedKey = active ? containerPath(active.path) : pathname;
  const activeGroups = useMemo(
    () => (tree ? groupTrail(tree, selectedKey) : active?.menu ? [active.menu.group] : []),
    [tree, selectedKey, active],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroups);
  // Folded, the open groups would show as popups over the page (the current page's group stuck
  // open on a phone): popups have their own keys, empty until hovered, closed on each new page.
  const [popupKeys, setPopupKeys] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the popups
  useEffect(() => setPopupKeys([]), [pathname, collapsed]);

  // Arriving at a page by link opens its groups without closing the ones the user opened.
  useEffect(() => {
    setOpenKeys((keys) =>
      activeGroups.every((key) => keys.includes(key)) ? keys : [...new Set([...keys, ...activeGroups])],
    );
  }, [activeGroups]);

  const items = useMemo<Items>(() => {
    if (tree) return tenantItems(tree, i18n.language === 'en' ? 'en' : 'zh');
    return BUILT_IN_MENU.map((group) => {
      const display = MENU_GROUP_DISPLAY[group.key];
      const entries = group.routes.map((route) => ({
        key: containerPath(route.path),
        label: t(route.titleKey),
      }));
      const [only] = entries;
      // Home is a plain entry; every other group is a folder, even with one page.
      if (group.key === 'home' && only) return { ...only, icon: display.icon };
      return { key: group.key, icon: display.icon, label: t(display.titleKey), children: entries };
    });
  }, [tree, t, i18n.language]);

  return (
    <>
      <Menu
        mode="inline"
        theme={theme}
        items={items}
        selectedKeys={[selectedKey]}
        openKeys={collapsed ? popupKeys : openKeys}
        onOpenChange={collapsed ? setPopupKeys : setOpenKeys}
        onClick={({ key }) => navigate(key)}
        data-testid="side-menu"
        data-source={tree ? 'tenant' : 'built-in'}
      />
      {failed ? (
        <Typography.Text type="danger" className="ies-side-menu-error" data-testid="side-menu-error">
          {translateError('iot-menu.10008')}
        </Typography.Text>
      ) : null}
    </>
  );
}
