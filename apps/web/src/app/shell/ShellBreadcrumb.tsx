import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { containerPath, containerRoutes } from '../routeTable';
import { MENU_GROUP_DISPLAY } from './menuGroups';
import { routeTrail } from './sideMenuModel';

export function ShellBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = routeTrail(pathname, containerRoutes);
  const group = trail.find((route) => route.menu)?.menu?.group;
  if (trail.length === 0) return null;

  const items = [
    ...(group && group !== 'home' ? [{ title: t(MENU_GROUP_DISPLAY[group].titleKey) }] : []),
    ...trail.map((route, index) => ({
      title:
        index < trail.length - 1 ? (
          <Link to={containerPath(route.path)}>{t(route.titleKey)}</Link>
        ) : (
          t(route.titleKey)
        ),
    })),
  ];
  return (
    <nav aria-label={t('shell.breadcrumb')} className="ies-shell-breadcrumb">
      <Breadcrumb items={items} />
    </nav>
  );
}
