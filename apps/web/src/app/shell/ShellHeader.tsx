import {
  BgColorsOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { CapacityNotice } from '../../features/capacity/components/CapacityNotice';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { AlarmCountBadge } from '../../features/alarms/components/AlarmCountBadge';
import { MessageBell } from './MessageBell';
import { MonitoringLinks } from './MonitoringLinks';
import { ShellBrand } from './ShellBrand';
import { UserMenu } from './UserMenu';

interface ShellHeaderProps {
  showBrand: boolean;
  /** On narrow screens the side menu has no trigger of its own; the header opens it. */
  menuToggle?: { collapsed: boolean; onToggle: () => void };
  /** Icon-only actions, for narrow screens. */
  compact: boolean;
  onOpenTheme: () => void;
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
        <MonitoringLinks compact={compact} />
        <Button
          type="text"
          icon={<QuestionCircleOutlined />}
          href="/Help"
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('shell.help')}
          data-testid="header-help"
        >
          {compact ? null : t('shell.help')}
        </Button>
        <Button
          type="text"
          icon={<MobileOutlined />}
          href="/appDownload"
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('shell.appDownload')}
          data-testid="header-app-download"
        >
          {compact ? null : t('shell.appDownload')}
        </Button>
        <Button
          type="text"
          icon={<BgColorsOutlined />}
          aria-label={t('shell.theme')}
          onClick={onOpenTheme}
          data-testid="theme-button"
        />
        <LanguageSwitch compact={compact} />
        <AlarmCountBadge />
        <MessageBell />
        <UserMenu />
      </nav>
    </Layout.Header>
  );
}
