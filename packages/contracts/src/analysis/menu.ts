import type { DefaultMenuEntry } from '../common/access-parts';

// The side-menu pages of analysis;
// collected by scripts/gen-contracts.ts into menus/menu-entries.gen.ts.
export const analysisMenuEntries = [
  {
    menu_field: 'BatteryAnalysis',
    menu_name: { zh_CN: '电池分析', en_US: 'Battery analysis' },
    menu_type: '2',
    link_address: 'DataAnalysis/BatteryAnalysis',
    icon: '',
    group: 'DataAnalysis',
    order: 1,
  },
  {
    menu_field: 'BackwardMonomer',
    menu_name: { zh_CN: '落后单体', en_US: 'Lagging cells' },
    menu_type: '2',
    link_address: 'Report/BackwardMonomer',
    icon: '',
    group: 'DataAnalysis',
    order: 2,
  },
  {
    menu_field: 'PeriodAnalysis',
    menu_name: { zh_CN: '时段分析', en_US: 'Period analysis' },
    menu_type: '2',
    link_address: 'DataAnalysis/PeriodAnalysis',
    icon: '',
    group: 'DataAnalysis',
    order: 4,
  },
] as const satisfies readonly DefaultMenuEntry[];
