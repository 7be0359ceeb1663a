import {
  AppstoreOutlined,
  AuditOutlined,
  GlobalOutlined,
  InboxOutlined,
  LogoutOutlined,
  MenuOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { useSessionUser } from '../../features/auth/hooks/useSessionUser';
import { containerPath } from '../routeTable';

const PERSONAL_CENTER = containerPath('SystemManagement/PersonalCenter');
const SYSTEM_SETTINGS = containerPath('SystemManagement/SystemConfig');
const MENU_MANAGE = containerPath('OperationManagement/MenuManage');
const LOGOUT = 'logout';

/** The platform console's pages: path under Admin, icon, label and test id. */
const ADMIN_PAGES = [
  { page: 'Tenants', icon: <AuditOutlined />, label: 'shell.adminTenants', testId: 'admin-tenants-link' },
  { page: 'Outbox', icon: <InboxOutlined />, label: 'shell.adminOutbox', testId: 'admin-outbox-link' },
  { page: 'Jobs', icon: <ScheduleOutlined />, label: 'shell.adminJobs', testId: 'admin-jobs-link' },
  { page: 'Brands', icon: <GlobalOutlined />, label: 'shell.adminBrands', testId: 'admin-brands-link' },
  { page: 'Menus', icon: <AppstoreOutlined />, label: 'shell.adminMenus', testId: 'admin-menus-link' },
  {
    page: 'WorkOrders',
    icon: <ToolOutlined />,
    label: 'shell.adminWorkOrders',
    testId: 'admin-work-orders-link',
  },
] as const;

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useSessionUser();

  // System settings and menu management are for the tenant manager only (docs/spec/A-access-and-shell.md §6).
  const items: MenuProps['items'] = [
    { key: PERSONAL_CENTER, icon: <UserOutlined />, label: t('shell.personalCenter') },
    ...(user?.isManager
      ? [
          { key: SYSTEM_SETTINGS, icon: <SettingOutlined />, label: t('shell.systemSettings') },
          { key: MENU_MANAGE, icon: <MenuOutlined />, label: t('shell.menuManage') },
        ]
      : []),
    // The platform console is the platform administrator's alone.
    ...(user?.isPlatformAdmin
      ? ADMIN_PAGES.map((admin) => ({
          key: containerPath(`Admin/${admin.page}`),
          icon: admin.icon,
          label: <span data-testid={admin.testId}>{t(admin.label)}</span>,
        }))
      : []),
    { type: 'divider' },
    { key: LOGOUT, icon: <LogoutOutlined />, label: <span data-testid="logout">{t('shell.logout')}</span> },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => (key === LOGOUT ? void logout() : navigate(key)) }}
    >
      <Button type="text" className="ies-user-button" data-testid="user-menu">
        <Avatar
          size="small"
          src={user?.avatar || undefined}
          icon={<UserOutlined />}
          data-testid="header-avatar"
        />
        <span className="ies-hide-narrow">{user?.name || t('shell.userFallback')}</span>
      </Button>
    </Dropdown>
  );
}
