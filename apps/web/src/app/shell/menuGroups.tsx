import {
  BarChartOutlined,
  ClusterOutlined,
  FileDoneOutlined,
  HomeOutlined,
  LineChartOutlined,
  SettingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { I18nKey } from '../../i18n/keys';
import type { MenuGroupKey } from '../routeTable';

export const MENU_GROUP_DISPLAY: Record<MenuGroupKey, { titleKey: I18nKey; icon: ReactNode }> = {
  home: { titleKey: 'menuGroup.home', icon: <HomeOutlined /> },
  station: { titleKey: 'menuGroup.station', icon: <ThunderboltOutlined /> },
  operation: { titleKey: 'menuGroup.operation', icon: <ClusterOutlined /> },
  repair: { titleKey: 'menuGroup.repair', icon: <FileDoneOutlined /> },
  analysis: { titleKey: 'menuGroup.analysis', icon: <LineChartOutlined /> },
  report: { titleKey: 'menuGroup.report', icon: <BarChartOutlined /> },
  user: { titleKey: 'menuGroup.user', icon: <TeamOutlined /> },
  system: { titleKey: 'menuGroup.system', icon: <SettingOutlined /> },
};
