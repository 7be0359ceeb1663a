import type { DefaultMenuEntry } from '../common/access-parts';

// The side-menu pages of revenue;
// collected by scripts/gen-contracts.ts into menus/menu-entries.gen.ts.
export const revenueMenuEntries = [
  {
    menu_field: 'RevenueStatistics',
    menu_name: { zh_CN: '收益统计', en_US: 'Revenue statistics' },
    menu_type: '2',
    link_address: 'Report/RevenueStatistics',
    icon: '',
    group: 'Report',
    order: 3,
  },
] as const satisfies readonly DefaultMenuEntry[];
