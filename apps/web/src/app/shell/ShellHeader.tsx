import {
  BgColorsOutlined,
  EllipsisOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Layout, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CapacityNotice } from '../../features/capacity/components/CapacityNotice';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { AlarmCountBadge } from '../../features/alarms/components/AlarmCountBadge';
import { MessageBell } from './MessageBell';
import { MonitoringLinks, useMonitoringMenuItems } from './MonitoringLinks';
import { ShellBrand } from './ShellBrand';
import { UserMenu } from './UserMenu';

/** Pages that open in a tab of their own. */
const PAGE_LINKS = [
  { href: '/Help', icon: <QuestionCircleOutlined />, label: 'shell.help', testId: 'header-help' },
  {
    href: '/appDownload',
    icon: <MobileOutlined />,
    label: 'shell.appDownload',
    testId: 'header-app-download',
  },
] as const;

interface ShellHeaderProps {
  showBrand: boolean;
  /** On narrow screens the side menu has no trigger of its own; the header opens it. */
  menuToggle?: { collapsed: boolean; onToggle: () => void };
  /** Icon-only actions, for narrow screens. */
  compact: boolean;
  onOpenTheme: () => void;
}

/**
 * On a phone the links (monitoring screens, help, app download, theme) fold into one menu, so the
 * header keeps only language, alarms, messages and the user (issue 34 item 5).
 */
function FoldedLinks({ onOpenTheme }: { onOpenTheme: () => void }) {
  const { t } = useTranslation();
  const monitoring = useMonitoringMenuItems() ?? [];
  const items: MenuProps['items'] = [
    ...monitoring,
    ...PAGE_LINKS.map((link) => ({
      key: link.href,
      icon: link.icon,
      label: (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {t(link.label)}
        </a>
      ),
    })),
    { key: 'theme', icon: <BgColorsOutlined />, label: t('shell.theme'), onClick: onOpenTheme },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        icon={<EllipsisOutlined />}
        aria-label={t('shell.more')}
        data-testid="header-more"
      />
    </Dropdown>
  );
}

export function ShellHeader({ showBrand, menuToggle, compact, onOpenTheme }: ShellHeaderProps) {
  const { t } = useTranslation();
  return (
    <Layout.Header className="ies-shell-header">
      <div className="ies-shell-header-start">
        {menuToggle && (
          <Button
            type="text"
            icon={menuToggle.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={menuToggle.collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
            aria-expanded={!menuToggle.collapsed}
            onClick={menuToggle.onToggle}
            data-testid="menu-toggle"
          />
        )}
        {showBrand && <ShellBrand />}
      </div>
      <nav className="ies-shell-header-actions" aria-label={t('app.name')}>
        <CapacityNotice />
        {compact ? <FoldedLinks onOpenTheme={onOpenTheme} /> : <MonitoringLinks compact={false} />}
        {compact
          ? null
          : PAGE_LINKS.map((link) => (
              <Button
                key={link.href}
                type="text"
                icon={link.icon}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(link.label)}
                data-testid={link.testId}
              >
                {compact ? null : t(link.label)}
              </Button>
            ))}
        {compact ? null : (
          <Button
            type="text"
            icon={<BgColorsOutlined />}
            aria-label={t('shell.theme')}
            onClick={onOpenTheme}
            data-testid="theme-button"
          />
        )}
        <LanguageSwitch compact={compact} />
        <AlarmCountBadge />
        <MessageBell />
        <UserMenu />
      </nav>
    </Layout.Header>
  );
}
