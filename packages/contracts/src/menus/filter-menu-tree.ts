/** What the side-menu filter reads of an item. */
export interface FilterableMenuItem {
  menu_field: string;
  menu_type: string;
  is_public: boolean;
  show: boolean;
  children: FilterableMenuItem[];
}

export interface MenuViewer {
  /** Tenant (or system) manager: sees every menu. */
  isManager: boolean;
  /** Allowed menu_field values (the privilege's `menus[0].menus`, split on commas). */
  allowedMenuFields: readonly string[];
}

/**
 * The side menu a user sees (docs/spec/A-access-and-shell.md §6): a manager sees everything; anyone else sees a public
 * item only when its menu_field is allowed, while a non-public item without children stays;
 * groups left without children disappear; items with show false are hidden from everyone.
 */
export function filterMenuTree<T extends FilterableMenuItem>(tree: readonly T[], viewer: MenuViewer): T[] {
  const allowed = new Set(viewer.allowedMenuFields);
  const visit = (items: readonly T[]): T[] => {
    const kept: T[] = [];
    for (const item of items) {
      if (!item.show) continue;
      if (!viewer.isManager && item.is_public && !allowed.has(item.menu_field)) continue;
      const children = visit(item.children as T[]);
      const emptied = item.children.length > 0 && children.length === 0;
      if (item.menu_type === '1' && (children.length === 0 || emptied)) continue;
      if (emptied && !viewer.isManager && !item.is_public) continue;
      kept.push({ ...item, children });
    }
    return kept;
  };
  return visit(tree);
}

/** The allowed list from the privilege answer: the first entry's comma-separated menu_field values. */
export function allowedMenuFields(menus: ReadonlyArray<{ menus: string }> | undefined): string[] {
  const first = menus?.[0]?.menus ?? '';
  return first
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '');
}
