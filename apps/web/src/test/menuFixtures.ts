import type { MenuItem } from '@ies/contracts';

/** A menu item for web tests; children nest under it. */
export function menuItem(
  menu_field: string,
  overrides: Partial<MenuItem> = {},
  children: MenuItem[] = [],
): MenuItem {
  return {
    menu_field,
    menu_name: { zh_CN: `${menu_field}中文`, en_US: menu_field },
    menu_type: children.length ? '1' : '2',
    link_type: 'code',
    link_address: '',
    icon: '',
    show: true,
    is_public: true,
    group: 'nothing',
    order: 0,
    update_time: '2026-01-01T00:00:00.000Z',
    children: children.map((child) => ({ ...child, group: menu_field })),
    ...overrides,
  };
}

/** A tenant menu: public station pages, a public user group, and the tenant's own pages. */
export const tenantMenuFixture: MenuItem[] = [
  menuItem('StationManagement', { icon: 'ThunderboltOutlined' }, [
    menuItem('StationList', { link_address: 'StationManagement/StationList' }),
    menuItem('AlarmList', { link_address: 'StationManagement/AlarmList' }),
  ]),
  menuItem('UserManagement', {}, [
    menuItem('SubUserManager', { link_address: 'UserManagement/SubUserManager' }),
  ]),
  menuItem('ExternalReport', {
    is_public: false,
    link_type: 'interface',
    link_address: 'https://example.com/report',
  }),
  menuItem('PlantView', {
    is_public: false,
    link_type: 'application',
    link_address: { hmi_id: 'hmi7', web_id: 'web3', page_id: 'page9' },
  }),
  menuItem('LegacyScreen', { is_public: false, link_type: 'code', link_address: 'Legacy/Screen' }),
  menuItem('HiddenPage', {
    is_public: false,
    show: false,
    link_type: 'interface',
    link_address: 'https://x.test',
  }),
];
