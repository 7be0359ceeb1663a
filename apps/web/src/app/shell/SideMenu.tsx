import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { containerPath, containerRoutes } from '../routeTable';
import { MENU_GROUP_DISPLAY } from './menuGroups';
import { activeMenuRoute, buildSideMenu } from './sideMenuModel';

const SIDE_MENU = buildSideMenu(containerRoutes);

interface SideMenuProps {
  theme: 'light' | 'dark';
}

export function SideMenu({ theme }: SideMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = activeMenuRoute(pathname, containerRoutes);
  const activeGroup = active?.menu?.group;
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroup ? [activeGroup] : []);

  // Arriving at a page by link opens its group without closing the ones the user opened.
  useEffect(() => {
    if (activeGroup) setOpenKeys((keys) => (keys.includes(activeGroup) ? keys : [...keys, activeGroup]));
  }, [activeGroup]);

  const items = useMemo<MenuProps['items']>(
    () =>
      SIDE_MENU.map((group) => {
        const display = MENU_GROUP_DISPLAY[group.key];
        const entries = group.routes.map((route) => ({
          key: containerPath(route.path),
          label: t(route.titleKey),
        }));
        const [only] = entries;
        // Home is a plain entry; every other group is a folder, even with one page.
        if (group.key === 'home' && only) return { ...only, icon: display.icon };
        return { key: group.key, icon: display.icon, label: t(display.titleKey), children: entries };
      }),
    [t],
  );

  return (
    <Menu
      mode="inline"
      theme={theme}
      items={items}
      selectedKeys={active ? [containerPath(active.path)] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => navigate(key)}
      data-testid="side-menu"
    />
  );
}
