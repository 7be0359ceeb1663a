import type { DefaultMenuEntry } from '../common/access-parts';

// The side-menu pages of energy-reports;
// collected by scripts/gen-contracts.ts into menus/menu-entries.gen.ts.
export const energyReportsMenuEntries = [
  {
    menu_field: 'EnergyConsumptionStatistics',
    menu_name: { zh_CN: '能耗统计', en_US: 'Energy consumption' },
    menu_type: '2',
    link_address: 'Report/EnergyConsumptionStatistics',
    icon: '',
    group: 'Report',
    order: 1,
  },
  {
    menu_field: 'ElectricityStatistics',
    menu_name: { zh_CN: '电量统计', en_US: 'Electricity statistics' },
    menu_type: '2',
    link_address: 'Report/ElectricityStatistics',
    icon: '',
    group: 'Report',
    order: 2,
  },
] as const satisfies readonly DefaultMenuEntry[];
