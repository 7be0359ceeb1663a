import { describe, expect, it } from 'vitest';
import { allowedMenuFields, type FilterableMenuItem, filterMenuTree } from './filter-menu-tree';

function item(
  menu_field: string,
  overrides: Partial<FilterableMenuItem> = {},
  children: FilterableMenuItem[] = [],
): FilterableMenuItem {
  return {
    menu_field,
    menu_type: children.length ? '1' : '2',
    is_public: true,
    show: true,
    children,
    ...overrides,
  };
}

const fields = (tree: FilterableMenuItem[]): unknown[] =>
  tree.map((node) => (node.children.length ? { [node.menu_field]: fields(node.children) } : node.menu_field));

const tree = [
  item('HomePage'),
  item('StationManagement', {}, [item('StationList'), item('AlarmList')]),
  item('UserManagement', {}, [item('SubUserManager')]),
];

describe('filterMenuTree (docs/spec/A-access-and-shell.md §6)', () => {
  it('gives a manager every menu, allowed or not', () => {
    expect(fields(filterMenuTree(tree, { isManager: true, allowedMenuFields: [] }))).toEqual([
      'HomePage',
      { StationManagement: ['StationList', 'AlarmList'] },
      { UserManagement: ['SubUserManager'] },
    ]);
  });

  it('keeps for others only the public items whose menu_field is allowed', () => {
    const seen = filterMenuTree(tree, {
      isManager: false,
      allowedMenuFields: ['HomePage', 'StationManagement', 'StationList'],
    });
    expect(fields(seen)).toEqual(['HomePage', { StationManagement: ['StationList'] }]);
  });

  it('keeps non-public items without children even when they are not in the list', () => {
    const own = [item('TenantReport', { is_public: false }), item('HomePage')];
    expect(fields(filterMenuTree(own, { isManager: false, allowedMenuFields: [] }))).toEqual([
      'TenantReport',
    ]);
  });

  it('drops a non-public item whose children were all filtered out', () => {
    const own = [item('OwnGroup', { is_public: false }, [item('StationList')])];
    expect(filterMenuTree(own, { isManager: false, allowedMenuFields: [] })).toEqual([]);
    expect(fields(filterMenuTree(own, { isManager: false, allowedMenuFields: ['StationList'] }))).toEqual([
      { OwnGroup: ['StationList'] },
    ]);
  });

  it('removes groups left empty, and groups that never had children', () => {
    const seen = filterMenuTree([...tree, item('Empty', { menu_type: '1' })], {
      isManager: false,
      allowedMenuFields: ['StationManagement', 'UserManagement', 'SubUserManager', 'Empty'],
    });
    expect(fields(seen)).toEqual([{ UserManagement: ['SubUserManager'] }]);
  });

  it('hides items with show false from everyone, managers included', () => {
    const hidden = [
      item('HomePage', { show: false }),
      item('StationManagement', {}, [item('StationList', { show: false })]),
    ];
    expect(filterMenuTree(hidden, { isManager: true, allowedMenuFields: [] })).toEqual([]);
    expect(
      filterMenuTree(hidden, {
        isManager: false,
        allowedMenuFields: ['HomePage', 'StationManagement', 'StationList'],
      }),
    ).toEqual([]);
  });

  it('keeps an element under its page and filters it by the same list', () => {
    const withElement = [item('Dashboards', { menu_type: '2' }, [item('Chart', { menu_type: '100' })])];
    expect(
      fields(filterMenuTree(withElement, { isManager: false, allowedMenuFields: ['Dashboards'] })),
    ).toEqual(['Dashboards']);
  });
});

describe('allowedMenuFields', () => {
  it('reads the first entry as a comma-separated list', () => {
    expect(allowedMenuFields([{ menus: 'HomePage, StationList,,' }, { menus: 'Other' }])).toEqual([
      'HomePage',
      'StationList',
    ]);
    expect(allowedMenuFields([])).toEqual([]);
    expect(allowedMenuFields(undefined)).toEqual([]);
  });
});
