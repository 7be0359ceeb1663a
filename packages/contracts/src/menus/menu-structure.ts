import { MENU_ROOT_GROUP } from './menus';
import type { MenuType } from './enums';

/** What the placement rules need to know of an item. */
export interface MenuNode {
  menu_field: string;
  menu_type: MenuType;
  group: string;
}

export type MenuPlacementError = 'iot-menu.10003' | 'iot-menu.10005' | 'iot-menu.10006';

/**
 * Why `item` may not sit where its `group` puts it among `others` (docs/spec/B-operations.md §8), or null:
 * groups and pages sit at the top or under a group; at most two group levels; an element (100)
 * only under a page (2). A moved group keeps its own child groups in the count.
 */
export function menuPlacementError(item: MenuNode, others: readonly MenuNode[]): MenuPlacementError | null {
  const byField = new Map(
    others.filter((o) => o.menu_field !== item.menu_field).map((o) => [o.menu_field, o]),
  );
  if (item.group === MENU_ROOT_GROUP) return item.menu_type === '100' ? 'iot-menu.10006' : null;
  const parent = byField.get(item.group);
  if (!parent) return 'iot-menu.10003';
  if (item.menu_type === '100') return parent.menu_type === '2' ? null : 'iot-menu.10006';
  if (parent.menu_type !== '1') return 'iot-menu.10003';
  if (item.menu_type !== '1') return null;
  // A group under a group is the second level; nothing deeper, and it may not bring child groups.
  if (parent.group !== MENU_ROOT_GROUP) return 'iot-menu.10005';
  const hasChildGroup = others.some((o) => o.group === item.menu_field && o.menu_type === '1');
  return hasChildGroup ? 'iot-menu.10005' : null;
}

/** Items placed into a tree by `group`, siblings by `order` then menu_field; orphans are dropped. */
export function buildMenuTree<T extends MenuNode & { order: number }>(
  items: readonly T[],
): Array<T & { children: Array<T & { children: unknown[] }> }> {
  type Node = T & { children: Node[] };
  const nodes = new Map<string, Node>(items.map((item) => [item.menu_field, { ...item, children: [] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    if (node.group === MENU_ROOT_GROUP) roots.push(node);
    else nodes.get(node.group)?.children.push(node);
  }
  const sort = (list: Node[]) => {
    list.sort((a, b) => a.order - b.order || a.menu_field.localeCompare(b.menu_field));
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}
