import type { Labels } from '../common/label';

/** '1' group, '2' page, '100' element (leaf). */
export const MENU_TYPES = ['1', '2', '100'] as const;
export type MenuType = (typeof MENU_TYPES)[number];
export const MENU_TYPE = { group: '1', page: '2', element: '100' } as const satisfies Record<
  string,
  MenuType
>;
export const MENU_TYPE_LABELS: Labels<MenuType> = {
  '1': { zh: '分组', en: 'Group' },
  '2': { zh: '页面', en: 'Page' },
  '100': { zh: '元素', en: 'Element' },
};

/** How a page opens: a built-in route, a configured HMI page, or an embedded external address. */
export const LINK_TYPES = ['code', 'application', 'interface'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
export const LINK_TYPE_LABELS: Labels<LinkType> = {
  code: { zh: '内置页面', en: 'Built-in page' },
  application: { zh: '组态应用', en: 'Configured application' },
  interface: { zh: '外部链接', en: 'External page' },
};
