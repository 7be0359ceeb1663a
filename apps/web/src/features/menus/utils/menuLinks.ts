import type { Locale, MenuItem } from '@ies/contracts';
import { registeredRoutes } from '../../../lib/feature';
import { containerPath } from '../../../lib/paths';

/** A `code` item whose address is one of the built-in routes. */
export function builtInPath(item: Pick<MenuItem, 'link_type' | 'link_address'>): string | undefined {
  if (item.link_type !== 'code' || typeof item.link_address !== 'string') return undefined;
  const address = item.link_address;
  return registeredRoutes().some((route) => route.path === address) ? address : undefined;
}

/** Where a menu entry leads: its built-in route, or the dynamic page /Container/{menu_field}. */
export function menuItemHref(item: MenuItem): string {
  return containerPath(builtInPath(item) ?? item.menu_field);
}

export function menuItemName(item: Pick<MenuItem, 'menu_name'>, locale: Locale): string {
  return locale === 'en' ? item.menu_name.en_US || item.menu_name.zh_CN : item.menu_name.zh_CN;
}

/** The item with this menu_field anywhere in the tree. */
export function findMenuItem(tree: readonly MenuItem[], field: string): MenuItem | undefined {
  for (const item of tree) {
    if (item.menu_field === field) return item;
    const inner = findMenuItem(item.children, field);
    if (inner) return inner;
  }
  return undefined;
}

/** The groups on the way to the entry whose href is `href`, outermost first. */
export function groupTrail(tree: readonly MenuItem[], href: string): string[] {
  for (const item of tree) {
    if (item.menu_type !== '1') continue;
    for (const child of item.children) {
      if (child.menu_type !== '1' && menuItemHref(child) === href) return [item.menu_field];
      if (child.menu_type === '1') {
        const inner = groupTrail([child], href);
        if (inner.length) return [item.menu_field, ...inner];
      }
    }
  }
  return [];
}
