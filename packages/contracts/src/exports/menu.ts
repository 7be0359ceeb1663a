import type { DefaultMenuEntry } from '../common/access-parts';

// The side-menu pages of exports;
// collected by scripts/gen-contracts.ts into menus/menu-entries.gen.ts.
export const exportsMenuEntries = [
  {
    menu_field: 'Downloads',
    menu_name: { zh_CN: '下载任务', en_US: 'Download tasks' },
    menu_type: '2',
    link_address: 'Report/Downloads',
    icon: '',
    group: 'Report',
    order: 9,
  },
] as const satisfies readonly DefaultMenuEntry[];
