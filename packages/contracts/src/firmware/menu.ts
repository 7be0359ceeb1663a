import type { DefaultMenuEntry } from '../common/access-parts';

// The side-menu pages of firmware;
// collected by scripts/gen-contracts.ts into menus/menu-entries.gen.ts.
export const firmwareMenuEntries = [
  {
    menu_field: 'FirmwareList',
    menu_name: { zh_CN: '固件升级', en_US: 'Firmware upgrade' },
    menu_type: '2',
    link_address: 'DeviceManager/FirmwareList',
    icon: '',
    group: 'DeviceManager',
    order: 2,
  },
] as const satisfies readonly DefaultMenuEntry[];
