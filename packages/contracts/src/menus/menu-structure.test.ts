import { describe, expect, it } from 'vitest';
import { menuItemCreateSchema } from './menus';
import type { DefaultMenuEntry } from '../common/access-parts';
import { DEFAULT_MENU, inTreeOrder } from './default-menu';
import { buildMenuTree, type MenuNode, menuPlacementError } from './menu-structure';

const existing: MenuNode[] = [
  { menu_field: 'Top', menu_type: '1', group: 'nothing' },
  { menu_field: 'Second', menu_type: '1', group: 'Top' },
  { menu_field: 'Page', menu_type: '2', group: 'Top' },
];

describe('menuPlacementError (docs/spec/B-operations.md §8)', () => {
  it('allows groups and pages at the top, and up to two group levels', () => {
    expect(menuPlacementError({ menu_field: 'A', menu_type: '1', group: 'nothing' }, existing)).toBeNull();
    expect(menuPlacementError({ menu_field: 'B', menu_type: '2', group: 'Second' }, existing)).toBeNull();
    expect(menuPlacementError({ menu_field: 'C', menu_type: '1', group: 'Top' }, existing)).toBeNull();
  });

  it('refuses a third group level', () => {
    expect(menuPlacementError({ menu_field: 'Third', menu_type: '1', group: 'Second' }, existing)).toBe(
      'iot-menu.10005',
    );
  });

  it('refuses nesting a group that has child groups under another group', () => {
    const moved = { menu_field: 'Top', menu_type: '1', group: 'Other' } as const;
    const others = [...existing, { menu_field: 'Other', menu_type: '1', group: 'nothing' } as const];
    expect(menuPlacementError(moved, others)).toBe('iot-menu.10005');
  });

  it('puts an element only under a page', () => {
    expect(menuPlacementError({ menu_field: 'E', menu_type: '100', group: 'Page' }, existing)).toBeNull();
    expect(menuPlacementError({ menu_field: 'E', menu_type: '100', group: 'Top' }, existing)).toBe(
      'iot-menu.10006',
    );
    expect(menuPlacementError({ menu_field: 'E', menu_type: '100', group: 'nothing' }, existing)).toBe(
      'iot-menu.10006',
    );
  });

  it('refuses a parent that does not exist or is not a group', () => {
    expect(menuPlacementError({ menu_field: 'P', menu_type: '2', group: 'Missing' }, existing)).toBe(
      'iot-menu.10003',
    );
    expect(menuPlacementError({ menu_field: 'P', menu_type: '2', group: 'Page' }, existing)).toBe(
      'iot-menu.10003',
    );
  });
});

describe('menuItemCreateSchema', () => {
  const page = {
    menu_field: 'Report2',
    menu_name: { zh_CN: '报表', en_US: 'Report' },
    menu_type: '2',
    link_type: 'interface',
    link_address: 'https://example.com/report',
    group: 'nothing',
  };

  it('accepts a well-formed page and fills the defaults', () => {
    const parsed = menuItemCreateSchema.parse(page);
    expect(parsed).toMatchObject({ show: true, order: 0, icon: '' });
  });

  it.each(['1abc', '_abc', 'a-b', 'a'.repeat(33), 'ab c'])(
    'refuses the menu_field %s with iot-menu.10007',
    (bad) => {
      const result = menuItemCreateSchema.safeParse({ ...page, menu_field: bad });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
        'menu_field',
        'iot-menu.10007',
      ]);
    },
  );

  it('checks the link address against the link type', () => {
    const bad = (link_type: string, link_address: unknown) =>
      menuItemCreateSchema.safeParse({ ...page, link_type, link_address }).error?.issues[0]?.path.join('.');
    expect(bad('interface', 'javascript:alert(1)')).toBe('link_address');
    expect(bad('code', '../etc')).toBe('link_address');
    expect(bad('application', 'x')).toBe('link_address');
    expect(bad('application', { hmi_id: 'h1', web_id: 'w1', page_id: 'p1' })).toBeUndefined();
    expect(bad('code', 'Report/RevenueStatistics')).toBeUndefined();
  });

  it('refuses script-like icon addresses', () => {
    expect(menuItemCreateSchema.safeParse({ ...page, icon: 'javascript:alert(1)' }).success).toBe(false);
    expect(menuItemCreateSchema.safeParse({ ...page, icon: '/api/uploads/abc-123' }).success).toBe(true);
  });
});

describe('DEFAULT_MENU', () => {
  it('is a valid tree: valid fields, unique, every item placed', () => {
    const fields = DEFAULT_MENU.map((entry) => entry.menu_field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const entry of DEFAULT_MENU) {
      expect(menuPlacementError(entry, DEFAULT_MENU)).toBeNull();
    }
    const tree = buildMenuTree(DEFAULT_MENU);
    expect(tree.map((node) => node.menu_field)).toEqual([
      'HomePage',
      'StationManagement',
      'DeviceManager',
      'RepairManagement',
      'DataAnalysis',
      'Report',
      'UserManagement',
      'SystemManagement',
    ]);
  });
});

describe('inTreeOrder (folders declare their entries in any order)', () => {
  const entry = (menu_field: string, group: string, order: number, menu_type: '1' | '2' = '2') =>
    ({
      menu_field,
      menu_name: { zh_CN: menu_field, en_US: menu_field },
      menu_type,
      link_address: '',
      icon: '',
      group,
      order,
    }) satisfies DefaultMenuEntry;

  it('lists each group followed by its children, siblings by order, an unplaced entry last', () => {
    const listed = inTreeOrder([
      entry('Late', 'B', 2),
      entry('Orphan', 'Missing', 1),
      entry('B', 'nothing', 2, '1'),
      entry('Early', 'B', 1),
      entry('A', 'nothing', 1, '1'),
      entry('Inner', 'A', 1, '1'),
      entry('Deep', 'Inner', 1),
    ]);
    expect(listed.map((e) => e.menu_field)).toEqual(['A', 'Inner', 'Deep', 'B', 'Early', 'Late', 'Orphan']);
  });

  it('gives the default menu depth first, as seeded', () => {
    expect(inTreeOrder(DEFAULT_MENU)).toEqual(DEFAULT_MENU);
    expect(DEFAULT_MENU.slice(0, 6).map((e) => e.menu_field)).toEqual([
      'HomePage',
      'StationManagement',
      'StationList',
      'AlarmList',
      'PriceList',
      'StationBatchStrategyList',
    ]);
  });
});
