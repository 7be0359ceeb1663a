import { ClusterOutlined, DashboardOutlined, FundProjectionScreenOutlined } from '@ant-design/icons';
import { Button, type MenuProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { issueHandOffTicket } from '../../features/auth/utils/handOff';
import { useTranslation } from 'react-i18next';
import { screenRoutes } from '../routeTable';
import { monitoringScreenUrl } from './monitoringLinks';

const ICONS: Record<string, ReactNode> = {
  '/StationScreen': <FundProjectionScreenOutlined />,
  '/MicroGridScreen': <ClusterOutlined />,
  '/MonitorScreen': <DashboardOutlined />,
};

/**
 * Opens the screen in a new tab with a one-time ticket in its address (never the session token);
 * without a ticket the link's own address still works on this host, where the tab shares the session.
 */
export function openMonitoringScreen(href: string) {
  const opened = window.open('about:blank', '_blank');
  if (!opened) return;
  opened.opener = null;
  issueHandOffTicket()
    .then(({ ticket }) => opened.location.replace(`${href}&ticket=${encodeURIComponent(ticket)}`))
    .catch(() => opened.location.replace(href));
}

function handleOpen(event: MouseEvent, href: string) {
  event.preventDefault();
  openMonitoringScreen(href);
}

/** The monitoring screens as entries of the phone header's one menu. */
export function useMonitoringMenuItems(): MenuProps['items'] {
  const { t } = useTranslation();
  return screenRoutes.flatMap((screen) => {
    const href = monitoringScreenUrl(screen.path);
    if (!href) return [];
    return [
      {
        key: screen.path,
        icon: ICONS[screen.path],
        label: t(screen.linkKey),
        onClick: () => openMonitoringScreen(href),
      },
    ];
  });
}

/** Header links to the full-screen monitoring views, each in a new tab (docs/spec/A-access-and-shell.md §2.5). */
export function MonitoringLinks({ compact }: { compact: boolean }) {
  // The language is part of the link, so a language change must re-render it.
  const { t } = useTranslation();
  return (
    <>
      {screenRoutes.map((screen) => {
        const href = monitoringScreenUrl(screen.path);
        if (!href) return null;
        return (
          <Button
            key={screen.path}
            type="text"
            icon={ICONS[screen.path]}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => handleOpen(event, href)}
            aria-label={t(screen.linkKey)}
            data-testid={`header-link-${screen.path.slice(1)}`}
          >
            {compact ? null : t(screen.linkKey)}
          </Button>
        );
      })}
    </>
  );
}
