import {
  AppstoreOutlined,
  AuditOutlined,
  GlobalOutlined,
  InboxOutlined,
  LogoutOutlined,
  MenuOutlined,
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
const ADMIN_TENANTS = containerPath('Admin/Tenants');
const ADMIN_OUTBOX = containerPath('Admin/Outbox');
const ADMIN_BRANDS = containerPath('Admin/Brands');
const ADMIN_MENUS = containerPath('Admin/Menus');
const ADMIN_WORK_ORDERS = containerPath('Admin/WorkOrders');
const LOGOUT = 'logout';

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
      ? [
          {
            key: ADMIN_TENANTS,
            icon: <AuditOutlined />,
            label: <span data-testid="admin-tenants-link">{t('shell.adminTenants')}</span>,
          },
          {
            key: ADMIN_OUTBOX,
            icon: <InboxOutlined />,
            label: <span data-testid="admin-outbox-link">{t('shell.adminOutbox')}</span>,
          },
          {
            key: ADMIN_BRANDS,
            icon: <GlobalOutlined />,
            label: <span data-testid="admin-brands-link">{t('shell.adminBrands')}</span>,
          },
          {
            key: ADMIN_MENUS,
            icon: <AppstoreOutlined />,
            label: <span data-testid="admin-menus-link">{t('shell.adminMenus')}</span>,
          },
          {
            key: ADMIN_WORK_ORDERS,
            icon: <ToolOutlined />,
            label: <span data-testid="admin-work-orders-link">{t('shell.adminWorkOrders')}</span>,
          },
        ]
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
