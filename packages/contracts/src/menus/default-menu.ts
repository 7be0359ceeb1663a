import type { DefaultMenuEntry } from '../common/access-parts';
import { menuEntryParts } from './menu-entries.gen';

/** The entries depth first: each group followed by its children, siblings by `order`. */
export function inTreeOrder(entries: readonly DefaultMenuEntry[]): DefaultMenuEntry[] {
  const children = new Map<string, DefaultMenuEntry[]>();
  for (const entry of entries) children.set(entry.group, [...(children.get(entry.group) ?? []), entry]);
  const listed: DefaultMenuEntry[] = [];
  const visit = (group: string) => {
    const below = [...(children.get(group) ?? [])].sort((a, b) => a.order - b.order);
    for (const entry of below) {
      listed.push(entry);
      if (entry.menu_type === '1') visit(entry.menu_field);
    }
  };
  visit('nothing');
  // An entry under no listed group stays in the list, so that the placement check names it.
  return [...listed, ...entries.filter((entry) => !listed.includes(entry))];
}

/**
 * The default menu, seeded as the platform's public menus: every folder's `<x>MenuEntries`
 * (collected by `npm run gen:contracts`). Page addresses are the built-in route paths of the web
 * features (apps/web/src/features/<domain>/feature.ts).
 */
export const DEFAULT_MENU: readonly DefaultMenuEntry[] = inTreeOrder(menuEntryParts);
