import type { DefaultMenuEntry } from '../common/access-parts';

// The side-menu pages of strategies;
// collected by scripts/gen-contracts.ts into menus/menu-entries.gen.ts.
export const strategiesMenuEntries = [
  {
    menu_field: 'StationBatchStrategyList',
    menu_name: { zh_CN: '批量配置', en_US: 'Batch configuration' },
    menu_type: '2',
    link_address: 'StationManagement/StationBatchStrategyList',
    icon: '',
    group: 'StationManagement',
    order: 4,
  },
] as const satisfies readonly DefaultMenuEntry[];
