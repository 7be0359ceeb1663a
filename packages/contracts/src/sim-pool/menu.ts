import type { DefaultMenuEntry } from '../common/access-parts';

// The side-menu pages of sim-pool;
// collected by scripts/gen-contracts.ts into menus/menu-entries.gen.ts.
export const simPoolMenuEntries = [
  {
    menu_field: 'SimpoolList',
    menu_name: { zh_CN: 'SIM 卡池', en_US: 'SIM pool' },
    menu_type: '2',
    link_address: 'SystemManagement/SimpoolList',
    icon: '',
    group: 'SystemManagement',
    order: 2,
  },
] as const satisfies readonly DefaultMenuEntry[];
