import type { DefaultMenuEntry } from '../common/access-parts';

// The side-menu pages of alarms;
// collected by scripts/gen-contracts.ts into menus/menu-entries.gen.ts.
export const alarmsMenuEntries = [
  {
    menu_field: 'AlarmList',
    menu_name: { zh_CN: '告警列表', en_US: 'Alarms' },
    menu_type: '2',
    link_address: 'StationManagement/AlarmList',
    icon: '',
    group: 'StationManagement',
    order: 2,
  },
] as const satisfies readonly DefaultMenuEntry[];
