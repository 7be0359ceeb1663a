import type { DefaultMenuEntry } from '../common/access-parts';

// The side-menu pages of prices;
// collected by scripts/gen-contracts.ts into menus/menu-entries.gen.ts.
export const pricesMenuEntries = [
  {
    menu_field: 'PriceList',
    menu_name: { zh_CN: '电站电价', en_US: 'Station prices' },
    menu_type: '2',
    link_address: 'StationManagement/PriceList',
    icon: '',
    group: 'StationManagement',
    order: 3,
  },
] as const satisfies readonly DefaultMenuEntry[];
