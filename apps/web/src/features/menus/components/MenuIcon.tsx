import {
  AppstoreOutlined,
  BarChartOutlined,
  ClusterOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  LineChartOutlined,
  LinkOutlined,
  SettingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The antd icons a menu item may name; importing every icon would weigh on the bundle. */
export const MENU_ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  ClusterOutlined: <ClusterOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  FileDoneOutlined: <FileDoneOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  GlobalOutlined: <GlobalOutlined />,
  HomeOutlined: <HomeOutlined />,
  LineChartOutlined: <LineChartOutlined />,
  LinkOutlined: <LinkOutlined />,
  SettingOutlined: <SettingOutlined />,
  TeamOutlined: <TeamOutlined />,
  ThunderboltOutlined: <ThunderboltOutlined />,
  ToolOutlined: <ToolOutlined />,
};

/** An item's icon: a known antd icon name or an uploaded image; nothing for anything else. */
export function menuIcon(icon: string): ReactNode {
  if (icon.startsWith('/api/uploads/') || icon.startsWith('https://')) {
    return <img src={icon} alt="" className="ies-menu-icon" width={14} height={14} />;
  }
  return MENU_ICONS[icon];
}
