import type { DefaultMenuEntry } from '../common/access-parts';

// The side-menu pages of dashboards;
// collected by scripts/gen-contracts.ts into menus/menu-entries.gen.ts.
export const dashboardsMenuEntries = [
  {
    menu_field: 'DataDashboards',
    menu_name: { zh_CN: '数据看板', en_US: 'Data dashboards' },
    menu_type: '2',
    link_address: 'DataAnalysis/DataDashboards',
    icon: '',
    group: 'DataAnalysis',
    order: 3,
  },
] as const satisfies readonly DefaultMenuEntry[];
